import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering the prerendered HTML and during hydration, true afterwards: for output
 * that depends on the browser (the query string, for instance) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
