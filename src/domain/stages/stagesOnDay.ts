import type { StageAsOf } from "~/schemas/stages";
import { stageAsOf, type StagePair } from "./stageEvidence";

/**
 * Every EIP × upgrade's stage on `day`, as `npm run stages -- --json` prints it (stageAsOf over stagePairs), looked
 * up by EIP, or by EIP and upgrade id. A pair with no evidence yet on that day is left out.
 */
export interface StagesOnDay {
  asOf: string;
  /** The EIP's stages in every upgrade, in the pairs' order (by upgrade id). */
  ofEip(eip: number): StageAsOf[];
  /** The EIP's stage in one upgrade of the site (its id), or undefined. */
  of(upgradeId: string, eip: number): StageAsOf | undefined;
}

export function stagesOnDay(pairs: readonly StagePair[], day: string): StagesOnDay {
  const byEip = new Map<number, StageAsOf[]>();
  const byPair = new Map<string, StageAsOf>();
  for (const pair of pairs) {
    const stage = stageAsOf(pair, day);
    if (!stage) continue;
    byEip.set(pair.eip, [...(byEip.get(pair.eip) ?? []), stage]);
    byPair.set(`${pair.upgradeId}/${pair.eip}`, stage);
  }
  return {
    asOf: day,
    ofEip: (eip) => byEip.get(eip) ?? [],
    of: (upgradeId, eip) => byPair.get(`${upgradeId}/${eip}`),
  };
}
