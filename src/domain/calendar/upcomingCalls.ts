import { githubIssueSchema, githubIssuesResponseSchema } from "~/schemas/services";
import type { CallSeries } from "~/schemas/content";
import { callKey, padCallNumber, type DatedCall } from "../calls/callRef";

export type UpcomingCall = DatedCall & { githubUrl: string };

// SPEC §9: at most three upcoming calls, one per series.
export const MAX_UPCOMING_CALLS = 3;

// "All Core Devs - Consensus (ACDC) #166, October 2, 2025"; older titles use "| August 4 2025".
const TITLE = /\(ACD([CET])\)\s*#(\d+)\s*[,|]\s*(.+)$/i;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_DAY_YEAR = new RegExp(
  String.raw`\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`,
  "i",
);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Open agenda issues → upcoming calls (SPEC §5): titles that name a series, a number and a
 * 'Month day, year' date; dated today or later; not already archived; https GitHub links only.
 * For each series the soonest call is kept, so an issue opened early for a later call never
 * hides the next one; the result is ordered by date.
 */
export function parseUpcomingCalls(issues: unknown, today: string, archived: ReadonlySet<string>): UpcomingCall[] {
  const list = githubIssuesResponseSchema.safeParse(issues);
  if (!list.success || !ISO_DATE.test(today)) return [];
  const soonest = new Map<CallSeries, UpcomingCall>();
  for (const item of list.data) {
    const call = callFromIssue(item);
    if (!call || call.date < today || archived.has(callKey(call))) continue;
    const kept = soonest.get(call.type);
    if (!kept || compareUpcoming(call, kept) < 0) soonest.set(call.type, call);
  }
  return [...soonest.values()].sort(compareUpcoming).slice(0, MAX_UPCOMING_CALLS);
}

function callFromIssue(item: unknown): UpcomingCall | null {
  const issue = githubIssueSchema.safeParse(item);
  if (!issue.success || !isGithubHttpsUrl(issue.data.html_url)) return null;
  const title = TITLE.exec(issue.data.title);
  if (!title) return null;
  const [, letter = "", number = "", dateText = ""] = title;
  const date = parseMonthDayYear(dateText);
  const type = seriesFromLetter(letter);
  return date && type ? { type, number: padCallNumber(number), date, githubUrl: issue.data.html_url } : null;
}

/** 'October 2, 2025', 'Oct 6, 2025' or 'Sept 15 2025' anywhere in the text → "YYYY-MM-DD"; null for impossible dates. */
export function parseMonthDayYear(text: string): string | null {
  const match = MONTH_DAY_YEAR.exec(text);
  if (!match) return null;
  const [, monthName = "", dayText = "", yearText = ""] = match;
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1;
  const day = Number(dayText);
  const year = Number(yearText);
  if (month < 1 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${yearText}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// TITLE admits only C, E and T: the agenda issues name SPEC's three series by letter.
function seriesFromLetter(letter: string): CallSeries | null {
  return letter ? `acd${letter.toLowerCase()}` : null;
}

function isGithubHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname === "github.com" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

function compareUpcoming(a: UpcomingCall, b: UpcomingCall): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  return Number(a.number) - Number(b.number);
}
