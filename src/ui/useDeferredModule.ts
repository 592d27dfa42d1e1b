import { useEffect, useSyncExternalStore } from "react";
import type { DeferredModule } from "~/platform/deferredModule";

/**
 * The deferred module once it has loaded (by whichever caller), null until then. Loading starts after
 * the render while `wanted`, never during the prerender; a failure is logged with `failure` and the
 * next caller of `load()` tries again. A module that has already loaded is there in the first render,
 * during hydration too: a page that prerendered with it hydrates with it.
 */
export function useDeferredModule<M>(deferred: DeferredModule<M>, failure: string, wanted = true): M | null {
  const loaded = () => deferred.loaded;
  const module = useSyncExternalStore(deferred.subscribe, loaded, loaded);
  useEffect(() => {
    if (wanted && !deferred.loaded) deferred.load().catch((error: unknown) => console.error(failure, error));
  }, [deferred, failure, wanted]);
  return module;
}
