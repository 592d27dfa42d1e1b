interface RankingToolbarProps {
  rankedCount: number;
  total: number;
  busy: boolean;
  onDownload: () => void;
  onReset: () => void;
}

export function RankingToolbar({ rankedCount, total, busy, onDownload, onReset }: RankingToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="ranked-count">
        {rankedCount} of {total} ranked
      </p>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={onDownload}
          disabled={busy}
          className="inline-flex items-center gap-2 rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </svg>
          Download image
        </button>
        <button
          type="button"
          onClick={onReset}
          disabled={rankedCount === 0}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Reset
        </button>
      </div>
    </div>
  );
}
