import { useEffect } from "react";

type ShortcutKeys = Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey">;

/** Cmd+F (Apple) or Ctrl+F (elsewhere), without other modifiers. */
export function isFindShortcut(event: ShortcutKeys): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "f";
}

/**
 * Runs `onFind` for Cmd/Ctrl+F anywhere on the page, instead of the browser's own find bar, while
 * `enabled`. Keep `onFind` stable (useCallback) so the listener is not re-added on every render.
 */
export function useFindShortcut(onFind: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFindShortcut(event)) return;
      event.preventDefault();
      onFind();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [onFind, enabled]);
}
