// SPEC §4: the stored statuses that have their own section, in page order. SPEC names the first five and their
// order; Networking and Informational (EIPs the meta EIP lists beside the fork) and Withdrawn are stages of the facts
// that SPEC does not name: a tracker lists them under their own heading rather than as 'Unknown' or not at all.
export const SHOWN_STAGES = [
  "Included",
  "Scheduled",
  "Considered",
  "Proposed",
  "Networking",
  "Informational",
  "Declined",
  "Withdrawn",
] as const;
export type ShownStage = (typeof SHOWN_STAGES)[number];

export const UNKNOWN_STAGE_NAME = "Unknown";

interface StageFacts {
  name: string;
  counterLabel: string;
}

export const STAGE_FACTS: Record<ShownStage, StageFacts> = {
  Included: { name: "Included", counterLabel: "Included" },
  Scheduled: { name: "Scheduled for Inclusion", counterLabel: "Scheduled" },
  Considered: { name: "Considered for Inclusion", counterLabel: "Considered" },
  Proposed: { name: "Proposed for Inclusion", counterLabel: "Proposed" },
  Networking: { name: "Networking Changes", counterLabel: "Networking" },
  Informational: { name: "Informational", counterLabel: "Informational" },
  Declined: { name: "Declined for Inclusion", counterLabel: "Declined" },
  Withdrawn: { name: "Withdrawn", counterLabel: "Withdrawn" },
};

/** Sections whose EIPs are out of the upgrade: compact cards, collapsed at first (SPEC §2 for Declined). */
export const SET_ASIDE_STAGES: readonly ShownStage[] = ["Declined", "Withdrawn"];

/** The four counters in the overview, in SPEC §2 order. */
export const COUNTED_STAGES = [
  "Proposed",
  "Considered",
  "Scheduled",
  "Declined",
] as const satisfies readonly ShownStage[];

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
  return eip.wasHeadlinerCandidate && !eip.isHeadliner && eip.stage === ""
    ? NOT_SELECTED_NAME
    : stageDisplayName(eip.stage);
}

/** SPEC §2: the lowercased stage name with dashes, e.g. 'scheduled-for-inclusion'. */
export function anchorFor(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function stageAnchor(stage: ShownStage): string {
  return anchorFor(STAGE_FACTS[stage].name);
}

export function eipAnchor(id: number): string {
  return `eip-${id}`;
}
