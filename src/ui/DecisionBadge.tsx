import type { DecisionKind } from "~/schemas/decisionConstants";
import { Badge } from "./Badge";
import type { Tone } from "./tones";

const KIND_TONE: Record<DecisionKind, Tone> = {
  stage_change: "blue",
  devnet_inclusion: "green",
  headliner_selected: "amber",
  other: "slate",
};

/** A key decision's type in words ('Considered for Glamsterdam'), coloured by its kind. */
export function DecisionBadge({ kind, label }: { kind: DecisionKind; label: string }) {
  return <Badge tone={KIND_TONE[kind]}>{label}</Badge>;
}
