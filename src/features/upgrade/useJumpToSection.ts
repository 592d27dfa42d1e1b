import { useCallback, useEffect } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { decodeUrlHash } from "~/domain/url/urlHash";

export const HASH_SCROLL_DELAY_MS = 100;

function scrollToAnchor(anchor: string): boolean {
  const target = document.getElementById(anchor);
  target?.scrollIntoView({ behavior: "smooth", block: "start" });
  return target !== null;
}

/**
 * Jumping from the contents or a counter: open what hides the target, scroll smoothly, push the hash.
 * pushState rather than a router navigation, so the hash effect below does not scroll a second time.
 */
export function useJumpToSection(reveal: (anchor: string) => void, onJump: (anchor: string) => void) {
  return useCallback(
    (anchor: string) => {
      flushSync(() => reveal(anchor));
      if (!scrollToAnchor(anchor)) return;
      window.history.pushState(null, "", `#${anchor}`);
      onJump(anchor);
    },
    [reveal, onJump],
  );
}

/** SPEC §2: a URL hash scrolls to its section about 100 ms after the page (or the hash) arrives. */
export function useHashScroll(reveal: (anchor: string) => void, onJump: (anchor: string) => void): void {
  const { hash } = useLocation();
  useEffect(() => {
    const anchor = decodeUrlHash(hash);
    if (!anchor) return;
    const timer = window.setTimeout(() => {
      flushSync(() => reveal(anchor));
      if (scrollToAnchor(anchor)) onJump(anchor);
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, reveal, onJump]);
}
