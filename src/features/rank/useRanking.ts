import { useCallback, useMemo, useSyncExternalStore } from "react";
import { assignTier, clearRanking, type RankingState } from "~/domain/ranking/assign";
import type { PoolEip } from "~/domain/ranking/pool";
import { loadRankingState, serializeRanking } from "~/domain/ranking/storedRanking";
import type { Tier } from "~/schemas/tiers";
import { readLocal, writeLocal } from "~/platform/localStore";

// The stored string is the single source of truth, read through useSyncExternalStore: the prerendered
// HTML and the hydration pass use the server snapshot (nothing ranked), then React re-renders with the
// visitor's saved ranking, so the markup never mismatches.

type RankingStore = {
  subscribe: (listener: () => void) => () => void;
  storedRaw: () => string | null;
  save: (state: RankingState) => void;
};

function createRankingStore(storageKey: string): RankingStore {
  const listeners = new Set<() => void>();
  // Set when storage refuses a write (private mode, quota): the ranking then lives for this page only.
  let unsavedRaw: string | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) notify();
  };
  const storedRaw = () => unsavedRaw ?? readLocal(storageKey);
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    storedRaw,
    save: (state) => {
      const raw = serializeRanking(state.tierOf, state.order);
      unsavedRaw = writeLocal(storageKey, raw) ? undefined : raw;
      notify();
    },
  };
}

// One store per key, shared by every component of the page (and kept across client navigations).
const stores = new Map<string, RankingStore>();

function rankingStore(storageKey: string): RankingStore {
  let store = stores.get(storageKey);
  if (!store) {
    store = createRankingStore(storageKey);
    stores.set(storageKey, store);
  }
  return store;
}

function serverRaw(): null {
  return null;
}

export type RankingApi = {
  state: RankingState;
  assign: (eipId: number, tier: Tier | null) => void;
  reset: () => void;
};

/** The visitor's ranking of the pool, kept in localStorage under storageKey, on this device only. */
export function useRanking(pool: readonly PoolEip[], storageKey: string): RankingApi {
  const store = rankingStore(storageKey);
  const raw = useSyncExternalStore(store.subscribe, store.storedRaw, serverRaw);
  const poolIds = useMemo(() => pool.map((eip) => eip.id), [pool]);
  const state = useMemo(() => loadRankingState(raw, poolIds), [raw, poolIds]);

  const assign = useCallback(
    (eipId: number, tier: Tier | null) => {
      const current = loadRankingState(store.storedRaw(), poolIds);
      const next = assignTier(current, eipId, tier);
      if (next !== current) store.save(next);
    },
    [store, poolIds],
  );
  const reset = useCallback(() => store.save(clearRanking()), [store]);

  return { state, assign, reset };
}
