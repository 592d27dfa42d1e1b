/** Code kept out of a page's first load, fetched when it is needed (DESIGN.md budgets, docs/decisions/0003). */
export interface DeferredModule<M> {
  /** Loads the module once: callers share one promise, and a failed load is tried again on the next call. */
  load(): Promise<M>;
  /** Starts loading without waiting for it; a failure is left to whoever needs the module. */
  preload(): void;
  /** The module once it has loaded, so a render can use it at once instead of showing a placeholder first. */
  readonly loaded: M | null;
  /** Calls `listener` when the module has loaded; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Wraps `importModule` (a dynamic `import()`, which is what makes the code a chunk of its own). */
export function deferModule<M extends object>(importModule: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= importModule()
      .then((module: M | undefined) => {
        // Vite resolves a failed import with undefined when the failure was handled: the shell is reloading the page.
        if (!module) throw new Error("Not loaded: the page is reloading");
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  return {
    load,
    preload: () => void load().catch(() => undefined),
    get loaded() {
      return loaded;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
