import { useEffect, useState } from "react";
import type { RankingDnd } from "./RankingDnd";
import type { DragHooks } from "./dragBindings";

export type LoadedDnd = { RankingDnd: typeof RankingDnd; hooks: DragHooks };

/** Loads the drag-and-drop layer after hydration; null until it has arrived (or if it never does). */
export function useLazyDnd(): LoadedDnd | null {
  const [loaded, setLoaded] = useState<LoadedDnd | null>(null);
  useEffect(() => {
    let cancelled = false;
    import("./RankingDnd")
      .then((module) => {
        if (!cancelled) setLoaded({ RankingDnd: module.RankingDnd, hooks: module.DND_KIT_HOOKS });
      })
      .catch((error: unknown) => console.error("Drag and drop could not be loaded; tap to assign still works", error));
    return () => {
      cancelled = true;
    };
  }, []);
  return loaded;
}
