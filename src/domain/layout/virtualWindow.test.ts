import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { itemOffsets, visibleRange } from "./virtualWindow";

describe("itemOffsets", () => {
  it("sums measured heights and estimates the rest", () => {
    expect([...itemOffsets([10, undefined, 30, Number.NaN], 4, 20)]).toEqual([0, 10, 30, 60, 80]);
  });

  it("gives [0] for an empty list", () => {
    expect([...itemOffsets([], 0, 20)]).toEqual([0]);
  });
});

describe("visibleRange", () => {
  const offsets = itemOffsets([], 100, 20); // 100 items of 20 px, 2 000 px in all

  it("covers the viewport and the overscan on both sides", () => {
    expect(visibleRange(offsets, 0, 100, 0)).toEqual({ start: 0, end: 5 });
    expect(visibleRange(offsets, 200, 100, 40)).toEqual({ start: 8, end: 17 });
  });

  it("includes an item cut by either edge", () => {
    expect(visibleRange(offsets, 210, 100, 0)).toEqual({ start: 10, end: 16 });
  });

  it("clamps at the end of the list and never returns an empty range", () => {
    expect(visibleRange(offsets, 5000, 100, 0)).toEqual({ start: 99, end: 100 });
    expect(visibleRange(offsets, 0, 0, 0)).toEqual({ start: 0, end: 1 });
    expect(visibleRange(itemOffsets([], 0, 20), 0, 100, 0)).toEqual({ start: 0, end: 0 });
  });

  it("always returns exactly the items that intersect the widened viewport", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 200 }),
        (heights, scrollTop, viewport, overscan) => {
          const o = itemOffsets(heights, heights.length, 10);
          const total = o[heights.length] ?? 0;
          const top = Math.max(0, Math.min(scrollTop, total) - overscan);
          const bottom = Math.min(scrollTop, total) + viewport + overscan;
          const { start, end } = visibleRange(o, Math.min(scrollTop, total), viewport, overscan);
          const expected = heights.map((_, i) => i).filter((i) => (o[i + 1] ?? 0) > top && (o[i] ?? 0) < bottom);
          if (expected.length === 0) expect(end - start).toBe(1);
          else expect({ start, end }).toEqual({ start: expected[0], end: (expected.at(-1) ?? 0) + 1 });
        },
      ),
    );
  });
});
