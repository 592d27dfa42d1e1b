import { startTransition, useEffect, useMemo, useState } from "react";

/**
 * `items`, of which the component's first render gets only the first `first`: the rest follow in a
 * background render (a transition, which typing interrupts) once those are on screen, so the first
 * results paint sooner on a slow phone. The slice applies from the mount on, also when the list
 * mounts inside a deferred render, so mount the list anew (a `key`) for each answer.
 */
export function useProgressiveList<T>(items: readonly T[], first: number): readonly T[] {
  const [showAll, setShowAll] = useState(items.length <= first);
  useEffect(() => {
    if (!showAll) startTransition(() => setShowAll(true));
  }, [showAll]);
  const firstItems = useMemo(() => items.slice(0, first), [items, first]);
  return showAll ? items : firstItems;
}
