import { useCallback, useMemo, useSyncExternalStore } from "react";
import { assignTier, clearRanking, type RankingState } from "~/domain/ranking/assign";
import type { PoolEip } from "~/domain/ranking/pool";
import { serializeRanking } from "~/domain/ranking/storedRanking";
import type { Tier } from "~/schemas/tiers";
import { deferModule } from "~/platform/deferredModule";
import { readLocal, writeLocal } from "~/platform/localStore";
import { useDeferredModule } from "~/ui/useDeferredModule";

// The stored string is the single source of truth, read through useSyncExternalStore: the prerendered
// HTML and the hydration pass use the server snapshot (nothing ranked), then React re-renders with the
// visitor's saved ranking, so the markup never mismatches.

type RankingStore = {
  subscribe: (listener: () => void) => () => void;
  storedRaw: () => string | null;
  /** The state this page last saved, when `raw` is what it wrote: no need to read it back. */
  written: (raw: string) => RankingState | null;
  save: (state: RankingState) => void;
};

function createRankingStore(storageKey: string): RankingStore {
  const listeners = new Set<() => void>();
  // Set when storage refuses a write (private mode, quota): the ranking then lives for this page only.
  let unsavedRaw: string | undefined;
  let lastWrite: { raw: string; state: RankingState } | undefined;
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
    written: (raw) => (lastWrite?.raw === raw ? lastWrite.state : null),
    save: (state) => {
      const raw = serializeRanking(state.tierOf, state.order);
      lastWrite = { raw, state };
      unsavedRaw = writeLocal(storageKey, raw) ? undefined : raw;
      notify();
    },
  };
}

// Reading a saved ranking back validates it (zod/mini, about 7 KB): loaded only when there is one to read.
const storedRankingReader = deferModule(() => import("~/domain/ranking/readStoredRanking"));

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
  const reader = useDeferredModule(
    storedRankingReader,
    "The saved ranking could not be read",
    raw !== null && !store.written(raw),
  );
  const poolIds = useMemo(() => pool.map((eip) => eip.id), [pool]);
  // The ranking a stored string holds, when it can be known without the reader or the reader is here.
  const known = useCallback(
    (saved: string | null, read: typeof reader): RankingState | null =>
      saved === null ? clearRanking() : (store.written(saved) ?? read?.loadRankingState(saved, poolIds) ?? null),
    [store, poolIds],
  );
  // Until the reader has loaded, a ranking saved by an earlier visit shows as nothing ranked, as the prerendered page does.
  const state = useMemo(() => known(raw, reader) ?? clearRanking(), [known, raw, reader]);

  const assign = useCallback(
    (eipId: number, tier: Tier | null) => {
      const apply = (current: RankingState) => {
        const next = assignTier(current, eipId, tier);
        if (next !== current) store.save(next);
      };
      const current = known(store.storedRaw(), storedRankingReader.loaded);
      if (current) return apply(current);
      // A tap in the moment before the reader arrives still counts, on top of what was saved.
      storedRankingReader
        .load()
        .then((read) => apply(known(store.storedRaw(), read) ?? clearRanking()))
        .catch((error: unknown) => console.error("The saved ranking could not be read", error));
    },
    [store, known],
  );
  const reset = useCallback(() => store.save(clearRanking()), [store]);

  return { state, assign, reset };
}
