import { formatIsoDate } from "./isoDate";

/** "Information as of Oct 30, 2025": what a page's time-bound facts were checked on. */
export function asOfLabel(asOf: string): string {
  return `Information as of ${formatIsoDate(asOf)}`;
}

/** True when an ISO date lies before today (both YYYY-MM-DD); an unreadable date never counts as passed. */
export function datePassed(date: string | undefined, today: string): boolean {
  return date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && date < today;
}

/** "Scheduled for Dec 3, 2025 — date passed" once the day is behind us, so a past date never reads as the future. */
export function scheduledLabel(date: string, today: string): string {
  return `Scheduled for ${formatIsoDate(date)}${datePassed(date, today) ? " — date passed" : ""}`;
}

/**
 * "Mainnet planning estimate: Nov 18, 2026 (not an announced date)": the working assumption the process plans
 * with, never to be read as a schedule; once behind us it says so.
 */
export function projectedLabel(date: string, today: string): string {
  return `Mainnet planning estimate: ${formatIsoDate(date)} (not an announced date)${datePassed(date, today) ? " — date passed" : ""}`;
}

/** The newest of several 'as of' dates: a page that combines them is as current as its freshest part. */
export function newestAsOf(items: readonly { asOf: string }[]): string | undefined {
  return items
    .map((item) => item.asOf)
    .sort()
    .at(-1);
}
