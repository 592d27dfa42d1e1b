import type { DecisionSource } from "~/schemas/decisionConstants";

const WORDS: Record<DecisionSource, { text: string; title: string }> = {
  curated: { text: "curated", title: "From a decision list someone reviewed for this call" },
  derived: { text: "from the TL;DR", title: "Read by rule from the summary the call published: its type and EIPs come from the words of that summary" },
};

/** Where a key decision came from, in a few quiet words. */
export function DecisionSourceNote({ source }: { source: DecisionSource }) {
  const { text, title } = WORDS[source];
  return (
    <span className="text-xs text-slate-600 dark:text-slate-400" title={title}>
      {text}
    </span>
  );
}
