import { cardStageName, isShownStage, stageDisplayName, type ShownStage } from "~/domain/eips/stages";
import type { Tone } from "~/ui/tones";

const STAGE_TONE: Record<ShownStage, Tone> = {
  Included: "green",
  Scheduled: "blue",
  Considered: "amber",
  Proposed: "purple",
  Networking: "slate",
  Informational: "slate",
  Declined: "red",
  Withdrawn: "slate",
};

export function stageBadge(status: string): { label: string; tone: Tone } {
  return isShownStage(status)
    ? { label: stageDisplayName(status), tone: STAGE_TONE[status] }
    : { label: stageDisplayName(undefined), tone: "slate" };
}

export function stageTone(stage: ShownStage): Tone {
  return STAGE_TONE[stage];
}

/** The stage badge of a card: a headliner candidate that was not selected says so (cardStageName). */
export function cardStageBadge(eip: Parameters<typeof cardStageName>[0]): { label: string; tone: Tone } {
  return { label: cardStageName(eip), tone: isShownStage(eip.stage) ? STAGE_TONE[eip.stage] : "slate" };
}
