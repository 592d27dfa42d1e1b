// The key-decision kinds the site tells apart, without zod: browser code imports them from here (see callConstants.ts).
// Any other upstream type is shown as "other" (domain/archive/keyDecisions.ts).

export const DECISION_KINDS = ["stage_change", "devnet_inclusion", "headliner_selected", "other"] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export const DECISION_KIND_LABELS: Record<DecisionKind, string> = {
  stage_change: "Stage change",
  devnet_inclusion: "Devnet inclusion",
  headliner_selected: "Headliner selected",
  other: "Other decision",
};
