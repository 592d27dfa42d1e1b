import type { ApiCallListItem, ApiDecision, ApiEip, ApiUpgrade } from "~/schemas/api";
import type { CallSummaries } from "~/schemas/artifacts";
import type { CallSync } from "~/schemas/content";
import { callKey, padCallNumber, type CallRef } from "../calls/callRef";
import { chooseSummary } from "../summaries/summaryView";
import { moment } from "../markdown/markdownText";
import type { StageAsOf } from "~/schemas/stages";
import { evidenceLink } from "../stages/stageEvidence";
import { stageOnDay, type StageStep } from "../eips/stageHistory";

// What the MCP server's tools answer, from a deployed site's open data: pure functions over the api/v1
// files, so the answers are the site's own data, filtered and joined, never rewritten.

export type DecisionFilter = {
  eip?: number | undefined;
  upgrade?: ApiUpgrade | undefined;
  series?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The decisions that pass every filter given, in the archive's order (newest call first). */
export function filterDecisions(decisions: readonly ApiDecision[], filter: DecisionFilter): ApiDecision[] {
  const fork = filter.upgrade?.forkName.toLowerCase();
  return decisions.filter(
    (d) =>
      (filter.eip === undefined || d.eips.includes(filter.eip)) &&
      (fork === undefined || d.fork?.toLowerCase() === fork) &&
      (filter.series === undefined || d.callType === filter.series) &&
      (filter.from === undefined || d.callDate >= filter.from) &&
      (filter.to === undefined || d.callDate <= filter.to),
  );
}

/** An upgrade by its id ("glamsterdam"), its name ("Glamsterdam") or its fork name, in any case. */
export function findUpgrade(upgrades: readonly ApiUpgrade[], name: string): ApiUpgrade | undefined {
  const wanted = name.trim().toLowerCase();
  return upgrades.find((u) => [u.id, u.name, u.forkName].some((n) => n.toLowerCase() === wanted));
}

/** A call by its id ("acde/223", "acdt/087/cl", a number not padded too) among the archived calls. */
export function findCall(
  calls: readonly ApiCallListItem[],
  id: string,
): { call: ApiCallListItem; session: string | undefined } | undefined {
  const match = /^([a-z0-9][a-z0-9-]*)\/(\d{1,6})(?:\/([a-z0-9-]+))?$/.exec(id.trim().toLowerCase());
  if (!match) return undefined;
  const [, type = "", number = "", session] = match;
  const call = calls.find((c) => callKey(c) === callKey({ type, number: padCallNumber(number) }));
  if (!call || (session !== undefined && !(call.sessions ?? []).some((s) => s.id === session))) return undefined;
  return { call, session };
}

/**
 * An EIP's stage in each upgrade: the stage the site shows (status, null where only the sources place it), and the stage
 * derived from the sources on the build's day with whether they disagree and every step of evidence (the open data's
 * stageEvidence, as `npm run stages -- --json` prints it), each step with the link that backs it.
 */
export function eipStages(eip: ApiEip, upgrades: readonly ApiUpgrade[], siteUrl: string) {
  const derived = eip.stageEvidence.stages;
  const entry = (
    upgrade: ApiUpgrade | undefined,
    name: string,
    shown: ApiEip["stages"][number] | undefined,
    found: StageAsOf | undefined,
  ) => ({
    upgrade: upgrade?.id ?? name,
    status: shown?.status ?? null,
    isHeadliner: shown?.isHeadliner ?? false,
    asOf: upgrade?.asOf ?? null,
    stage: found?.stage ?? null,
    disputed: found?.disputed ?? false,
    evidence: (found?.evidence ?? []).map((step) => ({ ...step, permalink: evidenceLink(step, siteUrl) })),
  });
  const upgradeOf = (name: string) => upgrades.find((u) => u.name === name);
  const shown = eip.stages.map((stage) => {
    const upgrade = upgrades.find((u) => u.forkName === stage.upgrade);
    return entry(upgrade, stage.upgrade, stage, upgrade && derived.find((d) => d.upgrade === upgrade.name));
  });
  const unshown = derived
    .filter((d) => !eip.stages.some((stage) => upgradeOf(d.upgrade)?.forkName === stage.upgrade))
    .map((d) => entry(upgradeOf(d.upgrade), d.upgrade, undefined, d));
  return [...shown, ...unshown];
}

export type ScopeEntry = {
  id: number;
  title: string;
  stage: string | null;
  certainty: "known" | "unknown";
  since: string | null;
};

/**
 * Which EIPs were in an upgrade on a day, and at which stage, from each EIP's dated stage history. A day an
 * undated step may fall either side of is "unknown", never guessed; on or after the day the facts were
 * checked (`asOf`), the stage now is known. EIPs not yet in the upgrade that day are left out.
 */
export function upgradeScopeOnDate(upgrade: ApiUpgrade, eips: readonly ApiEip[], day: string): ScopeEntry[] {
  return eips.flatMap((eip): ScopeEntry[] => {
    const relationship = eip.forkRelationships.find((r) => r.forkName === upgrade.forkName);
    if (!relationship) return [];
    const history: StageStep[] = relationship.statusHistory ?? [
      { status: relationship.status, call: null, date: null },
    ];
    const title = upgrade.eips.find((e) => e.id === eip.id)?.title ?? eip.title;
    if (day >= upgrade.asOf)
      return [{ id: eip.id, title, stage: relationship.status, certainty: "known", since: lastDated(history) }];
    const found = stageOnDay(history, day);
    if (found.kind === "none") return [];
    if (found.kind === "unknown") return [{ id: eip.id, title, stage: null, certainty: "unknown", since: null }];
    return [
      {
        id: eip.id,
        title,
        stage: found.status,
        certainty: "known",
        since: lastDated(history.filter((step) => step.date === null || step.date <= day)),
      },
    ];
  });
}

function lastDated(history: readonly StageStep[]): string | null {
  return [...history].reverse().find((step) => step.date !== null)?.date ?? null;
}

/**
 * The summary a call page shows first, each timed item with the permalink to its moment (the summary's times
 * are the transcript's; the call's sync turns them into the video time the page's '#HH:MM:SS' names).
 */
export function summaryWithMoments(
  summaries: Omit<CallSummaries, "keyDecisions">,
  call: CallRef,
  sync: CallSync | undefined,
  siteUrl: string,
) {
  const at = <T extends object>(item: T, time: string) => ({
    ...item,
    permalink: `${siteUrl}${moment(call, time, sync).path}`,
  });
  const variant = chooseSummary(summaries);
  switch (variant.kind) {
    case "tldr": {
      const { tldr } = variant;
      return {
        kind: variant.kind,
        tldr: {
          ...tldr,
          highlights: Object.fromEntries(
            Object.entries(tldr.highlights).map(([section, items]) => [
              section,
              items.map((item) => at(item, item.timestamp)),
            ]),
          ),
          action_items: tldr.action_items.map((item) => at(item, item.timestamp)),
          decisions: tldr.decisions.map((item) => at(item, item.timestamp)),
          targets: tldr.targets.map((item) => at(item, item.timestamp)),
        },
      };
    }
    case "agenda":
      return {
        kind: variant.kind,
        agenda: {
          ...variant.agenda,
          agenda: variant.agenda.agenda.map((section) => ({
            ...section,
            items: section.items.map((item) => at(item, item.start_timestamp)),
          })),
        },
      };
    default:
      return variant;
  }
}
