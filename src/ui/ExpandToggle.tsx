import type { Ref } from "react";
import { ChevronDownIcon } from "./icons";

type ExpandToggleProps = {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  /** What it expands, for screen readers when a page has several ("Expand Transcript"). */
  subject?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** The Expand / Collapse button for a panel it controls by id. */
export function ExpandToggle({ expanded, controls, onToggle, subject, ref }: ExpandToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex items-center gap-1 rounded-md border border-line-strong px-2.5 py-1 text-xs font-semibold text-control hover:bg-subtle"
    >
      {expanded ? "Collapse" : "Expand"}
      {subject && <span className="sr-only"> {subject}</span>}
      <ChevronDownIcon className={`h-3.5 w-3.5 transition-transform ${expanded ? "rotate-180" : ""}`} />
    </button>
  );
}
