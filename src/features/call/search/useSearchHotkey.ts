import { useEffect, useRef, useSyncExternalStore } from "react";

/** Cmd/Ctrl+F opens the call's search instead of the browser's find (SPEC §4). */
export function useSearchHotkey(onOpen: () => void): void {
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "f" || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      open.current();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}

const subscribe = () => () => {};
const isApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** "Cmd+F" on Apple devices, "Ctrl+F" elsewhere (and in the prerendered HTML). */
export function useSearchShortcutLabel(): string {
  return useSyncExternalStore(
    subscribe,
    () => (isApple() ? "Cmd+F" : "Ctrl+F"),
    () => "Ctrl+F",
  );
}
