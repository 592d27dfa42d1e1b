import {
  legacyRankingSchema,
  storedRankingSchema,
  type LegacyRankingItem,
  type StoredRanking,
} from "~/schemas/ranking";
import { assignTier, clearRanking, type RankingState } from "./assign";
import type { Tier } from "~/schemas/tiers";

type Assignment = readonly [eipId: number, tier: Tier];

export function rankingItemId(eipId: number): string {
  return `eip-${eipId}`;
}

function eipIdOfItem(itemId: string): number {
  return Number(itemId.slice("eip-".length));
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

// Files without an order list fall back to the key order of their tiers object.
function assignmentsFromCurrent(stored: StoredRanking): Assignment[] {
  const tierOfItem = new Map(Object.entries(stored.tiers));
  const itemIds = [...(stored.order ?? []), ...tierOfItem.keys()];
  return itemIds.flatMap((itemId): Assignment[] => {
    const tier = tierOfItem.get(itemId);
    return tier === undefined ? [] : [[eipIdOfItem(itemId), tier]];
  });
}

function assignmentsFromLegacy(items: readonly LegacyRankingItem[]): Assignment[] {
  return items.flatMap((item): Assignment[] => (item.tier === "none" ? [] : [[item.eip, item.tier]]));
}

function assignmentsFromJson(value: unknown): Assignment[] {
  const current = storedRankingSchema.safeParse(value);
  if (current.success) return assignmentsFromCurrent(current.data);
  const legacy = legacyRankingSchema.safeParse(value);
  if (legacy.success) return assignmentsFromLegacy(legacy.data);
  return [];
}

/**
 * The saved ranking, restricted to the current pool. Anything unreadable yields an empty ranking
 * (SPEC §5: an unparseable saved ranking is ignored); never throws.
 */
export function loadRankingState(raw: string | null, poolIds: readonly number[]): RankingState {
  const inPool = new Set(poolIds);
  const assignments = raw === null ? [] : assignmentsFromJson(parseJson(raw));
  // Replaying through assignTier keeps a repeated id's first place, or its last tier if tiers differ.
  return assignments
    .filter(([eipId]) => inPool.has(eipId))
    .reduce((state, [eipId, tier]) => assignTier(state, eipId, tier), clearRanking());
}

export function parseStoredRanking(raw: string | null, poolIds: readonly number[]): Record<number, Tier> {
  return { ...loadRankingState(raw, poolIds).tierOf };
}

function isEipId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

// Ranked ids in `order` first, then any ranked id it misses, ascending.
function orderedRankedIds(tierOf: Readonly<Record<number, Tier>>, order: readonly number[]): number[] {
  const ranked = Object.keys(tierOf).map(Number).filter(isEipId).sort((a, b) => a - b);
  const rankedSet = new Set(ranked);
  return [...new Set([...order.filter((id) => rankedSet.has(id)), ...ranked])];
}

export function serializeRanking(tierOf: Readonly<Record<number, Tier>>, order: readonly number[] = []): string {
  const ids = orderedRankedIds(tierOf, order);
  const stored: StoredRanking = {
    version: 1,
    tiers: Object.fromEntries(ids.flatMap((id) => {
      const tier = tierOf[id];
      return tier === undefined ? [] : [[rankingItemId(id), tier]];
    })),
    order: ids.map(rankingItemId),
  };
  return JSON.stringify(stored);
}
