import type { TierMakerSnapshot, TimelineStep, Upgrade } from "../../schemas/content";
import { longOrdinalDate } from "../time/isoDate";

/** The day an upgrade stopped (or stops) taking proposals for inclusion, and whether it has. */
export type ProposalDeadline = {
  iso: string;
  /** "October 30th, 2025". */
  text: string;
  /** True once the deadline has passed or the timeline marks the proposal step completed. */
  closed: boolean;
};

/**
 * The timeline step in which authors propose EIPs for inclusion: a step about proposals that is not about headliner
 * proposals alone ("Non-Headliner EIP Proposals" is one, "Fork Focus Discussion & Headliner Proposals" is not).
 */
export function proposalStep(timeline: readonly TimelineStep[] | undefined): TimelineStep | undefined {
  return (timeline ?? []).find(
    (step) => /\bproposals?\b/i.test(step.title) && !/(?<!non-)headliner/i.test(step.title.replace(/\s+/g, " ")),
  );
}

/**
 * An upgrade's proposal deadline, by rule from content: the date of its proposal step in the timeline, else the day
 * of its newest tier-maker snapshot (a snapshot freezes the proposals at the deadline, so its window is closed).
 * Closed once the day is before `today`, the step is marked completed, or a snapshot froze it. Undefined when content
 * dates neither.
 */
export function proposalDeadline(
  upgrade: Pick<Upgrade, "id" | "timeline">,
  snapshots: readonly Pick<TierMakerSnapshot, "upgrade" | "asOf">[],
  today: string,
): ProposalDeadline | undefined {
  const step = proposalStep(upgrade.timeline);
  const snapshot = snapshots
    .filter((candidate) => candidate.upgrade === upgrade.id)
    .reduce<string | undefined>(
      (newest, candidate) => (newest && newest >= candidate.asOf ? newest : candidate.asOf),
      undefined,
    );
  const iso = step?.date ?? snapshot;
  const text = iso && longOrdinalDate(iso);
  if (!iso || !text) return undefined;
  const closed = iso < today || step?.status === "completed" || (step?.date === undefined && snapshot !== undefined);
  return { iso, text, closed };
}
