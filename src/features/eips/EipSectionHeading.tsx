import type { ReactNode } from "react";

/** A section title of the EIP pages, with the number of items when it lists some. */
export function EipSectionHeading({ id, count, children }: { id: string; count?: number; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 flex items-baseline gap-2 text-xl font-bold text-slate-900 dark:text-white">
      {children}
      {count !== undefined && <span className="text-base font-medium text-slate-600 dark:text-slate-400">({count})</span>}
    </h2>
  );
}
