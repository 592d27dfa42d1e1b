import { useCallback, useEffect, useState } from "react";
import type { Tier } from "~/schemas/ranking";

export type TapToAssign = {
  selectedId: number | null;
  /** Selects a proposal, or deselects it when it is already selected. */
  toggle: (eipId: number) => void;
  /** Places the selected proposal (null: back to unranked); returns whether something was placed. */
  placeSelected: (tier: Tier | null) => boolean;
  clear: () => void;
};

function useEscapeClearsSelection(active: boolean, clear: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") clear();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [active, clear]);
}

/** Touch-friendly ranking without dragging: tap a proposal, then tap a tier (or the unranked list). */
export function useTapToAssign(assign: (eipId: number, tier: Tier | null) => void): TapToAssign {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const toggle = useCallback((eipId: number) => setSelectedId((current) => (current === eipId ? null : eipId)), []);
  const clear = useCallback(() => setSelectedId(null), []);
  const placeSelected = useCallback(
    (tier: Tier | null) => {
      if (selectedId === null) return false;
      assign(selectedId, tier);
      setSelectedId(null);
      return true;
    },
    [assign, selectedId],
  );
  useEscapeClearsSelection(selectedId !== null, clear);
  return { selectedId, toggle, placeSelected, clear };
}
