import type { Eip, Upgrade } from "~/schemas/content";
import type { ArchivedDecision, CallSummary, MetaEipStepFact } from "~/schemas/site";
import {
  EIPS_COMMIT_URL,
  isDisputed,
  matchUpgrade,
  placeDecision,
  stageOnDayOf,
  type Evidence,
} from "../stages/stageEvidence";
import { callKey, callPath, padCallNumber } from "../calls/callRef";
import { formatTimestamp } from "../time/timestamp";
import { formatIsoDate } from "../time/isoDate";
import { stageDisplayName } from "./stages";

/** The call a step was decided on, and where to open it when the archive holds it. */
export interface StepCall {
  series: string;
  /** Padded to three digits, as call pages name it. */
  number: string;
  /** '/calls/acde/226#01:02:03' when the archive holds the call (the moment when known), else absent. */
  href?: string;
  /** How the page names it ("All Core Devs - Execution #226", "… (not in the archive yet)"), set for the page (eipPageData). */
  name?: string;
}

export interface StageTimelineStep {
  status: string;
  label: string;
  date: string | null;
  /** The date as the page shows it ("Jan 29, 2026", "date not recorded"), set for the page (eipPageData). */
  when?: string;
  /** Where the step comes from: a call's decision, a commit to the upgrade's meta EIP, or content/ (curated). */
  source: Evidence["source"];
  call?: StepCall;
  /** The key decision's own words, when the archive recorded one for this step. */
  decision?: string;
  /** The meta-EIP commit upstream, for a meta-EIP step. */
  commitUrl?: string;
  /** A meta-EIP step where the EIP left the lists rather than being marked. */
  removed?: true;
  /** The meta-EIP commit's link text ("EIP-7773 commit 92d429a"). */
  commitText?: string;
  /** Where a curated step comes from, when no call decided it in the archive. */
  curatedNote?: string;
}

const curatedNote = (factsAsOf: string | undefined) =>
  factsAsOf
    ? `in the facts Forkline imported on ${formatIsoDate(factsAsOf)}`
    : "in Forkline's content, from the imported facts";

/** The latest call decision and the meta EIP's state, when they differ (domain/stages/stageEvidence.ts). */
export interface StageDispute {
  call: StageTimelineStep;
  meta: StageTimelineStep;
  metaEip: number;
}

export interface UpgradeStageTimeline {
  upgradeId: string;
  upgradeName: string;
  steps: StageTimelineStep[];
  /** The upgrade's meta EIP, when its history gave steps. */
  metaEip?: number;
  dispute?: StageDispute;
  /** The dispute in one plain sentence, naming the call and the meta EIP (see disputeSentence). */
  disputeText?: string;
}

/** "FOCIL Breakout #019 decided Considered … on Sep 9, 2025; EIP-7773 lists it as Proposed for Inclusion since Jul 1, 2025." */
export function disputeSentence(dispute: StageDispute, callName: string): string {
  const { call, meta } = dispute;
  const since = (step: StageTimelineStep) => (step.date ? formatIsoDate(step.date) : "a date not recorded");
  const metaSays = meta.removed ? "removed it" : `lists it as ${meta.label}`;
  return `${callName} decided ${call.label} on ${since(call)}; EIP-${dispute.metaEip} ${metaSays} since ${since(meta)}.`;
}

/** An upgrade meta EIP's steps for one EIP, by upgrade id. */
export type MetaStepsByUpgrade = ReadonlyMap<string, { metaEip: number; steps: readonly MetaEipStepFact[] }>;

type Archive = { calls: readonly Pick<CallSummary, "type" | "number">[]; decisions: readonly ArchivedDecision[] };

function stepCall(
  series: string,
  number: string,
  seconds: number | string | undefined,
  held: ReadonlySet<string>,
  session?: string,
): StepCall {
  const padded = padCallNumber(number);
  const inArchive = held.has(callKey({ type: series, number: padded }));
  const hash = typeof seconds === "number" ? `#${formatTimestamp(seconds)}` : seconds ? `#${seconds}` : "";
  return {
    series,
    number: padded,
    ...(inArchive ? { href: `${callPath({ type: series, number: padded, session })}${hash}` } : {}),
  };
}

const sameCall = (a: StepCall | undefined, b: StepCall) =>
  a !== undefined && a.series === b.series && a.number === b.number;

/**
 * An EIP's stage history in each upgrade: the dated steps of the facts (oldest first), each linked to the call moment
 * that decided it when the archive holds that call, merged with the archive's stage-change decisions. A decision on a
 * call a step already names enriches that step; any other is inserted by its date.
 */
export function stageTimelines(
  upgrades: readonly Pick<Upgrade, "id" | "name" | "forkName">[],
  eip: Pick<Eip, "id" | "forkRelationships">,
  archive: Archive,
  meta: MetaStepsByUpgrade = new Map(),
  /** The day content/'s stages were imported (site.json's stageFactsAsOf), named beside each curated step. */
  factsAsOf?: string,
): UpgradeStageTimeline[] {
  const imported = curatedNote(factsAsOf);
  const held = new Set(archive.calls.map((call) => callKey(call)));
  const decisions = archive.decisions.filter(
    (decision) => decision.kind === "stage_change" && decision.eips.includes(eip.id),
  );
  return upgrades.flatMap((upgrade) => {
    const relationship = eip.forkRelationships.find((r) => r.forkName === upgrade.forkName);
    const steps: StageTimelineStep[] = (relationship?.statusHistory ?? []).map((step) => {
      const [series, number] = step.call?.split("/") ?? [];
      return {
        status: step.status,
        label: stageDisplayName(step.status),
        date: step.date,
        source: "curated" as const,
        curatedNote: series && number ? `${imported}, decided on ` : imported,
        ...(series && number ? { call: stepCall(series, number, step.timestamp, held) } : {}),
      };
    });
    // A decision that names no upgrade is placed by the meta EIPs' histories, as the stages are (domain/stages).
    const listing = upgrades.filter((candidate) => meta.has(candidate.id));
    const ofThisUpgrade = (decision: ArchivedDecision) =>
      decision.fork
        ? matchUpgrade(upgrades, decision.fork)?.id === upgrade.id
        : placeDecision(listing, (candidate) => stageOnDayOf(meta.get(candidate.id)?.steps ?? [], decision.callDate))
            ?.id === upgrade.id;
    for (const decision of [...decisions.filter(ofThisUpgrade)].reverse()) {
      const call = stepCall(
        decision.callType,
        decision.callNumber,
        decision.moment ?? decision.timestamp,
        held,
        decision.callSession,
      );
      const known = steps.find((step) => sameCall(step.call, call));
      if (known) {
        known.decision = decision.text;
        delete known.curatedNote;
        if (call.href && (!known.call?.href || !known.call.href.includes("#"))) known.call = call;
        continue;
      }
      const status = decision.stageChange?.to ?? "";
      const step: StageTimelineStep = {
        status,
        label: decision.label,
        date: decision.callDate,
        source: "call",
        call,
        decision: decision.text,
      };
      insertByDate(steps, step);
    }
    const override = relationship?.stageOverride;
    if (override)
      insertByDate(steps, {
        status: override.stage,
        label: stageDisplayName(override.stage),
        date: override.date,
        source: "curated",
        curatedNote: `corrected by Forkline: ${override.reason}`,
      });
    const fromMeta = meta.get(upgrade.id);
    const metaEip = fromMeta?.metaEip;
    for (const step of fromMeta?.steps ?? []) {
      insertByDate(steps, {
        status: step.stage,
        label: step.removed ? "Removed from the lists" : stageDisplayName(step.stage),
        date: step.date,
        source: "meta-eip",
        commitUrl: `${EIPS_COMMIT_URL}${step.upstreamCommit}`,
        commitText: `EIP-${metaEip} commit ${step.upstreamCommit.slice(0, 7)}`,
        ...(step.removed ? { removed: true as const } : {}),
      });
    }
    const dispute = metaEip === undefined ? undefined : disputeOf(steps, metaEip);
    if (!steps.length) return [];
    return [
      {
        upgradeId: upgrade.id,
        upgradeName: upgrade.name,
        steps,
        ...(metaEip === undefined ? {} : { metaEip }),
        ...(dispute ? { dispute } : {}),
      },
    ];
  });
}

function insertByDate(steps: StageTimelineStep[], step: StageTimelineStep): void {
  const date = step.date;
  const after = date === null ? -1 : steps.findIndex((s) => s.date !== null && s.date > date);
  steps.splice(after === -1 ? steps.length : after, 0, step);
}

/** A step decided on a call (its decision recorded in the archive) is call evidence, whatever else it carries. */
function disputeOf(steps: readonly StageTimelineStep[], metaEip: number): StageDispute | undefined {
  const evidence: Evidence[] = steps.map((step) => ({
    source: step.decision ? "call" : step.source,
    stage: step.status,
    date: step.date,
    ref: "",
  }));
  if (!isDisputed(evidence)) return undefined;
  const call = steps.findLast((step) => step.decision);
  const metaStep = steps.findLast((step) => step.source === "meta-eip");
  return call && metaStep ? { call, meta: metaStep, metaEip } : undefined;
}
