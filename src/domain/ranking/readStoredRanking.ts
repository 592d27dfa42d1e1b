import {
  legacyRankingSchema,
  storedRankingSchema,
  type LegacyRankingItem,
  type StoredRanking,
} from "~/schemas/ranking";
import type { Tier } from "~/schemas/tiers";
import { assignTier, clearRanking, type RankingState } from "./assign";
import { eipIdOfRankingItem } from "./storedRanking";

// Reading back the ranking storedRanking.ts writes, and the format an earlier version wrote.

type Assignment = readonly [eipId: number, tier: Tier];

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
    return tier === undefined ? [] : [[eipIdOfRankingItem(itemId), tier]];
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
