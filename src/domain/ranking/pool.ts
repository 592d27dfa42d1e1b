import type { Eip, ForkRelationship } from "../../schemas/content";
import { displayTitle } from "../eips/displayTitle";

export type PoolEip = { id: number; title: string; laymanDescription: string };

const POOL_FORK = "Glamsterdam";

function poolForkRelationship(eip: Eip): ForkRelationship | undefined {
  return eip.forkRelationships.find((relationship) => relationship.forkName === POOL_FORK);
}

function isProposedNonHeadliner(relationship: ForkRelationship | undefined): boolean {
  return relationship?.status === "Proposed" && relationship.isHeadliner !== true;
}

function toPoolEip(eip: Eip): PoolEip | undefined {
  if (!eip.laymanDescription || !isProposedNonHeadliner(poolForkRelationship(eip))) return undefined;
  return { id: eip.id, title: displayTitle(eip.title), laymanDescription: eip.laymanDescription };
}

/** The proposals a visitor can rank: Glamsterdam 'Proposed', not headliners, with a plain-language description. */
export function rankingPool(eips: readonly Eip[]): PoolEip[] {
  return eips
    .flatMap((eip) => toPoolEip(eip) ?? [])
    .sort((a, b) => a.id - b.id);
}
