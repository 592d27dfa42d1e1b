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
