import { DECISION_KINDS } from "~/schemas/decisionConstants";
import type { ArchivedDecision } from "~/schemas/site";

/** /decisions' filter: each field "all" or one value; eip is a number as text. */
export interface DecisionFilter {
  upgrade: string;
  kind: string;
  series: string;
  eip: string;
}

export const ANY_DECISION: DecisionFilter = { upgrade: "all", kind: "all", series: "all", eip: "all" };

/** The choices each filter offers, from the decisions themselves: a new fork, type or series needs no code. */
export function decisionChoices(decisions: readonly ArchivedDecision[]) {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    upgrades: sorted(decisions.flatMap((d) => (d.fork ? [forkName(d.fork)] : []))),
    kinds: DECISION_KINDS.filter((kind) => decisions.some((d) => d.kind === kind)),
    series: sorted(decisions.map((d) => d.callType)),
    eips: [...new Set(decisions.flatMap((d) => d.eips))].sort((a, b) => a - b),
  };
}

/** "glamsterdam " → "Glamsterdam": the files spell forks in different cases. */
export function forkName(fork: string): string {
  const trimmed = fork.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase();
}

export function parseDecisionFilter(
  params: URLSearchParams,
  choices: ReturnType<typeof decisionChoices>,
): DecisionFilter {
  const pick = (name: string, allowed: readonly string[]) => {
    const value = params.get(name);
    return value !== null && allowed.includes(value) ? value : "all";
  };
  return {
    upgrade: pick("upgrade", choices.upgrades),
    kind: pick("type", choices.kinds),
    series: pick("series", choices.series),
    eip: pick("eip", choices.eips.map(String)),
  };
}

export function filterDecisions(decisions: readonly ArchivedDecision[], filter: DecisionFilter): ArchivedDecision[] {
  return decisions.filter(
    (d) =>
      (filter.upgrade === "all" || (d.fork !== undefined && forkName(d.fork) === filter.upgrade)) &&
      (filter.kind === "all" || d.kind === filter.kind) &&
      (filter.series === "all" || d.callType === filter.series) &&
      (filter.eip === "all" || d.eips.includes(Number(filter.eip))),
  );
}
