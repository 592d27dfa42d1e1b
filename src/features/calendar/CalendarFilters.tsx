import { BREAKOUTS, type SeriesChoice, type SeriesLabel } from "~/domain/calls/series";

interface CalendarFiltersProps {
  series: { chips: SeriesLabel[]; others: SeriesLabel[] };
  choice: SeriesChoice;
  onChoiceChange: (choice: SeriesChoice) => void;
  showEvents: boolean;
  onToggleEvents: () => void;
}

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
            <button
              key={f.value}
              type="button"
              aria-pressed={active}
              className={active ? "chip chip-on" : "chip"}
              onClick={() => onChoiceChange(f.value)}
            >
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
          className="max-w-56 rounded-full bg-surface px-3 py-1.5 text-sm font-semibold text-control ring-1 ring-line-strong ring-inset"
        >
          <option value="">Every breakout series</option>
          {series.others.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      )}
      <button type="button" aria-pressed={showEvents} className="chip" onClick={onToggleEvents}>
        {showEvents ? "Hide Events" : "Show Events"}
      </button>
    </div>
  );
}
