import type { Tier } from "~/schemas/tiers";

/**
 * tierOf: the tier of each ranked EIP id. order: the ranked ids in the order they were assigned
 * (each id once, exactly the keys of tierOf); it orders the items within a tier.
 */
export type RankingState = { readonly tierOf: Readonly<Record<number, Tier>>; readonly order: readonly number[] };

export function clearRanking(): RankingState {
  return { tierOf: {}, order: [] };
}

function withoutId(tierOf: Readonly<Record<number, Tier>>, eipId: number): Record<number, Tier> {
  return Object.fromEntries(Object.entries(tierOf).filter(([key]) => Number(key) !== eipId));
}

/**
 * Puts an EIP in a tier (appended after that tier's items) or, with null, back to unranked.
 * Dropping an item on the tier it already sits in keeps its place and returns the same state.
 */
export function assignTier(state: RankingState, eipId: number, tier: Tier | null): RankingState {
  if (state.tierOf[eipId] === tier) return state;
  const order = state.order.filter((id) => id !== eipId);
  if (tier === null) {
    if (state.tierOf[eipId] === undefined) return state;
    return { tierOf: withoutId(state.tierOf, eipId), order };
  }
  return { tierOf: { ...withoutId(state.tierOf, eipId), [eipId]: tier }, order: [...order, eipId] };
}

export function itemsInTier<T extends { id: number }>(pool: readonly T[], state: RankingState, tier: Tier): T[] {
  const byId = new Map(pool.map((item) => [item.id, item]));
  return state.order.filter((id) => state.tierOf[id] === tier).flatMap((id) => byId.get(id) ?? []);
}

/** Unranked items keep the pool's order. */
export function unrankedItems<T extends { id: number }>(pool: readonly T[], state: RankingState): T[] {
  return pool.filter((item) => state.tierOf[item.id] === undefined);
}

export function rankedCount(state: RankingState): number {
  return Object.keys(state.tierOf).length;
}
