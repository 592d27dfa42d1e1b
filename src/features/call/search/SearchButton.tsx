import { Tooltip } from "~/ui/Tooltip";
import { useSearchShortcutLabel } from "./useSearchHotkey";

export function SearchIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The header's search button; its tooltip names the shortcut for this platform. */
export function HeaderSearchButton({ onOpen }: { onOpen: () => void }) {
  const shortcut = useSearchShortcutLabel();
  return (
    <Tooltip text={`Search this call (${shortcut})`} className="max-sm:hidden">
      {(tooltipId) => (
        <button
          type="button"
          onClick={onOpen}
          aria-describedby={tooltipId}
          aria-keyshortcuts={shortcut === "Cmd+F" ? "Meta+F" : "Control+F"}
          className="inline-flex h-9 items-center gap-2 rounded-md border border-line-strong px-3 text-sm font-medium text-control hover:bg-subtle"
        >
          <SearchIcon />
          Search
        </button>
      )}
    </Tooltip>
  );
}

/** On small screens the search stays one tap away wherever the visitor has scrolled. */
export function FloatingSearchButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label="Search this call"
      className="fixed right-4 bottom-4 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-blue-700 text-on-accent shadow-lg hover:bg-blue-800 focus-visible:outline-offset-4 sm:hidden dark:bg-blue-500 dark:hover:bg-blue-400"
    >
      <SearchIcon className="h-6 w-6" />
    </button>
  );
}
