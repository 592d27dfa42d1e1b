// Auto-scroll of the transcript and chat panes (SPEC §9): the current item is kept between 20% and
// 70% of the pane's height; when it leaves that band the pane scrolls so that 10% of the pane stays
// above the item.

export const FOLLOW_BAND = { top: 0.2, bottom: 0.7, target: 0.1 } as const;

export type PaneGeometry = {
  /** Top of the item, in pixels from the top of the pane's scrollable content. */
  itemTop: number;
  viewportHeight: number;
  scrollTop: number;
  /** scrollHeight − clientHeight: the furthest the pane can scroll. */
  maxScrollTop: number;
};

/** True when the item's top edge lies within the 20%–70% band of the visible pane. */
export function isInFollowBand({ itemTop, viewportHeight, scrollTop }: Omit<PaneGeometry, "maxScrollTop">): boolean {
  const offset = itemTop - scrollTop;
  return offset >= viewportHeight * FOLLOW_BAND.top && offset <= viewportHeight * FOLLOW_BAND.bottom;
}

/** Where the pane must scroll to put the item 10% below its top, clamped to what the pane can scroll. */
export function targetScrollTop({ itemTop, viewportHeight, maxScrollTop }: Omit<PaneGeometry, "scrollTop">): number {
  return clamp(itemTop - viewportHeight * FOLLOW_BAND.target, 0, Math.max(0, maxScrollTop));
}

/**
 * The scroll position that brings a drifting item back, or null when the pane should stay put: the
 * item is inside the band, or the pane is already as close to the target as it can get (an item near
 * the end of the list can never reach 10%, and must not make the pane scroll on every tick).
 */
export function followScrollTop(geometry: PaneGeometry): number | null {
  if (geometry.viewportHeight <= 0 || isInFollowBand(geometry)) return null;
  const target = targetScrollTop(geometry);
  return Math.abs(target - geometry.scrollTop) < 1 ? null : target;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
