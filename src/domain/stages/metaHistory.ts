// The stage history that a meta EIP's versions tell, EIP by EIP. Each version is parsed and compared with the state
// before it (never with the commit message): an EIP that moves list gets a step; an EIP that is no longer listed
// although its list is still there was removed (Withdrawn); an EIP whose whole list is gone (EIP-7723 drops the
// Proposed and Declined lists once a meta EIP reaches Review) keeps what the list last said. Changes undone on the
// same day leave no step.
import type { MetaEipStages } from "~/schemas/site";
import { listedEips, parseMetaEip, stageOf, type MetaEipVersion } from "./metaEip";

export interface MetaEipRevision {
  /** The commit in the clone. */
  commit: string;
  /** The commit upstream (its Upstream-Commit trailer, else the commit itself): what links point at. */
  upstreamCommit: string;
  /** YYYY-MM-DD (UTC) the commit landed. */
  date: string;
  text: string;
}

export interface MetaStep {
  stage: string;
  date: string;
  upstreamCommit: string;
  /** Set when the EIP left every list rather than being marked. */
  removed?: true;
}

export interface MetaEipHistory {
  eip: number;
  /** The upgrade's name as the newest readable version's title gives it. */
  upgrade: string | null;
  /** EIP → its steps, oldest first. */
  steps: Map<number, MetaStep[]>;
  warnings: string[];
}

export const WITHDRAWN_BY_REMOVAL = "Withdrawn";

const stageListed = (version: MetaEipVersion, stage: string) =>
  [...version.stages.keys()].some((listed) => listed === stage) || version.categories.has(stage);

/** Revisions oldest first. */
export function metaEipHistory(eip: number, revisions: readonly MetaEipRevision[]): MetaEipHistory {
  const history: MetaEipHistory = { eip, upgrade: null, steps: new Map(), warnings: [] };
  const state = new Map<number, string>();
  const raw = new Map<number, MetaStep[]>();
  for (const revision of revisions) {
    const version = parseMetaEip(revision.text);
    for (const warning of version.warnings)
      history.warnings.push(`EIP-${eip} at ${revision.upstreamCommit.slice(0, 12)}: ${warning}`);
    if (version.upgrade === null || (version.stages.size === 0 && version.categories.size === 0)) continue;
    history.upgrade = version.upgrade;
    const step = (listed: number, stage: string, removed = false) => {
      const steps = raw.get(listed) ?? [];
      steps.push({
        stage,
        date: revision.date,
        upstreamCommit: revision.upstreamCommit,
        ...(removed ? { removed: true as const } : {}),
      });
      raw.set(listed, steps);
      state.set(listed, stage);
    };
    const now = listedEips(version);
    const previous = new Map(state);
    for (const listed of now) {
      const stage = stageOf(version, listed);
      if (stage !== null && state.get(listed) !== stage) step(listed, stage);
    }
    // A list that is gone either was dropped whole (its EIPs keep what it said) or was renamed or emptied into other
    // lists: when some of its EIPs are listed elsewhere now, the ones listed nowhere were removed.
    const listsMovedFrom = new Set([...previous].filter(([listed]) => now.has(listed)).map(([, stage]) => stage));
    for (const [listed, stage] of previous) {
      if (now.has(listed) || stage === WITHDRAWN_BY_REMOVAL) continue;
      if (stageListed(version, stage) || listsMovedFrom.has(stage)) step(listed, WITHDRAWN_BY_REMOVAL, true);
    }
  }
  for (const [listed, steps] of raw) {
    const kept = collapseSameDay(steps);
    if (kept.length) history.steps.set(listed, kept);
  }
  return history;
}

/** Several steps on one day count as the day's last; a day that ends where it began leaves none. */
function collapseSameDay(steps: readonly MetaStep[]): MetaStep[] {
  const kept: MetaStep[] = [];
  steps.forEach((step, i) => {
    if (steps[i + 1]?.date === step.date) return;
    const previous = kept.at(-1);
    if (previous ? previous.stage === step.stage : step.removed) return;
    kept.push(step);
  });
  return kept;
}

/** The history as the build stores it (generated/site.json), and back. */
export function toMetaEipStages(history: MetaEipHistory): MetaEipStages {
  return {
    metaEip: history.eip,
    upgrade: history.upgrade ?? `EIP-${history.eip}`,
    eips: [...history.steps].sort(([a], [b]) => a - b).map(([eip, steps]) => ({ eip, steps })),
  };
}

export function fromMetaEipStages(stored: MetaEipStages): MetaEipHistory {
  return {
    eip: stored.metaEip,
    upgrade: stored.upgrade,
    steps: new Map(stored.eips.map(({ eip, steps }) => [eip, steps])),
    warnings: [],
  };
}
