// Windowing for long lists (a 2 000-line transcript): only the items near the visible part of a
// scroll pane are rendered; the rest is represented by their measured or estimated heights.

export type ItemRange = { start: number; end: number };

/**
 * offsets[i] is the top of item i and offsets[count] the total height. Items not measured yet
 * (height undefined, NaN or negative) count as `estimate` pixels.
 */
export function itemOffsets(heights: ArrayLike<number | undefined>, count: number, estimate: number): Float64Array {
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) {
    const height = heights[i];
    offsets[i + 1] = (offsets[i] ?? 0) + (height !== undefined && height >= 0 ? height : estimate);
  }
  return offsets;
}

/**
 * The items [start, end) that intersect the viewport widened by `overscan` pixels on each side.
 * Always at least one item when the list is not empty, so the pane never renders blank.
 */
export function visibleRange(
  offsets: ArrayLike<number>,
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): ItemRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop - overscan);
  const bottom = scrollTop + Math.max(0, viewportHeight) + overscan;
  // First item whose bottom edge is below `top`; then the first whose top edge is at or past `bottom`.
  const start = Math.min(count - 1, firstIndexAbove(offsets, 1, count, top) - 1);
  const end = Math.max(start + 1, firstIndexAbove(offsets, start, count, bottom - 1e-6));
  return { start, end: Math.min(count, end) };
}

/** Smallest i in [from, to] with offsets[i] > value; `to` when there is none. */
function firstIndexAbove(offsets: ArrayLike<number>, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle] ?? Infinity) > value) high = middle;
    else low = middle + 1;
  }
  return low;
}
