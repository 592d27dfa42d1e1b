import type { Subscription } from "~/domain/api/subscriptionLinks";

/** What the calendar page offers to follow: every call in a calendar app, in a feed reader, and the milestones. */
export const CALENDAR_SUBSCRIPTIONS: readonly Subscription[] = [
  { label: "Calls calendar (iCal)", endpoint: "callsCalendar", format: "icalendar" },
  { label: "Milestones calendar (iCal)", endpoint: "upgradesCalendar", format: "icalendar" },
  { label: "New calls feed (Atom)", endpoint: "callsFeed", format: "atom" },
  { label: "Key decisions feed (Atom)", endpoint: "decisionsFeed", format: "atom" },
];
