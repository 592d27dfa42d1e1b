import { asOfLabel } from "~/domain/time/asOf";

/** 'Information as of Oct 30, 2025' under facts that change with time. */
export function AsOfNote({ asOf, className = "" }: { asOf: string; className?: string }) {
  return (
    <p data-testid="as-of" className={`text-xs text-muted ${className}`}>
      <time dateTime={asOf}>{asOfLabel(asOf)}</time>
    </p>
  );
}
