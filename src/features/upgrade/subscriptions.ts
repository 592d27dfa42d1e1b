import type { Subscription } from "~/domain/api/subscriptionLinks";

/** An upgrade's stage changes as the calls decide them, and its data as JSON. */
export function upgradeSubscriptions(id: string): Subscription[] {
  return [
    { label: "Stage changes feed (Atom)", endpoint: "upgradeFeed", format: "atom", params: { upgrade: id } },
    { label: "Milestones calendar (iCal)", endpoint: "upgradesCalendar", format: "icalendar" },
    { label: "This upgrade as JSON", endpoint: "upgrade", format: "json", params: { upgrade: id } },
  ];
}
