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
            className={`chip px-3 py-1 text-xs ${active ? "chip-on" : ""}`}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
