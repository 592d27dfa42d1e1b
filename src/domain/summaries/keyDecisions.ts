import { DECISION_KINDS, type DecisionKind } from "~/schemas/decisionConstants";
import type { StageChange } from "~/schemas/artifacts";

/** An upstream decision type → the kind the site shows; "Stage-Change" reads as stage_change, anything unknown as "other". */
export function decisionKind(type: string): DecisionKind {
  const normalized =
    typeof type === "string"
      ? type
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, "_")
      : "";
  return DECISION_KINDS.find((kind) => kind === normalized) ?? "other";
}

// Maps, not object literals: a stage named "constructor" must not find Object.prototype's.
// The process's old abbreviations (Considered/Scheduled/Proposed/Declined for Inclusion) name the same stages.
const STAGE_ABBREVIATIONS = new Map([
  ["cfi", "Considered"],
  ["sfi", "Scheduled"],
  ["pfi", "Proposed"],
  ["dfi", "Declined"],
]);

// How the fork joins each stage: "Included in Glamsterdam", "Withdrawn from Glamsterdam", otherwise "… for Glamsterdam".
const FORK_PREPOSITION = new Map([
  ["Proposed", "for"],
  ["Considered", "for"],
  ["Scheduled", "for"],
  ["Declined", "for"],
  ["Included", "in"],
  ["Withdrawn", "from"],
]);

/**
 * A stage change in plain words: "Considered for Glamsterdam", "Included in Glamsterdam", "Scheduled for
 * Glamsterdam (was Considered)"; without a fork, "Moved to Considered" or "Moved from Considered to Scheduled".
 */
export function describeStageChange(change: StageChange, fork?: string): string {
  const to = stageName(change.to);
  const from = change.from === undefined ? "" : stageName(change.from);
  const forkName = typeof fork === "string" ? fork.trim() : "";
  if (to === "") return forkName === "" ? "Stage changed" : `Stage changed for ${forkName}`;
  if (forkName === "") return from === "" ? `Moved to ${to}` : `Moved from ${from} to ${to}`;
  const preposition = FORK_PREPOSITION.get(to);
  const head = preposition === undefined ? `Moved to ${to} for ${forkName}` : `${to} ${preposition} ${forkName}`;
  return from === "" ? head : `${head} (was ${from})`;
}

/** "considered", " CONSIDERED ", "CFI" → "Considered"; an unknown stage keeps its own spelling. */
function stageName(stage: string): string {
  const trimmed = typeof stage === "string" ? stage.trim() : "";
  const lower = trimmed.toLowerCase();
  const known =
    STAGE_ABBREVIATIONS.get(lower) ?? [...FORK_PREPOSITION.keys()].find((name) => name.toLowerCase() === lower);
  return known ?? trimmed;
}
