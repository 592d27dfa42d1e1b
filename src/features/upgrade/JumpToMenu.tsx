import { useId } from "react";
import { contentsOutline, outlineAnchorFor, type ContentsEntry } from "~/domain/eips/contents";
import { proposalNumber, type UpgradeEip } from "~/domain/eips/upgradeEip";
import { JUMP_MENU_TOP } from "../eipCard/stickyOffsets";

interface JumpToMenuProps {
  entries: readonly ContentsEntry<UpgradeEip>[];
  active: string;
  onNavigate: (anchor: string) => void;
}

// Indents a card under its section: option text keeps no-break spaces where it collapses ordinary ones.
const INDENT = "\u00a0\u00a0\u00a0";

/**
 * The contents where the sidebar is hidden (under lg): a native menu of the sidebar's lines, stuck under the
 * site header. It shows where the reader is; choosing a line jumps there as the sidebar does.
 */
export function JumpToMenu({ entries, active, onNavigate }: JumpToMenuProps) {
  const id = useId();
  return (
    <nav
      aria-label="Jump to"
      className={`sticky ${JUMP_MENU_TOP} z-20 -mx-4 mt-4 flex items-center gap-3 border-b border-line bg-canvas/95 px-4 py-2 backdrop-blur lg:hidden`}
    >
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-body">
        Jump to
      </label>
      <select
        id={id}
        value={outlineAnchorFor(entries, active) ?? ""}
        onChange={(event) => onNavigate(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-slate-400 bg-surface px-2 py-1.5 text-base text-ink dark:border-slate-600"
      >
        {contentsOutline(entries).map(({ anchor, entry, eip }) => (
          <option key={anchor} value={anchor}>
            {eip
              ? `${INDENT}${eip.isHeadliner ? "★ " : ""}${proposalNumber(eip)} ${eip.title}`
              : `${entry.label}${entry.count === undefined ? "" : ` (${entry.count})`}`}
          </option>
        ))}
      </select>
    </nav>
  );
}
