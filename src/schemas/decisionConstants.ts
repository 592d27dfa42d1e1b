// The key-decision kinds the site tells apart, without zod: browser code imports them from here (see callConstants.ts).
// Any other upstream type is shown as "other" (domain/summaries/keyDecisions.ts).

export const DECISION_KINDS = ["stage_change", "devnet_inclusion", "headliner_selected", "other"] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export const DECISION_KIND_LABELS: Record<DecisionKind, string> = {
  stage_change: "Stage change",
  devnet_inclusion: "Devnet inclusion",
  headliner_selected: "Headliner selected",
  other: "Other decision",
};

/**
 * Where a key decision came from: a key_decisions file someone curated, or the call's own TL;DR read by rule
 * (domain/summaries/derivedDecisions.ts). A call's decisions are all of one source: curated wins when it exists.
 */
export const DECISION_SOURCES = ["curated", "derived"] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];
