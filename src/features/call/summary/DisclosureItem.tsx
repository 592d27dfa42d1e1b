import { useState, type ReactNode } from "react";
import type { SummaryFocus } from "../page/useCallNavigation";
import { DisclosureButton } from "~/ui/DisclosureButton";
import { ChevronDownIcon } from "~/ui/icons";

type DisclosureItemProps = {
  panelId: string;
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** Shown beside the title, outside the toggle (badges, a timestamp button). */
  aside?: ReactNode;
  children: ReactNode;
};

/** A topic that expands in place. Its text is rendered while closed (hidden), so it is in the HTML. */
export function DisclosureItem({ panelId, title, open, onToggle, aside, children }: DisclosureItemProps) {
  return (
    <>
      <div className="flex items-start gap-2">
        <DisclosureButton
          expanded={open}
          controls={panelId}
          onToggle={onToggle}
          className="flex flex-1 items-start gap-2 rounded text-left font-semibold text-ink hover:text-link"
        >
          <ChevronDownIcon className={`mt-1 h-4 w-4 shrink-0 transition-transform ${open ? "" : "-rotate-90"}`} />
          <span>{title}</span>
        </DisclosureButton>
        {aside && <span className="flex shrink-0 items-center gap-2">{aside}</span>}
      </div>
      <div id={panelId} hidden={!open} className="mt-2 ml-6 space-y-2 text-sm text-body">
        {children}
      </div>
    </>
  );
}

/**
 * Opens the topic a search result or link points at, also when the list first shows with it (a result
 * that switches the summary card to another version mounts the list).
 */
export function useOpenOnFocus(focus: SummaryFocus | null, open: (index: number) => void): void {
  const [seen, setSeen] = useState<SummaryFocus | null>(null);
  if (focus !== seen) {
    setSeen(focus);
    if (focus?.kind === "agenda") open(focus.index);
  }
}

/** Which items of a list are open; each toggles on its own (SPEC §4). */
export function useExpandedSet() {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  return {
    expanded,
    toggle: (index: number) =>
      setExpanded((old) => {
        const next = new Set(old);
        if (!next.delete(index)) next.add(index);
        return next;
      }),
    open: (index: number) => setExpanded((old) => (old.has(index) ? old : new Set(old).add(index))),
    setAll: (indices: readonly number[]) => setExpanded(new Set(indices)),
  };
}
