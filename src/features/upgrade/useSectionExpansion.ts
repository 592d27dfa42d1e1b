import { useCallback, useState } from "react";
import { entryContaining, type ContentsEntry } from "~/domain/eips/contents";

/** Which collapsible sections are open; all start collapsed (SPEC §4). */
export function useSectionExpansion<T>(entries: readonly ContentsEntry<T>[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((anchor: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(anchor)) next.add(anchor);
      return next;
    });
  }, []);

  /** Opens the collapsed section holding `anchor`, so a link to a card inside it can land. */
  const reveal = useCallback(
    (anchor: string) => {
      const entry = entryContaining(entries, anchor);
      if (!entry?.collapsible || entry.anchor === anchor) return;
      setOpen((current) => (current.has(entry.anchor) ? current : new Set(current).add(entry.anchor)));
    },
    [entries],
  );

  return { isOpen: (anchor: string) => open.has(anchor), toggle, reveal };
}
