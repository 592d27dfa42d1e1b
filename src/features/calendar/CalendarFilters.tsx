import type { SeriesFilter } from "~/domain/calendar/calendarTimeline";
import { SERIES_SHORT } from "~/domain/calendar/callList";
import { CALL_SERIES } from "~/schemas/callConstants";

const FILTERS: { value: SeriesFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...CALL_SERIES.map((series) => ({ value: series, label: SERIES_SHORT[series] })),
];

interface CalendarFiltersProps {
  filter: SeriesFilter;
  onFilterChange: (filter: SeriesFilter) => void;
  showEvents: boolean;
  onToggleEvents: () => void;
}

const chip = (active: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset ${active ? "bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-500" : "text-slate-700 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"}`;

export function CalendarFilters({ filter, onFilterChange, showEvents, onToggleEvents }: CalendarFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Call series" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button key={f.value} type="button" aria-pressed={filter === f.value} className={chip(filter === f.value)} onClick={() => onFilterChange(f.value)}>
            {f.label}
          </button>
        ))}
      </div>
      <button type="button" aria-pressed={showEvents} className={chip(false)} onClick={onToggleEvents}>
        {showEvents ? "Hide Events" : "Show Events"}
      </button>
    </div>
  );
}
