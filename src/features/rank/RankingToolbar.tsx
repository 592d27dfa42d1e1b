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
      <p className="text-sm font-medium text-body" data-testid="ranked-count">
        {rankedCount} of {total} ranked
      </p>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={onDownload}
          disabled={busy}
          className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-on-accent hover:bg-primary-hover disabled:opacity-60"
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
          className="rounded-md border border-line-strong px-4 py-2 text-sm font-semibold text-ink-soft hover:bg-subtle disabled:cursor-not-allowed disabled:opacity-50"
        >
          Reset
        </button>
      </div>
    </div>
  );
}
