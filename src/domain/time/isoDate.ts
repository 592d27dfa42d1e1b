/** "2025-04-03" → "Apr 3, 2025", independent of the visitor's locale and time zone. */
export function formatIsoDate(isoDate: string): string {
  const parts = monthAndDay(isoDate);
  return parts ? `${parts.month} ${parts.day}, ${parts.year}` : isoDate;
}

/** "Oct 23": for a list whose headings give the year. */
export function formatShortIsoDate(isoDate: string): string {
  const parts = monthAndDay(isoDate);
  return parts ? `${parts.month} ${parts.day}` : isoDate;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function monthAndDay(isoDate: string): { year: string; month: string; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? { year: match[1]!, month, day: Number(match[3]) } : null;
}

/** The months' full names, January first. */
export const LONG_MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-10-30" → "October 30th, 2025" (SPEC's form for a deadline); undefined for anything that is not a calendar day. */
export function longOrdinalDate(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? LONG_MONTH_NAMES[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) return undefined;
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][day % 10] ?? "th");
  return `${month} ${day}${suffix}, ${match[1]}`;
}
