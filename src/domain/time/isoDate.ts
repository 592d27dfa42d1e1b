/** "2025-04-03" → "Apr 3, 2025", independent of the visitor's locale and time zone. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const name = names[Number(month) - 1];
  return name ? `${name} ${Number(day)}, ${year}` : isoDate;
}
