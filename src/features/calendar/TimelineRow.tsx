import { Link } from "react-router";
import type { TimelineEntry } from "~/domain/calendar/calendarTimeline";
import { callPath } from "~/domain/calls/callRef";
import { callTitle, shortCallTitle } from "~/domain/calls/series";
import { formatIsoDate, formatShortIsoDate } from "~/domain/time/isoDate";
import { CallDigestFacts } from "~/ui/CallDigestFacts";

// SPEC's three series have a colour each; every other series (the breakout rooms) shares one.
const SERIES_DOT = new Map([
  ["acdc", "bg-sky-500"],
  ["acde", "bg-emerald-500"],
  ["acdt", "bg-amber-500"],
]);
const OTHER_SERIES_DOT = "bg-violet-500";

// On phones the month heading above gives the year, so a row shows "Oct 23" and keeps its width for the title.
function RowDate({ date }: { date: string }) {
  return (
    <time dateTime={date} className="w-14 shrink-0 text-sm text-muted sm:w-24">
      <span className="sm:hidden">{formatShortIsoDate(date)}</span>
      <span className="max-sm:hidden">{formatIsoDate(date)}</span>
    </time>
  );
}

export function TimelineRow({ entry }: { entry: TimelineEntry }) {
  if (entry.kind === "event") {
    return (
      <li className="flex items-baseline gap-3 rounded-lg border border-dashed border-line-firm px-4 py-2.5">
        <RowDate date={entry.date} />
        <span aria-hidden="true">◆</span>
        <span className="min-w-0 flex-1 text-ink-soft">{entry.title}</span>
        <span className="text-xs font-semibold uppercase tracking-wide text-muted max-sm:hidden">{entry.category}</span>
        <span className="sr-only sm:hidden">({entry.category})</span>
      </li>
    );
  }
  const title = (
    <span className="min-w-0 flex-1 truncate font-medium">
      <span className="sm:hidden">{shortCallTitle(entry.series, entry.number)}</span>
      <span className="max-sm:hidden">{callTitle(entry.series, entry.number)}</span>
    </span>
  );
  const heading = (
    <span className="flex items-center gap-3">
      <RowDate date={entry.date} />
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 shrink-0 rounded-full ${SERIES_DOT.get(entry.type) ?? OTHER_SERIES_DOT}`}
      />
      <span className="w-16 shrink-0 truncate text-xs font-bold text-body max-sm:hidden">{entry.series.short}</span>
      {title}
      {entry.kind === "upcoming" && (
        <span className="shrink-0 text-xs font-semibold text-indigo-800 dark:text-indigo-200">Upcoming · agenda ↗</span>
      )}
    </span>
  );
  if (entry.kind === "upcoming") {
    return (
      <li>
        <a
          href={entry.githubUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="block rounded-lg border border-indigo-300 bg-indigo-50 px-4 py-2.5 hover:bg-indigo-100 dark:border-indigo-800 dark:bg-indigo-950 dark:hover:bg-indigo-900"
        >
          {heading}
        </a>
      </li>
    );
  }
  const { digest } = entry;
  return (
    <li>
      <Link
        to={callPath(entry)}
        className="block rounded-lg border border-line px-4 py-2.5 hover:border-accent-edge hover:bg-panel"
      >
        {heading}
        {digest && (
          <span className="mt-1 block text-sm sm:pl-[calc(6rem+0.625rem+4rem+2.25rem)]">
            {digest.teaser && <span className="line-clamp-2 text-body sm:line-clamp-1">{digest.teaser}</span>}
            <CallDigestFacts digest={digest} className="block text-xs text-muted" />
          </span>
        )}
      </Link>
    </li>
  );
}
