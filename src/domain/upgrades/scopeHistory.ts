// An upgrade's scope over time, compact enough to travel in the page's loader data: each EIP's stage steps (from the
// derived history: calls, meta-EIP commits, curated content; domain/stages/stageEvidence.ts), and what the page needs
// to show the upgrade as it stood on a past day and the counts per stage by date. The pure rules are here; the page
// loads the code that uses them only when it shows the scope over time.
import { isShownStage, type ShownStage } from "../eips/stages";
import type { StagePair } from "../stages/stageEvidence";

/**
 * One EIP's steps: [day, stage], oldest first. The day is the first on which the step is known: an undated step is
 * known once every step before it is (stageAsOf), so it takes the latest day before it, or "" when none is dated.
 */
export type ScopeSteps = [string, ShownStage][];

/** EIP number → its steps in this upgrade. */
export type ScopeHistory = Record<number, ScopeSteps>;

/** The steps of the given EIPs in one upgrade; a stage the page has no section for ends nothing and is left out. */
export function scopeHistory(pairs: readonly StagePair[], upgradeId: string, eipIds: readonly number[]): ScopeHistory {
  const wanted = new Set(eipIds);
  const history: ScopeHistory = {};
  for (const pair of pairs) {
    if (pair.upgradeId !== upgradeId || !wanted.has(pair.eip)) continue;
    const steps: ScopeSteps = [];
    let known = "";
    for (const { stage, date } of pair.evidence) {
      if (date !== null && date > known) known = date;
      if (!isShownStage(stage)) continue;
      const last = steps.at(-1);
      // The latest step of a day is the day's stage.
      if (last && last[0] === known) {
        last[1] = stage;
        if (steps.at(-2)?.[1] === stage) steps.pop();
      } else if (last?.[1] !== stage) steps.push([known, stage]);
    }
    if (steps.length) history[pair.eip] = steps;
  }
  return history;
}

/** The stage on `day`, or undefined before the EIP's first step. */
export function stageOnDay(steps: readonly (readonly [string, ShownStage])[], day: string): ShownStage | undefined {
  let stage: ShownStage | undefined;
  for (const [known, next] of steps) {
    if (known > day) break;
    stage = next;
  }
  return stage;
}

/** The page's EIPs as they stood on `day`: each at its stage then, those not yet in the scope left out. */
export function eipsOnDay<E extends { id: number; stage: string }>(
  eips: readonly E[],
  history: ScopeHistory,
  day: string,
): E[] {
  return eips.flatMap((eip) => {
    const steps = history[eip.id];
    if (!steps) return [eip];
    const stage = stageOnDay(steps, day);
    return stage ? [{ ...eip, stage }] : [];
  });
}

export interface ScopePoint {
  day: string;
  counts: Partial<Record<ShownStage, number>>;
}

/**
 * The counts per stage on every day the scope changed, oldest first, and on `today`. Undated steps ("") count from
 * the first day, as they do on any past view.
 */
export function scopeCounts(history: ScopeHistory, today: string): ScopePoint[] {
  const days = new Set<string>();
  for (const steps of Object.values(history)) for (const [day] of steps) if (day && day <= today) days.add(day);
  days.add(today);
  return [...days].sort().map((day) => {
    const counts: Partial<Record<ShownStage, number>> = {};
    for (const steps of Object.values(history)) {
      const stage = stageOnDay(steps, day);
      if (stage) counts[stage] = (counts[stage] ?? 0) + 1;
    }
    return { day, counts };
  });
}

/** A day the page can be seen as of: YYYY-MM-DD, a real day, before `today`. */
export function pastDay(value: string | null, today: string): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return undefined;
  return value < today ? value : undefined;
}
