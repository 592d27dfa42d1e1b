import { isShownStage, stageDisplayName, type ShownStage } from "~/domain/eips/stages";
import type { Tone } from "~/ui/tones";

const STAGE_TONE: Record<ShownStage, Tone> = {
  Included: "green",
  Scheduled: "blue",
  Considered: "amber",
  Proposed: "purple",
  Declined: "red",
};

export function stageBadge(status: string): { label: string; tone: Tone } {
  return isShownStage(status) ? { label: stageDisplayName(status), tone: STAGE_TONE[status] } : { label: stageDisplayName(undefined), tone: "slate" };
}

export function stageTone(stage: ShownStage): Tone {
  return STAGE_TONE[stage];
}
