import type { Eip, ForkRelationship, Upgrade } from "../../schemas/content";
import { displayTitle } from "../eips/displayTitle";

export type PoolEip = { id: number; title: string; laymanDescription: string };

function isProposedNonHeadliner(relationship: ForkRelationship | undefined): boolean {
  return relationship?.status === "Proposed" && relationship.isHeadliner !== true;
}

function toPoolEip(eip: Eip): PoolEip | undefined {
  if (!eip.laymanDescription) return undefined;
  return { id: eip.id, title: displayTitle(eip.title), laymanDescription: eip.laymanDescription };
}

function byId(a: PoolEip, b: PoolEip): number {
  return a.id - b.id;
}

/** The proposals of one fork a visitor can rank: 'Proposed', not headliners, with a plain-language description. */
export function proposedPool(eips: readonly Eip[], forkName: string): PoolEip[] {
  return eips
    .filter((eip) => isProposedNonHeadliner(eip.forkRelationships.find((r) => r.forkName === forkName)))
    .flatMap((eip) => toPoolEip(eip) ?? [])
    .sort(byId);
}

/**
 * A frozen pool (a tier maker's snapshot): the listed ids, whatever their status is today, with today's title and
 * description. An id missing from the catalogue or without a description is dropped (content checks forbid the first).
 */
export function snapshotPool(eips: readonly Eip[], ids: readonly number[]): PoolEip[] {
  const wanted = new Set(ids);
  return eips
    .filter((eip) => wanted.has(eip.id))
    .flatMap((eip) => toPoolEip(eip) ?? [])
    .sort(byId);
}

export type OpenProposals = { upgrade: Upgrade; pool: PoolEip[] };

/**
 * The upgrade whose proposal window is open: the first one, in content order, still in Planning that has
 * proposals to rank; undefined when there is none.
 */
export function openProposals(upgrades: readonly Upgrade[], eips: readonly Eip[]): OpenProposals | undefined {
  for (const upgrade of upgrades) {
    if (upgrade.status !== "Planning") continue;
    const pool = proposedPool(eips, upgrade.forkName);
    if (pool.length > 0) return { upgrade, pool };
  }
  return undefined;
}
