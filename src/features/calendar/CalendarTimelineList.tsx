import type { CalendarTimeline } from "~/domain/calendar/calendarTimeline";
import { formatIsoDate } from "~/domain/time/isoDate";
import { TimelineRow } from "./TimelineRow";

export function CalendarTimelineList({ timeline }: { timeline: CalendarTimeline }) {
  // Its own stacking context (a paint layer): while the search dialog changes above it, the browser
  // reuses the timeline's recorded paint as one piece instead of walking its thousands of boxes each frame.
  return (
    <div className="relative isolate space-y-8">
      {timeline.months.map((month) => (
        <section key={month.key} aria-label={month.label} className="grid gap-3 md:grid-cols-[9rem_1fr]">
          <h2 className="text-sm font-bold uppercase tracking-wide text-muted md:sticky md:top-20 md:self-start">
            {month.label}
          </h2>
          <ol className="space-y-2">
            {month.rows.map((row) =>
              row.kind === "today" ? (
                <li
                  key="today"
                  aria-label="Today"
                  className="flex items-center gap-3 py-1 text-xs font-bold uppercase tracking-wide text-rose-700 dark:text-rose-300"
                >
                  <span className="h-px flex-1 bg-rose-400" />
                  Today
                  <span className="h-px flex-1 bg-rose-400" />
                </li>
              ) : row.kind === "gap" ? (
                <li key="gap" className="rounded-lg bg-slate-100 px-4 py-2.5 text-sm text-body dark:bg-slate-800/60">
                  Nothing is listed between {formatIsoDate(row.since)} and today: newer calls are not in the archive
                  yet.
                </li>
              ) : (
                <TimelineRow
                  key={row.kind === "event" ? `e-${row.date}-${row.title}` : `${row.kind}-${row.type}-${row.number}`}
                  entry={row}
                />
              ),
            )}
          </ol>
        </section>
      ))}
    </div>
  );
}
