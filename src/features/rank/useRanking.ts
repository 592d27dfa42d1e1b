import { useCallback, useMemo, useSyncExternalStore } from "react";
import { assignTier, clearRanking, type RankingState } from "~/domain/ranking/assign";
import type { PoolEip } from "~/domain/ranking/pool";
import { RANKING_STORAGE_KEY, loadRankingState, serializeRanking } from "~/domain/ranking/storedRanking";
import type { Tier } from "~/schemas/ranking";
import { readLocal, writeLocal } from "~/platform/localStore";

// The stored string is the single source of truth, read through useSyncExternalStore: the prerendered
// HTML and the hydration pass use the server snapshot (nothing ranked), then React re-renders with the
// visitor's saved ranking, so the markup never mismatches.
const listeners = new Set<() => void>();

// Set when storage refuses a write (private mode, quota): the ranking then lives for this page only.
let unsavedRaw: string | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === RANKING_STORAGE_KEY) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function storedRaw(): string | null {
  return unsavedRaw ?? readLocal(RANKING_STORAGE_KEY);
}

function serverRaw(): null {
  return null;
}

function save(state: RankingState): void {
  const raw = serializeRanking(state.tierOf, state.order);
  unsavedRaw = writeLocal(RANKING_STORAGE_KEY, raw) ? undefined : raw;
  notify();
}

export type RankingApi = {
  state: RankingState;
  assign: (eipId: number, tier: Tier | null) => void;
  reset: () => void;
};

/** The visitor's ranking of the pool, kept in localStorage on this device only. */
export function useRanking(pool: readonly PoolEip[]): RankingApi {
  const raw = useSyncExternalStore(subscribe, storedRaw, serverRaw);
  const poolIds = useMemo(() => pool.map((eip) => eip.id), [pool]);
  const state = useMemo(() => loadRankingState(raw, poolIds), [raw, poolIds]);

  const assign = useCallback(
    (eipId: number, tier: Tier | null) => {
      const current = loadRankingState(storedRaw(), poolIds);
      const next = assignTier(current, eipId, tier);
      if (next !== current) save(next);
    },
    [poolIds],
  );
  const reset = useCallback(() => save(clearRanking()), []);

  return { state, assign, reset };
}
