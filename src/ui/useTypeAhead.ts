import { useEffect, useState } from "react";

/** Keys meant for a field, or for a dialog that is already open, are not ours to keep. */
function isForSomethingElse(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest("input, textarea, select, dialog") !== null)
  );
}

/**
 * Keeps what the visitor types between asking for a search dialog (a click, Cmd/Ctrl+F) and its
 * field taking focus: while the dialog's code loads, and while React renders it. Listens while
 * `listening`, ignoring keys aimed at a field or at a dialog that is already showing.
 *
 * The text is state, not a ref, on purpose: a key that arrives after the dialog has rendered but
 * before it is committed restarts that render, so the field always starts with every letter typed.
 */
export function useTypeAhead(listening: boolean): string {
  const [typed, setTyped] = useState("");
  useEffect(() => {
    if (!listening) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isForSomethingElse(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "Backspace") setTyped((text) => text.slice(0, -1));
      else if (event.key.length === 1) setTyped((text) => text + event.key);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      // The next opening starts empty.
      setTyped("");
    };
  }, [listening]);
  return typed;
}
