import { useCallback, useEffect, useRef } from "react";

/** Keys meant for a field, or for a dialog that is already open, are not ours to keep. */
function isForSomethingElse(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select, dialog") !== null);
}

/**
 * Keeps what the visitor types while a search field's code is still on its way (a lazily loaded
 * dialog opened by a click or Cmd/Ctrl+F), so the first letters of a query are never lost.
 * Listens while `listening` (the dialog is wanted open), ignoring keys aimed at a field or at a dialog
 * that is already showing; the returned function hands the text over once, to the field that mounts.
 */
export function useTypeAhead(listening: boolean): () => string {
  const typed = useRef("");
  useEffect(() => {
    if (!listening) return;
    typed.current = "";
    const onKeyDown = (event: KeyboardEvent) => {
      if (isForSomethingElse(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "Backspace") typed.current = typed.current.slice(0, -1);
      else if (event.key.length === 1) typed.current += event.key;
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [listening]);
  return useCallback(() => {
    const text = typed.current;
    typed.current = "";
    return text;
  }, []);
}
