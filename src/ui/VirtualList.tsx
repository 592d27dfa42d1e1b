import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from "react";
import { itemOffsets, visibleRange, type ItemRange } from "~/domain/layout/virtualWindow";

export type VirtualListHandle = {
  /** Top of item `index` in the list's scrollable content, and its height: measured once rendered, estimated before. */
  itemBox(index: number): { top: number; height: number };
  /** The pane's scroll position, visible height and furthest scroll position. */
  viewport(): { scrollTop: number; height: number; maxScrollTop: number };
  /**
   * Scrolls so that item `index` starts `fraction` of the pane's height below its top: smoothly when
   * it is rendered nearby, else by a jump corrected once the item is rendered and measured.
   */
  scrollToItem(index: number, fraction: number): void;
};

type VirtualListProps = {
  count: number;
  /** Height assumed for an item that has not been rendered yet, in pixels. */
  estimateHeight: number;
  itemKey: (index: number) => string | number;
  renderItem: (index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Classes of the scroll pane (give it a height or a max-height, and its overscroll behaviour). */
  className?: string;
  /** Called when the visitor scrolls the pane by hand (wheel, touch, scrollbar, keys), not when code does. */
  onUserScroll?: () => void;
  ref?: Ref<VirtualListHandle>;
};

const OVERSCAN_PX = 400;
// Scroll positions are tracked in steps of this size: the list re-renders every 100 px of scrolling,
// not on every scroll event (the overscan covers the difference).
const SCROLL_STEP_PX = 100;
// Before the pane is measured, assume the 400 px the call page gives it.
const ASSUMED_VIEWPORT = 400;
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

/**
 * A list that renders only the items near the visible part of its scroll pane, so a list of
 * thousands of items costs what a screenful costs. Items may have any height: each rendered item
 * is measured, and the browser's scroll anchoring keeps the view steady when a measurement differs
 * from the estimate. Items carry aria-setsize/aria-posinset, so assistive technology still hears
 * "item 5 of 2 400".
 */
export function VirtualList({
  count,
  estimateHeight,
  itemKey,
  renderItem,
  label,
  className = "",
  onUserScroll,
  ref,
}: VirtualListProps) {
  const paneRef = useRef<HTMLDivElement>(null);
  const [heights, setHeights] = useState<readonly number[]>([]);
  const [viewport, setViewport] = useState({ step: 0, height: ASSUMED_VIEWPORT });

  const offsets = useMemo(() => itemOffsets(heights, count, estimateHeight), [heights, count, estimateHeight]);
  const range = visibleRange(offsets, viewport.step * SCROLL_STEP_PX, viewport.height, OVERSCAN_PX + SCROLL_STEP_PX);

  const observer = useItemMeasurement(
    useCallback((measured: Map<number, number>) => {
      setHeights((old) => {
        let next: number[] | null = null;
        for (const [index, height] of measured) {
          if (old[index] === height) continue;
          next ??= [...old];
          next[index] = height;
        }
        return next ?? old;
      });
    }, []),
  );
  const readViewport = useCallback(() => {
    const pane = paneRef.current;
    if (!pane) return;
    const step = Math.floor(pane.scrollTop / SCROLL_STEP_PX);
    setViewport((old) =>
      old.step === step && old.height === pane.clientHeight ? old : { step, height: pane.clientHeight },
    );
  }, []);
  usePaneSize(paneRef, readViewport);

  useImperativeHandle(
    ref,
    () => ({
      itemBox: (index) => boxOf(paneRef.current, offsets, index),
      viewport: () => {
        const pane = paneRef.current;
        return pane
          ? {
              scrollTop: pane.scrollTop,
              height: pane.clientHeight,
              maxScrollTop: pane.scrollHeight - pane.clientHeight,
            }
          : { scrollTop: 0, height: 0, maxScrollTop: 0 };
      },
      scrollToItem: (index, fraction) => {
        const pane = paneRef.current;
        if (!pane) return;
        const targetOf = () => Math.max(0, boxOf(pane, offsets, index).top - pane.clientHeight * fraction);
        if (renderedItem(pane, index)) {
          scrollPane(pane, targetOf());
          return;
        }
        // Far away: jump to the estimate, then, as the items around it render and are measured,
        // correct for a few frames until the item sits where it should.
        pane.scrollTo({ top: targetOf() });
        // The items there render with this update, not a frame later when the scroll event arrives.
        readViewport();
        let frames = 0;
        const correct = () => {
          const target = targetOf();
          if (renderedItem(pane, index) && Math.abs(target - pane.scrollTop) > 1) pane.scrollTo({ top: target });
          if (++frames < 6) requestAnimationFrame(correct);
        };
        requestAnimationFrame(correct);
      },
    }),
    [offsets, readViewport],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (SCROLL_KEYS.has(event.key) && event.target === event.currentTarget) onUserScroll?.();
  };
  const rows = indices(range).map((index) => (
    <li key={itemKey(index)} ref={observer} data-index={index} aria-setsize={count} aria-posinset={index + 1}>
      {renderItem(index)}
    </li>
  ));
  return (
    <div
      ref={paneRef}
      // Focusable so keyboard users can scroll it (and axe's scrollable-region rule holds).
      tabIndex={0}
      role="region"
      aria-label={label}
      // relative: the containing block of absolutely placed descendants (sr-only text), which would
      // otherwise escape the pane and lengthen the page.
      className={`relative overflow-y-auto ${className}`}
      onScroll={readViewport}
      onWheel={onUserScroll}
      onTouchMove={onUserScroll}
      onPointerDown={(event) => {
        // A press on the scrollbar lands on the pane itself; a press on an item lands on the item.
        if (event.target === event.currentTarget) onUserScroll?.();
      }}
      onKeyDown={onKeyDown}
    >
      <ul
        style={{
          paddingTop: offsets[range.start] ?? 0,
          paddingBottom: (offsets[count] ?? 0) - (offsets[range.end] ?? 0),
        }}
      >
        {rows}
      </ul>
    </div>
  );
}

function indices({ start, end }: ItemRange): number[] {
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
}

function renderedItem(pane: HTMLElement, index: number): HTMLElement | null {
  return pane.querySelector<HTMLElement>(`li[data-index="${index}"]`);
}

/** The item's box from the DOM when it is rendered (exact), from the offsets otherwise (estimated). */
function boxOf(pane: HTMLElement | null, offsets: Float64Array, index: number): { top: number; height: number } {
  const element = pane ? renderedItem(pane, index) : null;
  if (pane && element) {
    const top = element.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
    return { top, height: element.offsetHeight };
  }
  const top = offsets[index] ?? 0;
  return { top, height: (offsets[index + 1] ?? top) - top };
}

/** Smoothly over short distances, unless the visitor prefers reduced motion. */
function scrollPane(pane: HTMLElement, top: number): void {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const near = Math.abs(top - pane.scrollTop) <= pane.clientHeight * 1.5;
  pane.scrollTo({ top, behavior: near && !reduced ? "smooth" : "auto" });
}

/** One ResizeObserver for all rendered items; returns the ref callback that registers each. */
function useItemMeasurement(
  onMeasured: (heights: Map<number, number>) => void,
): (element: HTMLLIElement | null) => (() => void) | undefined {
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback(
    (element: HTMLLIElement | null) => {
      if (!element || typeof ResizeObserver === "undefined") return;
      observer.current ??= new ResizeObserver((entries) => {
        const measured = new Map<number, number>();
        for (const { target } of entries) {
          const index = target instanceof HTMLElement && target.isConnected ? Number(target.dataset.index) : Number.NaN;
          if (target instanceof HTMLElement && Number.isInteger(index)) measured.set(index, target.offsetHeight);
        }
        if (measured.size > 0) onMeasured(measured);
      });
      const current = observer.current;
      current.observe(element);
      // React 19: this cleanup runs when the item leaves the list.
      return () => current.unobserve(element);
    },
    [onMeasured],
  );
}

function usePaneSize(paneRef: { current: HTMLElement | null }, onResize: () => void): void {
  useEffect(() => {
    const pane = paneRef.current;
    if (!pane) return;
    onResize();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(onResize);
    observer.observe(pane);
    return () => observer.disconnect();
  }, [paneRef, onResize]);
}
