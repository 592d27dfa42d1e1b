import type { StoredRanking } from "~/schemas/ranking";
import type { Tier } from "~/schemas/tiers";

// Writing the ranking kept in localStorage. Reading it back (readStoredRanking.ts) validates it with zod,
// which the rank page loads only when there is a saved ranking to read.

export function rankingItemId(eipId: number): string {
  return `eip-${eipId}`;
}

/** The EIP number in an item id rankingItemId made. */
export function eipIdOfRankingItem(itemId: string): number {
  return Number(itemId.slice("eip-".length));
}

function isEipId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

// Ranked ids in `order` first, then any ranked id it misses, ascending.
function orderedRankedIds(tierOf: Readonly<Record<number, Tier>>, order: readonly number[]): number[] {
  const ranked = Object.keys(tierOf)
    .map(Number)
    .filter(isEipId)
    .sort((a, b) => a - b);
  const rankedSet = new Set(ranked);
  return [...new Set([...order.filter((id) => rankedSet.has(id)), ...ranked])];
}

export function serializeRanking(tierOf: Readonly<Record<number, Tier>>, order: readonly number[] = []): string {
  const ids = orderedRankedIds(tierOf, order);
  const stored: StoredRanking = {
    version: 1,
    tiers: Object.fromEntries(
      ids.flatMap((id) => {
        const tier = tierOf[id];
        return tier === undefined ? [] : [[rankingItemId(id), tier]];
      }),
    ),
    order: ids.map(rankingItemId),
  };
  return JSON.stringify(stored);
}
