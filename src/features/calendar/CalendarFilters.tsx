import { BREAKOUTS, type SeriesChoice, type SeriesLabel } from "~/domain/calendar/series";

interface CalendarFiltersProps {
  series: { chips: SeriesLabel[]; others: SeriesLabel[] };
  choice: SeriesChoice;
  onChoiceChange: (choice: SeriesChoice) => void;
  showEvents: boolean;
  onToggleEvents: () => void;
}

const chip = (active: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset ${active ? "bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-500" : "text-slate-700 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"}`;

/** SPEC's series chips (All, ACDC, ACDE, ACDT), then 'Breakouts' and a menu of every other series. */
export function CalendarFilters({ series, choice, onChoiceChange, showEvents, onToggleEvents }: CalendarFiltersProps) {
  const chips = [{ value: "all", label: "All" }, ...series.chips.map((s) => ({ value: s.id, label: s.short }))];
  if (series.others.length > 0) chips.push({ value: BREAKOUTS, label: "Breakouts" });
  const otherChosen = series.others.some((s) => s.id === choice);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Call series" className="flex flex-wrap gap-2">
        {chips.map((f) => {
          const active = choice === f.value || (f.value === BREAKOUTS && otherChosen);
          return (
            <button key={f.value} type="button" aria-pressed={active} className={chip(active)} onClick={() => onChoiceChange(f.value)}>
              {f.label}
            </button>
          );
        })}
      </div>
      {series.others.length > 0 && (
        <select
          aria-label="Breakout series"
          value={otherChosen ? choice : ""}
          onChange={(event) => onChoiceChange(event.target.value || BREAKOUTS)}
          className="max-w-56 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-600"
        >
          <option value="">Every breakout series</option>
          {series.others.map((s) => (
            <option key={s.id} value={s.id}>{s.name}</option>
          ))}
        </select>
      )}
      <button type="button" aria-pressed={showEvents} className={chip(false)} onClick={onToggleEvents}>
        {showEvents ? "Hide Events" : "Show Events"}
      </button>
    </div>
  );
}
