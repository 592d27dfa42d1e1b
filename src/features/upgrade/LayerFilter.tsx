import { LAYER_FILTERS, type LayerFilter as Filter } from "~/domain/eips/sections";

const FILTER_LABELS: Record<Filter, string> = { all: "All", EL: "EL", CL: "CL" };

export function LayerFilter({ value, onChange }: { value: Filter; onChange: (next: Filter) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span id="layer-filter-label" className="text-sm font-semibold text-body">
        Filter EIPs by layer
      </span>
      <div
        role="group"
        aria-labelledby="layer-filter-label"
        className="inline-flex rounded-lg border border-line-strong p-0.5"
      >
        {LAYER_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
            className={`min-w-12 rounded-md px-3 py-1 text-sm font-semibold ${
              value === filter ? "bg-indigo-600 text-on-accent dark:bg-indigo-300" : "text-body hover:bg-subtle"
            }`}
          >
            {FILTER_LABELS[filter]}
          </button>
        ))}
      </div>
      <span className="text-xs text-muted">EL: execution layer · CL: consensus layer</span>
    </div>
  );
}
