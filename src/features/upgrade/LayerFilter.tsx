import { LAYER_FILTERS, type LayerFilter as Filter } from "~/domain/eips/sections";

const FILTER_LABELS: Record<Filter, string> = { all: "All", EL: "EL", CL: "CL" };

export function LayerFilter({ value, onChange }: { value: Filter; onChange: (next: Filter) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span id="layer-filter-label" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Filter EIPs by layer
      </span>
      <div
        role="group"
        aria-labelledby="layer-filter-label"
        className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
      >
        {LAYER_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
            className={`min-w-12 rounded-md px-3 py-1 text-sm font-semibold ${
              value === filter
                ? "bg-indigo-600 text-white dark:bg-indigo-300 dark:text-slate-950"
                : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            }`}
          >
            {FILTER_LABELS[filter]}
          </button>
        ))}
      </div>
      <span className="text-xs text-slate-600 dark:text-slate-400">EL: execution layer · CL: consensus layer</span>
    </div>
  );
}
