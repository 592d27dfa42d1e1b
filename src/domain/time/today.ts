/**
 * The site's one rule for "today": the calendar day in UTC of a moment. The calls are held and dated in UTC, the
 * archive's and the content's dates are UTC days, and the build stamps its date the same way, so a visitor's page
 * and its prerendered HTML agree on the day whatever the visitor's time zone (docs/decisions/0010).
 */
export function calendarDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
