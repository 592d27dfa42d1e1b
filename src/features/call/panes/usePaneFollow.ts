import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { FOLLOW_BAND, followScrollTop } from "~/domain/callPage/followScroll";
import { MANUAL_SCROLL_PAUSE_MS } from "~/domain/callPage/timing";
import type { VirtualListHandle } from "~/ui/VirtualList";

export type PaneFollow = {
  /** Give to the list: a manual scroll pauses following for 3 s. */
  onUserScroll: () => void;
  /** Brings item `index` to 10% below the pane's top now, whatever the visitor did before (a jump). */
  reveal: (index: number) => void;
};

/**
 * Keeps the current item of a pane inside the 20%–70% band as it changes (SPEC §9). A manual scroll
 * pauses this for 3 s; when the pause ends the pane catches up. `lockMs` spaces the pane's own
 * scrolls (the chat follows with a 300 ms lock).
 */
export function usePaneFollow(list: RefObject<VirtualListHandle | null>, index: number, lockMs = 0): PaneFollow {
  const pausedUntil = useRef(0);
  const lastScrollAt = useRef(Number.NEGATIVE_INFINITY);
  const revealed = useRef<number | null>(null);
  const resumeTimer = useRef<number | undefined>(undefined);
  const [resumed, setResumed] = useState(0);

  const onUserScroll = useCallback(() => {
    pausedUntil.current = performance.now() + MANUAL_SCROLL_PAUSE_MS;
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => setResumed((n) => n + 1), MANUAL_SCROLL_PAUSE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(resumeTimer.current), []);

  const reveal = useCallback(
    (target: number) => {
      pausedUntil.current = 0;
      revealed.current = target;
      lastScrollAt.current = performance.now();
      list.current?.scrollToItem(target, FOLLOW_BAND.target);
    },
    [list],
  );

  useEffect(() => {
    // A jump placed this item already; following it too would scroll twice.
    const justRevealed = revealed.current === index;
    revealed.current = null;
    if (index < 0 || justRevealed) return;
    const follow = () => {
      const handle = list.current;
      if (!handle || performance.now() < pausedUntil.current) return;
      const viewport = handle.viewport();
      const geometry = {
        itemTop: handle.itemBox(index).top,
        viewportHeight: viewport.height,
        scrollTop: viewport.scrollTop,
        maxScrollTop: viewport.maxScrollTop,
      };
      if (followScrollTop(geometry) === null) return;
      lastScrollAt.current = performance.now();
      handle.scrollToItem(index, FOLLOW_BAND.target);
    };
    const wait = lastScrollAt.current + lockMs - performance.now();
    if (wait <= 0) {
      follow();
      return;
    }
    const timer = window.setTimeout(follow, wait);
    return () => window.clearTimeout(timer);
  }, [index, resumed, lockMs, list]);

  return { onUserScroll, reveal };
}
