import type { Subscription } from "~/domain/api/subscriptionLinks";

/** An EIP page's data as JSON, and the decisions feed that names its stage changes. */
export function eipSubscriptions(id: number): Subscription[] {
  return [
    { label: "This EIP as JSON", endpoint: "eip", format: "json", params: { id } },
    { label: "Key decisions feed (Atom)", endpoint: "decisionsFeed", format: "atom" },
  ];
}
