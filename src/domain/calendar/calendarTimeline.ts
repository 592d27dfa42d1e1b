import type { CalendarEvent, CallSeries } from "~/schemas/content";
import { LONG_MONTH_NAMES } from "~/domain/time/isoDate";
import type { ListedCall, SeriesLabel } from "../calls/series";
import type { UpcomingCall } from "./upcomingCalls";

/** All calls, or the series to keep. */
export type SeriesFilter = "all" | readonly CallSeries[];

export type TimelineCall = ListedCall & { kind: "call" };

export type TimelineUpcoming = UpcomingCall & { series: SeriesLabel; kind: "upcoming" };

export interface TimelineEvent extends CalendarEvent {
  kind: "event";
}

export type TimelineEntry = TimelineCall | TimelineUpcoming | TimelineEvent;

export interface TimelineMonth {
  key: string; // "2025-10"
  label: string; // "October 2025"
  rows: (TimelineEntry | { kind: "today"; date: string } | TimelineGap)[];
}

/** Said under 'Today' when nothing is listed for a while before it: the archive ends at `since`. */
export type TimelineGap = { kind: "gap"; since: string };

// A month without a call is normal; longer than this, the list says where it resumes.
const GAP_DAYS = 45;

export interface CalendarTimeline {
  months: TimelineMonth[];
  counts: { calls: number; upcoming: number; events: number };
}

interface TimelineInput {
  calls: readonly Omit<TimelineCall, "kind">[];
  upcoming: readonly Omit<TimelineUpcoming, "kind">[];
  events: readonly CalendarEvent[];
  filter: SeriesFilter;
  showEvents: boolean;
  today: string; // YYYY-MM-DD
}

// Upcoming before archived calls before events on the same day, so the order never depends on input order.
const KIND_ORDER: Record<TimelineEntry["kind"], number> = { upcoming: 0, call: 1, event: 2 };

function compareNewestFirst(a: TimelineEntry, b: TimelineEntry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (a.kind !== "event" && b.kind !== "event")
    return a.type.localeCompare(b.type) || Number(b.number) - Number(a.number);
  return a.kind === "event" && b.kind === "event" ? a.title.localeCompare(b.title) : 0;
}

export function monthLabel(monthKey: string): string {
  const [year, month] = monthKey.split("-");
  return `${LONG_MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** Calls, upcoming calls and events, newest first, grouped by month, with a 'Today' divider. */
export function buildCalendarTimeline(input: TimelineInput): CalendarTimeline {
  const { filter } = input;
  const matches = (type: CallSeries) => filter === "all" || filter.includes(type);
  const calls: TimelineEntry[] = input.calls.filter((c) => matches(c.type)).map((c) => ({ ...c, kind: "call" }));
  const upcoming: TimelineEntry[] = input.upcoming
    .filter((c) => matches(c.type))
    .map((c) => ({ ...c, kind: "upcoming" }));
  const events: TimelineEntry[] = input.showEvents ? input.events.map((e) => ({ ...e, kind: "event" })) : [];
  const entries = [...calls, ...upcoming, ...events].sort(compareNewestFirst);

  const months: TimelineMonth[] = [];
  let todayPlaced = false;
  const monthFor = (date: string): TimelineMonth => {
    const key = date.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) return last;
    const month: TimelineMonth = { key, label: monthLabel(key), rows: [] };
    months.push(month);
    return month;
  };
  for (const entry of entries) {
    if (!todayPlaced && entry.date <= input.today) {
      const month = monthFor(input.today);
      month.rows.push({ kind: "today", date: input.today });
      if (daysBetween(entry.date, input.today) > GAP_DAYS) month.rows.push({ kind: "gap", since: entry.date });
      todayPlaced = true;
    }
    monthFor(entry.date).rows.push(entry);
  }
  if (!todayPlaced) monthFor(input.today).rows.push({ kind: "today", date: input.today });
  // Today may open a month newer than every entry; keep months newest first.
  months.sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));

  return { months, counts: { calls: calls.length, upcoming: upcoming.length, events: events.length } };
}
