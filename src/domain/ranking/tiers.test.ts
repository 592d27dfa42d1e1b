import { describe, expect, it } from "vitest";
import { TIERS } from "~/schemas/tiers";
import { TIER_COLORS, contrastRatio, isTier } from "./tiers";

describe("tiers", () => {
  it("are S to D, best first", () => {
    expect(TIERS).toEqual(["S", "A", "B", "C", "D"]);
  });

  it("each have a distinct fill", () => {
    const fills = TIERS.map((tier) => TIER_COLORS[tier].fill.toLowerCase());
    expect(new Set(fills).size).toBe(TIERS.length);
  });

  it.each(TIERS)("tier %s label meets WCAG AA contrast on its fill", (tier) => {
    const { fill, text } = TIER_COLORS[tier];
    expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(4.5);
  });

  it("recognises only the five tier letters", () => {
    expect(TIERS.every(isTier)).toBe(true);
    expect(["none", "s", "", null, 1, "SS"].some(isTier)).toBe(false);
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for equal colours, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
});
