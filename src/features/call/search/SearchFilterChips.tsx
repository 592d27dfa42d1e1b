import type { CallSearchFilter } from "~/domain/search/callSearch";
import { CONTENT_TYPE_FILTERS } from "~/domain/search/searchContentTypes";

/** The content-type filter: All, Transcript, Chat, Agenda, Action. */
export function SearchFilterChips({
  filter,
  onChange,
}: {
  filter: CallSearchFilter;
  onChange: (filter: CallSearchFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter results by type" className="flex flex-wrap gap-1.5">
      {CONTENT_TYPE_FILTERS.map((chip) => {
        const active = chip.value === filter;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(chip.value)}
            className={`rounded-full border px-3 py-1 text-xs font-semibold ${
              active
                ? "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950"
                : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
