import type { KeyDecisionsFile, StageChange } from "~/schemas/artifacts";
import { DECISION_KIND_LABELS, type DecisionKind, type DecisionSource } from "~/schemas/decisionConstants";
import { decisionKind, describeStageChange } from "./keyDecisions";
import { parseTimestamp } from "../time/timestamp";

export type DecisionView = {
  /** "HH:MM:SS", as the file gives it (the key a calendar result names the decision by). */
  timestamp: string;
  /** Transcript time of the decision, for seeking the video like a transcript line. */
  seconds: number;
  kind: DecisionKind;
  /** In plain words: "Considered for Glamsterdam" for a stage change, else the kind ("Devnet inclusion"). */
  label: string;
  text: string;
  context?: string;
  eips: { id: number; url: string }[];
  /** The upgrade the decision is about, as the file names it ("Glamsterdam"). */
  fork?: string;
  stageChange?: StageChange;
  /** Curated (a key_decisions file) or derived by rule from the call's TL;DR. */
  source: DecisionSource;
};

/** A call's key decisions in time order, each typed in plain words and with its EIPs linked (`{id}` in the URL template). */
export function decisionsView(file: KeyDecisionsFile | undefined, eipUrlTemplate: string): DecisionView[] {
  if (!file) return [];
  return file.key_decisions
    .map((decision) => {
      const kind = decisionKind(decision.type);
      const label =
        kind === "stage_change" && decision.stage_change
          ? describeStageChange(decision.stage_change, decision.fork)
          : DECISION_KIND_LABELS[kind];
      return {
        timestamp: decision.timestamp,
        seconds: parseTimestamp(decision.timestamp),
        kind,
        label,
        text: decision.original_text,
        source: decision.source ?? "curated",
        ...(decision.context ? { context: decision.context } : {}),
        ...(decision.fork ? { fork: decision.fork } : {}),
        ...(kind === "stage_change" && decision.stage_change ? { stageChange: decision.stage_change } : {}),
        eips: [...new Set(decision.eips)].map((id) => ({ id, url: eipUrlTemplate.replaceAll("{id}", String(id)) })),
      };
    })
    .sort((a, b) => a.seconds - b.seconds);
}
