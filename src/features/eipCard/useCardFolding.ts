import { useCallback, useState } from "react";

/** In the compact view a card shows its header line only ("closed") until opened; outside it, no fold. */
export type CardFold = "open" | "closed";

/**
 * Which cards the compact view shows open. A card the reader goes to (a contents link, the Jump to menu,
 * a URL hash) opens, so a link to an EIP always lands on its full card.
 */
export function useCardFolding(compact: boolean) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((anchor: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(anchor)) next.add(anchor);
      return next;
    });
  }, []);

  const unfold = useCallback((anchor: string) => {
    setOpen((current) => (current.has(anchor) ? current : new Set(current).add(anchor)));
  }, []);

  /** Closes every card but the one given (the one the URL points at), e.g. when the compact view is switched on. */
  const foldAllBut = useCallback((anchor: string) => setOpen(new Set(anchor ? [anchor] : [])), []);

  const foldOf = (anchor: string): CardFold => (open.has(anchor) ? "open" : "closed");
  /** Each card's fold in the compact view; undefined outside it, where cards do not fold. */
  return { foldOf: compact ? foldOf : undefined, toggle, unfold, foldAllBut };
}
