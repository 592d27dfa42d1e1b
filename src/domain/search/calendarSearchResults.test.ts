import { describe, expect, it } from "vitest";
import {
  moveSelection,
  resultCountText,
  SEARCH_DISPLAY_LIMIT,
  SEARCH_REQUEST_LIMIT,
  visibleHits,
} from "./calendarSearchResults";

describe("result paging", () => {
  it("asks for 500 and lists at most 200", () => {
    expect(SEARCH_REQUEST_LIMIT).toBe(500);
    expect(SEARCH_DISPLAY_LIMIT).toBe(200);
    const hits = Array.from({ length: 500 }, (_, i) => i);
    expect(visibleHits(hits)).toHaveLength(200);
    expect(visibleHits(hits)[199]).toBe(199);
    expect(visibleHits(hits.slice(0, 12))).toEqual(hits.slice(0, 12));
  });

  it("says 'of N' only when more match than are listed", () => {
    expect(resultCountText(200, 482)).toBe("200 of 482 results");
    expect(resultCountText(200, 1200)).toBe("200 of 1200 results");
    expect(resultCountText(200, 200)).toBe("200 results");
    expect(resultCountText(37, 37)).toBe("37 results");
    expect(resultCountText(1, 1)).toBe("1 result");
    expect(resultCountText(0, 0)).toBe("0 results");
  });
});

describe("moveSelection", () => {
  it("moves down and up, clamped at both ends", () => {
    expect(moveSelection(0, "next", 3)).toBe(1);
    expect(moveSelection(2, "next", 3)).toBe(2);
    expect(moveSelection(1, "previous", 3)).toBe(0);
    expect(moveSelection(0, "previous", 3)).toBe(0);
  });

  it("starts at the first result when nothing is selected", () => {
    expect(moveSelection(-1, "next", 3)).toBe(0);
    expect(moveSelection(-1, "previous", 3)).toBe(0);
  });

  it("jumps to the ends", () => {
    expect(moveSelection(1, "first", 5)).toBe(0);
    expect(moveSelection(1, "last", 5)).toBe(4);
  });

  it("brings a selection beyond a shrunken list back inside it", () => {
    expect(moveSelection(9, "previous", 3)).toBe(1);
    expect(moveSelection(9, "next", 3)).toBe(2);
  });

  it("selects nothing in an empty list", () => {
    expect(moveSelection(0, "next", 0)).toBe(-1);
    expect(moveSelection(-1, "last", 0)).toBe(-1);
  });
});
