// One stage history per EIP × upgrade, from three kinds of evidence: the calls' stage-change decisions, the meta EIP's
// commits, and what content/ curates (the imported facts, which hold as of the day they were imported, and corrections
// with their reason). The stage on a day is the latest evidence on or before it, so a call or commit after the import
// moves a stage with no content change. The pair is disputed when the latest call decision and the meta EIP's state on
// that day differ and the meta EIP has not moved since.
import type { ArchivedDecision } from "~/schemas/site";
import type { Eip, Upgrade } from "~/schemas/content";
import type { EvidenceSource, StageAsOf, StageEvidence } from "~/schemas/stages";
import { callPath, padCallNumber, type CallRef } from "../calls/callRef";
import { stageOfHeading } from "./metaEip";
import type { MetaEipHistory } from "./metaHistory";

export interface Evidence {
  source: EvidenceSource;
  stage: string;
  /** YYYY-MM-DD; null for a curated step the facts do not date (it then follows the step before it). */
  date: string | null;
  /** A call moment "acde/226#00:41:28", an upstream commit URL, or the curated file. */
  ref: string;
  /** The decision's words, a removal, a curated call: what a reader is shown beside the step. */
  note?: string;
}

export interface StagePair {
  /** The upgrade's key: the site's upgrade id, else the meta EIP's upgrade name in lower case. */
  upgradeId: string;
  upgrade: string;
  eip: number;
  /** Oldest first; undated curated steps stay where their history puts them. */
  evidence: Evidence[];
}

export const EIPS_COMMIT_URL = "https://github.com/ethereum/EIPs/commit/";

export type UpgradeFacts = Pick<Upgrade, "id" | "name" | "forkName" | "metaEip">;

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();

/** The site's upgrade a meta EIP or a decision's fork names: by meta EIP number, else by name without accents. */
export function matchUpgrade<U extends Pick<Upgrade, "id" | "name" | "forkName"> & { metaEip?: number }>(
  upgrades: readonly U[],
  name: string | undefined,
  metaEip?: number,
): U | undefined {
  const byNumber = metaEip === undefined ? undefined : upgrades.find((upgrade) => upgrade.metaEip === metaEip);
  if (byNumber) return byNumber;
  if (!name) return undefined;
  const folded = fold(name);
  return upgrades.find((upgrade) =>
    [upgrade.id, upgrade.name, upgrade.forkName].some((known) => fold(known) === folded),
  );
}

/** A decision's "to": "CFI", "considered", "Considered" → "Considered"; null when it names no stage. */
export function decidedStage(to: string | undefined): string | null {
  return to ? stageOfHeading(to) : null;
}

const ACTIVE = new Set(["Proposed", "Considered", "Scheduled"]);
const SETTLED = new Set(["Declined", "Withdrawn", "Included"]);

function knownOnDay(evidence: readonly Evidence[], day: string): Evidence[] {
  const known: Evidence[] = [];
  for (const step of evidence) {
    if (step.date !== null && step.date > day) break;
    known.push(step);
  }
  return known;
}

/** By date, stably; an undated step keeps its place after the step before it from the same source. */
function sortByDate(evidence: readonly Evidence[]): Evidence[] {
  const lastDate = new Map<EvidenceSource, string>();
  const keyed = evidence.map((step, i) => {
    const key = step.date ?? lastDate.get(step.source) ?? "";
    lastDate.set(step.source, key);
    return { step, i, key };
  });
  return keyed.sort((a, b) => a.key.localeCompare(b.key) || a.i - b.i).map(({ step }) => step);
}

export interface StageInputs {
  upgrades: readonly UpgradeFacts[];
  metaHistories: readonly MetaEipHistory[];
  decisions: readonly ArchivedDecision[];
  eips: readonly Pick<Eip, "id" | "forkRelationships">[];
  /** How a curated step is referred to, e.g. "content/eips/7732.json". */
  curatedRef: (eip: number) => string;
  /** The day content/'s stages were imported (site.json's stageFactsAsOf): each curated stage holds as of then. */
  factsAsOf?: string;
}

/** The note of the step that says a curated stage still held on the day the facts were imported. */
export const IMPORTED_NOTE = "the stage in the imported facts";
/** The note of a correction's step begins so; its reason follows. */
export const OVERRIDE_NOTE = "corrected in content/: ";

export interface StagePairs {
  pairs: StagePair[];
  /** What could not be placed, by name: meta EIPs of no known upgrade, decisions of no upgrade. */
  notes: string[];
}

type DecisionMoment = Pick<ArchivedDecision, "callType" | "callNumber" | "callSession" | "timestamp" | "moment">;

/** A call step's ref: the moment of the decision, "acde/226#00:41:28" (a breakout "acdt/87/cl#00:12:00"). */
export function callEvidenceRef(decision: DecisionMoment): string {
  const session = decision.callSession ? `/${decision.callSession}` : "";
  return `${decision.callType}/${Number(decision.callNumber)}${session}#${decision.moment ?? decision.timestamp}`;
}

/** The call (its number padded as pages name it) and moment a call step's ref names, or null for any other ref. */
export function callOfEvidenceRef(ref: string): { call: CallRef; moment: string } | null {
  const match = /^([a-z0-9][a-z0-9-]*)\/(\d{1,6})(?:\/([a-z0-9-]+))?#(\d{2}:\d{2}:\d{2})$/.exec(ref);
  if (!match) return null;
  const [, type = "", number = "", session, moment = ""] = match;
  return { call: { type, number: padCallNumber(number), ...(session ? { session } : {}) }, moment };
}

/**
 * Where a reader checks a step: the call page at the decision's moment (on `siteUrl`), the meta-EIP commit upstream;
 * null for a curated step (a file of Forkline's content) or a ref of neither form.
 */
export function evidenceLink(step: Pick<StageEvidence, "source" | "ref">, siteUrl: string): string | null {
  if (step.source === "meta-eip") return step.ref.startsWith(EIPS_COMMIT_URL) ? step.ref : null;
  if (step.source !== "call") return null;
  const found = callOfEvidenceRef(step.ref);
  return found ? `${siteUrl}${callPath(found.call)}#${found.moment}` : null;
}

/** Every EIP × upgrade with its evidence from all three kinds of source. */
export function stagePairs(inputs: StageInputs): StagePairs {
  const notes: string[] = [];
  const pairs = new Map<string, StagePair>();
  const pairFor = (upgradeId: string, upgrade: string, eip: number) => {
    const key = `${upgradeId}/${eip}`;
    const found = pairs.get(key);
    if (found) return found;
    const made: StagePair = { upgradeId, upgrade, eip, evidence: [] };
    pairs.set(key, made);
    return made;
  };

  for (const history of inputs.metaHistories) {
    const known = matchUpgrade(inputs.upgrades, history.upgrade ?? undefined, history.eip);
    if (!known)
      notes.push(
        `meta EIP-${history.eip} (${history.upgrade ?? "no upgrade name"}) is of no upgrade in content/upgrades.json`,
      );
    const upgradeId = known?.id ?? fold(history.upgrade ?? `eip-${history.eip}`);
    const upgrade = known?.name ?? history.upgrade ?? `EIP-${history.eip}`;
    for (const [eip, steps] of history.steps) {
      const pair = pairFor(upgradeId, upgrade, eip);
      for (const step of steps) {
        pair.evidence.push({
          source: "meta-eip",
          stage: step.stage,
          date: step.date,
          ref: `${EIPS_COMMIT_URL}${step.upstreamCommit}`,
          ...(step.removed ? { note: `removed from EIP-${history.eip}'s lists` } : {}),
        });
      }
    }
  }

  const metaStageOn = (upgradeId: string, eip: number, day: string) =>
    stageOnDayOf(
      (pairs.get(`${upgradeId}/${eip}`)?.evidence ?? []).filter((e) => e.source === "meta-eip"),
      day,
    );

  for (const decision of inputs.decisions) {
    if (decision.kind !== "stage_change") continue;
    const stage = decidedStage(decision.stageChange?.to);
    if (stage === null) continue;
    for (const eip of decision.eips) {
      const listing = inputs.upgrades.filter((known) =>
        pairs.get(`${known.id}/${eip}`)?.evidence.some((e) => e.source === "meta-eip"),
      );
      const upgrade = decision.fork
        ? matchUpgrade(inputs.upgrades, decision.fork)
        : placeDecision(listing, (known) => metaStageOn(known.id, eip, decision.callDate));
      if (!upgrade) {
        const where = `${decision.callType}/${Number(decision.callNumber)}`;
        notes.push(
          `${where} (${decision.callDate}) decided EIP-${eip} ${stage} for ${decision.fork ?? "no named upgrade"}, which no upgrade's sources place: not counted`,
        );
        continue;
      }
      pairFor(upgrade.id, upgrade.name, eip).evidence.push({
        source: "call",
        stage,
        date: decision.callDate,
        ref: callEvidenceRef(decision),
        note: decision.text,
      });
    }
  }

  for (const eip of inputs.eips) {
    for (const relationship of eip.forkRelationships) {
      const upgrade = matchUpgrade(inputs.upgrades, relationship.forkName);
      if (!upgrade) continue;
      const pair = pairFor(upgrade.id, upgrade.name, eip.id);
      const steps =
        relationship.statusHistory ??
        (relationship.status ? [{ status: relationship.status, call: null, date: null }] : []);
      const ref = inputs.curatedRef(eip.id);
      for (const step of steps) {
        pair.evidence.push({
          source: "curated",
          stage: step.status,
          date: step.date,
          ref,
          ...(step.call ? { note: `decided on ${step.call}` } : {}),
        });
      }
      // The last step, not `status`: the build replaces `status` with the derived stage and keeps the history.
      const imported = steps.at(-1)?.status;
      const lastDate = steps.findLast((step) => step.date !== null)?.date ?? null;
      if (imported && inputs.factsAsOf && (lastDate === null || lastDate < inputs.factsAsOf))
        pair.evidence.push({
          source: "curated",
          stage: imported,
          date: inputs.factsAsOf,
          ref,
          note: IMPORTED_NOTE,
        });
      const override = relationship.stageOverride;
      if (override)
        pair.evidence.push({
          source: "curated",
          stage: override.stage,
          date: override.date,
          ref,
          note: `${OVERRIDE_NOTE}${override.reason}`,
        });
    }
  }

  for (const pair of pairs.values()) pair.evidence = sortByDate(pair.evidence);
  return { pairs: [...pairs.values()].sort((a, b) => a.upgradeId.localeCompare(b.upgradeId) || a.eip - b.eip), notes };
}

/**
 * A decision that names no upgrade belongs to the one upgrade whose meta EIP has the EIP in play (Proposed,
 * Considered or Scheduled) on the call's day; else to the one upgrade whose meta EIP lists it later without having
 * settled it (Declined, Withdrawn, Included) by that day; else to none. `listing` are the upgrades whose meta EIP ever
 * lists the EIP, `metaStageOn` its stage there on a day.
 */
export function placeDecision<U>(
  listing: readonly U[],
  metaStageOn: (upgrade: U) => string | undefined,
): U | undefined {
  const inPlay = listing.filter((upgrade) => ACTIVE.has(metaStageOn(upgrade) ?? ""));
  if (inPlay.length === 1) return inPlay[0];
  if (inPlay.length > 1) return undefined;
  const open = listing.filter((upgrade) => !SETTLED.has(metaStageOn(upgrade) ?? ""));
  return open.length === 1 ? open[0] : undefined;
}

/** The stage on `day` of steps in date order. */
export function stageOnDayOf(
  steps: readonly { stage: string; date: string | null }[],
  day: string,
): string | undefined {
  let stage: string | undefined;
  for (const step of steps) {
    if (step.date !== null && step.date > day) break;
    stage = step.stage;
  }
  return stage;
}

/** The stage of a pair on `day`, from all its evidence or from the sources alone; null when nothing is known yet. */
export function stageAsOf(pair: StagePair, day: string, sourcesOnly = false): StageAsOf | null {
  const known = knownOnDay(
    pair.evidence.filter((e) => !(sourcesOnly && e.source === "curated")),
    day,
  );
  const latest = known.at(-1);
  if (!latest) return null;
  return {
    upgrade: pair.upgrade,
    eip: pair.eip,
    stage: latest.stage,
    disputed: isDisputed(known),
    evidence: known.map(({ source, stage, date, ref }) => ({ source, stage, date, ref })),
  };
}

const OUT = new Set(["Declined", "Withdrawn"]);

/**
 * The latest call decision and the meta EIP's state differ, and the meta EIP has not changed since that call. A meta
 * EIP that does not list the EIP states nothing; one that removed it agrees with a call that declined or withdrew it.
 */
export function isDisputed(known: readonly Pick<Evidence, "source" | "stage" | "date">[]): boolean {
  return disputedSteps(known) !== null;
}

/** The call step and the meta-EIP step that disagree (see isDisputed), or null when they do not. */
export function disputedSteps<E extends Pick<Evidence, "source" | "stage" | "date">>(
  known: readonly E[],
): { call: E; meta: E } | null {
  const call = known.findLast((e) => e.source === "call");
  const meta = known.findLast((e) => e.source === "meta-eip");
  if (!call?.date || !meta) return null;
  if (meta.date !== null && meta.date > call.date) return null;
  if (OUT.has(call.stage) && OUT.has(meta.stage)) return null;
  return meta.stage !== call.stage ? { call, meta } : null;
}
