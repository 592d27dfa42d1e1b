import type { UniqueIdentifier } from "@dnd-kit/core";
import { rankingItemId } from "~/domain/ranking/storedRanking";
import type { Tier } from "~/schemas/ranking";
import { isTier } from "~/domain/ranking/tiers";

// Drag and drop ids. Parsed back from strings, so nothing relies on dnd-kit's untyped data refs.

export const POOL_DROP_ID = "pool";

export function eipDragId(eipId: number): string {
  return rankingItemId(eipId);
}

export function eipIdFromDragId(id: UniqueIdentifier): number | null {
  const match = /^eip-([1-9]\d*)$/.exec(String(id));
  return match ? Number(match[1]) : null;
}

export function tierDropId(tier: Tier): string {
  return `tier-${tier}`;
}

/** The tier a drop zone stands for, null for the unranked pool, undefined for anything else. */
export function placeOfDropId(id: UniqueIdentifier): Tier | null | undefined {
  const text = String(id);
  if (text === POOL_DROP_ID) return null;
  const tier = text.slice("tier-".length);
  return text.startsWith("tier-") && isTier(tier) ? tier : undefined;
}
