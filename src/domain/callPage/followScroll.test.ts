import { describe, expect, it } from "vitest";
import { followScrollTop, isInFollowBand, targetScrollTop } from "./followScroll";

// A 400 px pane: the band is 80–280 px below its top, and the target leaves 40 px above the item.
const pane = { viewportHeight: 400, maxScrollTop: 5000 };

describe("isInFollowBand", () => {
  it("accepts an item whose top is between 20% and 70% of the pane", () => {
    expect(isInFollowBand({ ...pane, scrollTop: 0, itemTop: 80 })).toBe(true);
    expect(isInFollowBand({ ...pane, scrollTop: 0, itemTop: 280 })).toBe(true);
    expect(isInFollowBand({ ...pane, scrollTop: 1000, itemTop: 1200 })).toBe(true);
  });

  it("rejects one above 20% or below 70%", () => {
    expect(isInFollowBand({ ...pane, scrollTop: 0, itemTop: 79 })).toBe(false);
    expect(isInFollowBand({ ...pane, scrollTop: 0, itemTop: 281 })).toBe(false);
    expect(isInFollowBand({ ...pane, scrollTop: 1000, itemTop: 500 })).toBe(false);
  });
});

describe("followScrollTop", () => {
  it("leaves the pane alone while the item is inside the band", () => {
    expect(followScrollTop({ ...pane, scrollTop: 0, itemTop: 200 })).toBeNull();
  });

  it("scrolls an item that drifted below 70% up to 10% from the top", () => {
    expect(followScrollTop({ ...pane, scrollTop: 0, itemTop: 300 })).toBe(260);
  });

  it("scrolls back to an item above the pane", () => {
    expect(followScrollTop({ ...pane, scrollTop: 2000, itemTop: 500 })).toBe(460);
  });

  it("clamps to the top and the end of the pane", () => {
    expect(targetScrollTop({ ...pane, itemTop: 10 })).toBe(0);
    expect(targetScrollTop({ viewportHeight: 400, maxScrollTop: 600, itemTop: 900 })).toBe(600);
  });

  it("does not keep scrolling when the pane cannot get any closer", () => {
    // Items near the top of the list (or the end) cannot reach 10%: one scroll, then stillness.
    expect(followScrollTop({ ...pane, scrollTop: 0, itemTop: 20 })).toBeNull();
    expect(followScrollTop({ viewportHeight: 400, maxScrollTop: 600, scrollTop: 600, itemTop: 990 })).toBeNull();
    // An item sitting exactly at the 10% target is left there.
    expect(followScrollTop({ ...pane, scrollTop: 460, itemTop: 500 })).toBeNull();
  });

  it("does nothing in a pane with no height (not laid out yet)", () => {
    expect(followScrollTop({ viewportHeight: 0, maxScrollTop: 0, scrollTop: 0, itemTop: 900 })).toBeNull();
  });
});
