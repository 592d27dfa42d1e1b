import type { ShownStage } from "./stages";

// What each stage means for a reader (SPEC §4), shown under its section heading on an upgrade page; for a section
// that starts collapsed, what happened to its EIPs, for the line shown in its place. Apart from stages.ts, which
// every page naming a stage loads, because only the upgrade pages show these sentences.

interface StageExplanation {
  explanation: string;
  outcome?: string;
}

export const STAGE_EXPLANATIONS: Record<ShownStage, StageExplanation> = {
  Included: {
    explanation: "Part of the activated upgrade on mainnet.",
  },
  Scheduled: {
    explanation:
      "Client teams agreed to implement these in the next devnet. They are very likely to be in the final upgrade.",
  },
  Considered: {
    explanation: "Client teams are positive and implementation may begin, but inclusion is not guaranteed.",
  },
  Proposed: {
    explanation: "Under initial review by client teams.",
  },
  Networking: {
    explanation:
      "Changes to how nodes talk to each other, shipped alongside the upgrade: the meta EIP lists them beside its stages because they change no rules of the chain.",
  },
  Informational: {
    explanation:
      "Documents that accompany the upgrade, such as guidance for clients. They change no rules of the chain.",
  },
  Declined: {
    explanation: "Not part of this upgrade. They may be reconsidered for a later one.",
    outcome: "declined for inclusion in this upgrade",
  },
  Withdrawn: {
    explanation: "Taken back by their authors or champions before a decision.",
    outcome: "withdrawn from this upgrade",
  },
};
