import { DECISION_SOURCE_WORDS, type DecisionSource } from "~/schemas/decisionConstants";

/** Where a key decision came from, in a few quiet words. */
export function DecisionSourceNote({ source }: { source: DecisionSource }) {
  return <span className="text-xs text-slate-600 dark:text-slate-400">{DECISION_SOURCE_WORDS[source]}</span>;
}
