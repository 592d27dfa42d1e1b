import type { ReactNode } from "react";

/** A section title of the EIP pages, with the number of items when it lists some. */
export function EipSectionHeading({ id, count, children }: { id: string; count?: number; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 flex items-baseline gap-2 text-xl font-bold text-heading">
      {children}
      {count !== undefined && <span className="text-base font-medium text-muted">({count})</span>}
    </h2>
  );
}
