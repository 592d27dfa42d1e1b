import { Link } from "react-router";
import type { TimelineEntry } from "~/domain/calendar/calendarTimeline";
import { callPath } from "~/domain/calendar/callList";
import { callTitle } from "~/domain/calendar/series";
import { formatIsoDate } from "~/domain/time/isoDate";

// SPEC's three series have a colour each; every other series (the breakout rooms) shares one.
const SERIES_DOT = new Map([["acdc", "bg-sky-500"], ["acde", "bg-emerald-500"], ["acdt", "bg-amber-500"]]);
const OTHER_SERIES_DOT = "bg-violet-500";

export function TimelineRow({ entry }: { entry: TimelineEntry }) {
  const date = <time dateTime={entry.date} className="w-24 shrink-0 text-sm text-slate-600 dark:text-slate-400">{formatIsoDate(entry.date)}</time>;
  if (entry.kind === "event") {
    return (
      <li className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-2.5 dark:border-slate-700">
        {date}
        <span aria-hidden="true">◆</span>
        <span className="flex-1 text-slate-800 dark:text-slate-200">{entry.title}</span>
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{entry.category}</span>
      </li>
    );
  }
  const title = callTitle(entry.series, entry.number);
  const inner = (
    <>
      {date}
      <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${SERIES_DOT.get(entry.type) ?? OTHER_SERIES_DOT}`} />
      <span className="w-16 shrink-0 truncate text-xs font-bold text-slate-700 dark:text-slate-300">{entry.series.short}</span>
      <span className="flex-1 font-medium">{title}</span>
    </>
  );
  if (entry.kind === "upcoming") {
    return (
      <li>
        <a href={entry.githubUrl} target="_blank" rel="noopener noreferrer" className="flex items-center gap-3 rounded-lg border border-indigo-300 bg-indigo-50 px-4 py-2.5 hover:bg-indigo-100 dark:border-indigo-800 dark:bg-indigo-950 dark:hover:bg-indigo-900">
          {inner}
          <span className="text-xs font-semibold text-indigo-800 dark:text-indigo-200">Upcoming · agenda ↗</span>
        </a>
      </li>
    );
  }
  return (
    <li>
      <Link to={callPath(entry)} className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-2.5 hover:border-indigo-400 hover:bg-slate-50 dark:border-slate-800 dark:hover:border-indigo-500 dark:hover:bg-slate-900">
        {inner}
      </Link>
    </li>
  );
}
