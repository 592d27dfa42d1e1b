import { useId, type ReactNode } from "react";
import { MAX_EIP_QUERY_LENGTH } from "~/domain/eips/eipQuery";

interface EipFilterBarProps {
  query: string;
  onQuery: (next: string) => void;
  compact: boolean;
  onCompact: (next: boolean) => void;
  /** EIPs shown after every filter, and listed on the page without any. */
  shown: number;
  total: number;
  /** Whether a filter (text or layer) is on, and how to turn them all off. */
  filtered: boolean;
  onClear: () => void;
  /** The layer filter, where the page has one. */
  children?: ReactNode;
}

/** The text filter over the page's EIPs, the layer filter beside it, the compact view switch and how many EIPs show. */
export function EipFilterBar({
  query,
  onQuery,
  compact,
  onCompact,
  shown,
  total,
  filtered,
  onClear,
  children,
}: EipFilterBarProps) {
  const inputId = useId();
  const plural = (n: number) => `EIP${n === 1 ? "" : "s"}`;
  return (
    <div className="mt-6">
      <div role="search" aria-label="EIPs on this page" className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex w-full flex-col gap-1 sm:w-80">
          <label htmlFor={inputId} className="text-sm font-semibold text-body">
            Filter EIPs
          </label>
          <input
            id={inputId}
            type="search"
            value={query}
            maxLength={MAX_EIP_QUERY_LENGTH}
            onChange={(event) => onQuery(event.target.value)}
            placeholder="7732, ePBS, access lists…"
            autoComplete="off"
            className="rounded-md border border-slate-400 bg-surface px-3 py-2 text-base text-ink placeholder:text-faint sm:text-sm dark:border-slate-600"
          />
        </div>
        {children}
        <button
          type="button"
          aria-pressed={compact}
          onClick={() => onCompact(!compact)}
          className={`rounded-md border px-3 py-1.5 text-sm font-semibold ${
            compact
              ? "border-indigo-600 bg-indigo-600 text-on-accent dark:border-indigo-300 dark:bg-indigo-300"
              : "border-line-strong text-body hover:bg-subtle"
          }`}
        >
          Compact view
        </button>
      </div>
      <p role="status" data-testid="eip-filter-count" className="mt-2 text-sm text-muted">
        {shown === total ? `${total} ${plural(total)}` : `${shown} of ${total} ${plural(total)}`}
      </p>
      {/* Said here, where the reader is typing, rather than below the overview where the sections were. */}
      {filtered && shown === 0 && (
        <div className="mt-3 rounded-xl border border-dashed border-line-firm px-4 py-5 text-center text-body">
          <p>No EIP on this page matches these filters.</p>
          <button
            type="button"
            onClick={onClear}
            className="mt-2 font-semibold text-accent underline underline-offset-2"
          >
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
