import type { Eip, Upgrade } from "~/schemas/content";
import type { ArchivedDecision, CallSummary } from "~/schemas/site";
import { callKey, callPath, padCallNumber } from "../calendar/callList";
import { formatTimestamp } from "../time/timestamp";
import { stageDisplayName } from "./stages";

/** The call a step was decided on, and where to open it when the archive holds it. */
export interface StepCall {
  series: string;
  /** Padded to three digits, as call pages name it. */
  number: string;
  /** '/calls/acde/226#01:02:03' when the archive holds the call (the moment when known), else absent. */
  href?: string;
}

export interface StageTimelineStep {
  status: string;
  label: string;
  date: string | null;
  call?: StepCall;
  /** The key decision's own words, when the archive recorded one for this step. */
  decision?: string;
}

export interface UpgradeStageTimeline {
  upgradeId: string;
  upgradeName: string;
  steps: StageTimelineStep[];
}

type Archive = { calls: readonly Pick<CallSummary, "type" | "number">[]; decisions: readonly ArchivedDecision[] };

function stepCall(series: string, number: string, seconds: number | string | undefined, held: ReadonlySet<string>, session?: string): StepCall {
  const padded = padCallNumber(number);
  const inArchive = held.has(callKey({ type: series, number: padded }));
  const hash = typeof seconds === "number" ? `#${formatTimestamp(seconds)}` : seconds ? `#${seconds}` : "";
  return { series, number: padded, ...(inArchive ? { href: `${callPath({ type: series, number: padded, session })}${hash}` } : {}) };
}

const sameCall = (a: StepCall | undefined, b: StepCall) => a !== undefined && a.series === b.series && a.number === b.number;

/**
 * An EIP's stage history in each upgrade: the dated steps of the facts (oldest first), each linked to the call moment
 * that decided it when the archive holds that call, merged with the archive's stage-change decisions. A decision on a
 * call a step already names enriches that step; any other is inserted by its date.
 */
export function stageTimelines(upgrades: readonly Pick<Upgrade, "id" | "name" | "forkName">[], eip: Pick<Eip, "id" | "forkRelationships">, archive: Archive): UpgradeStageTimeline[] {
  const held = new Set(archive.calls.map((call) => callKey(call)));
  const decisions = archive.decisions.filter((decision) => decision.kind === "stage_change" && decision.eips.includes(eip.id));
  return upgrades.flatMap((upgrade) => {
    const relationship = eip.forkRelationships.find((r) => r.forkName === upgrade.forkName);
    const steps: StageTimelineStep[] = (relationship?.statusHistory ?? []).map((step) => {
      const [series, number] = step.call?.split("/") ?? [];
      return {
        status: step.status,
        label: stageDisplayName(step.status),
        date: step.date,
        ...(series && number ? { call: stepCall(series, number, step.timestamp, held) } : {}),
      };
    });
    const forkName = upgrade.forkName.toLowerCase();
    for (const decision of [...decisions.filter((d) => d.fork?.toLowerCase() === forkName)].reverse()) {
      const call = stepCall(decision.callType, decision.callNumber, decision.moment ?? decision.timestamp, held, decision.callSession);
      const known = steps.find((step) => sameCall(step.call, call));
      if (known) {
        known.decision = decision.text;
        if (call.href && (!known.call?.href || !known.call.href.includes("#"))) known.call = call;
        continue;
      }
      const status = decision.stageChange?.to ?? "";
      const step: StageTimelineStep = { status, label: decision.label, date: decision.callDate, call, decision: decision.text };
      const after = steps.findIndex((s) => s.date !== null && s.date > decision.callDate);
      steps.splice(after === -1 ? steps.length : after, 0, step);
    }
    return steps.length ? [{ upgradeId: upgrade.id, upgradeName: upgrade.name, steps }] : [];
  });
}
