import type { SearchIndexStatus } from "~/platform/searchIndex/client";

/** 'Building search index...' with a percent while the index arrives (SPEC §2, §4); a retry when it failed. */
export function SearchIndexProgress({ status, onRetry }: { status: SearchIndexStatus; onRetry: () => void }) {
  if (status.state === "loading") {
    const { percent } = status;
    return (
      <div className="border-b border-line-raised px-4 py-3">
        <p role="status" className="text-sm font-medium text-body">
          Building search index...{percent === null ? "" : ` ${percent}%`}
        </p>
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <div
            className={`h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400 ${percent === null ? "w-1/3 animate-pulse" : ""}`}
            style={percent === null ? undefined : { width: `${percent}%` }}
          />
        </div>
      </div>
    );
  }
  if (status.state === "failed") {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 border-b border-line-raised px-4 py-3 text-sm text-red-800 dark:text-red-300"
      >
        <span>The search index could not be loaded.</span>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md px-2 py-1 font-semibold underline hover:bg-red-50 dark:hover:bg-red-950"
        >
          Try again
        </button>
      </div>
    );
  }
  return null;
}
