// SPEC §4: the stored statuses that have their own section, in page order. SPEC names the first five and their
// order; Networking and Informational (EIPs the meta EIP lists beside the fork) and Withdrawn are stages of the facts
// that SPEC does not name: a tracker lists them under their own heading rather than as 'Unknown' or not at all.
export const SHOWN_STAGES = ["Included", "Scheduled", "Considered", "Proposed", "Networking", "Informational", "Declined", "Withdrawn"] as const;
export type ShownStage = (typeof SHOWN_STAGES)[number];

export const UNKNOWN_STAGE_NAME = "Unknown";

interface StageFacts {
  name: string;
  /** What the stage means for a reader, from SPEC §4. */
  explanation: string;
  counterLabel: string;
  /** For a section that starts collapsed: what happened to its EIPs, for the line shown in its place. */
  outcome?: string;
}

export const STAGE_FACTS: Record<ShownStage, StageFacts> = {
  Included: {
    name: "Included",
    explanation: "Part of the activated upgrade on mainnet.",
    counterLabel: "Included",
  },
  Scheduled: {
    name: "Scheduled for Inclusion",
    explanation: "Client teams agreed to implement these in the next devnet. They are very likely to be in the final upgrade.",
    counterLabel: "Scheduled",
  },
  Considered: {
    name: "Considered for Inclusion",
    explanation: "Client teams are positive and implementation may begin, but inclusion is not guaranteed.",
    counterLabel: "Considered",
  },
  Proposed: {
    name: "Proposed for Inclusion",
    explanation: "Under initial review by client teams.",
    counterLabel: "Proposed",
  },
  Networking: {
    name: "Networking Changes",
    explanation: "Changes to how nodes talk to each other, shipped alongside the upgrade: the meta EIP lists them beside its stages because they change no rules of the chain.",
    counterLabel: "Networking",
  },
  Informational: {
    name: "Informational",
    explanation: "Documents that accompany the upgrade, such as guidance for clients. They change no rules of the chain.",
    counterLabel: "Informational",
  },
  Declined: {
    name: "Declined for Inclusion",
    explanation: "Not part of this upgrade. They may be reconsidered for a later one.",
    counterLabel: "Declined",
    outcome: "declined for inclusion in this upgrade",
  },
  Withdrawn: {
    name: "Withdrawn",
    explanation: "Taken back by their authors or champions before a decision.",
    counterLabel: "Withdrawn",
    outcome: "withdrawn from this upgrade",
  },
};

/** Sections whose EIPs are out of the upgrade: compact cards, collapsed at first (SPEC §2 for Declined). */
export const SET_ASIDE_STAGES: readonly ShownStage[] = ["Declined", "Withdrawn"];

/** The four counters in the overview, in SPEC §2 order. */
export const COUNTED_STAGES = ["Proposed", "Considered", "Scheduled", "Declined"] as const satisfies readonly ShownStage[];

export function isShownStage(status: string | undefined): status is ShownStage {
  return SHOWN_STAGES.some((stage) => stage === status);
}

/** SPEC §4: any other stored value, or no relationship at all, reads 'Unknown'. */
export function stageDisplayName(status: string | undefined): string {
  return isShownStage(status) ? STAGE_FACTS[status].name : UNKNOWN_STAGE_NAME;
}

export const NOT_SELECTED_NAME = "Not selected";

/**
 * The stage a card names. A headliner candidate that is not a headliner and has no stage of its own in the
 * upgrade (an empty stored status) was not selected, and says so; anything else is stageDisplayName's.
 */
export function cardStageName(eip: { stage: string; isHeadliner: boolean; wasHeadlinerCandidate: boolean }): string {
  return eip.wasHeadlinerCandidate && !eip.isHeadliner && eip.stage === "" ? NOT_SELECTED_NAME : stageDisplayName(eip.stage);
}

/** SPEC §2: the lowercased stage name with dashes, e.g. 'scheduled-for-inclusion'. */
export function anchorFor(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function stageAnchor(stage: ShownStage): string {
  return anchorFor(STAGE_FACTS[stage].name);
}

export function eipAnchor(id: number): string {
  return `eip-${id}`;
}
