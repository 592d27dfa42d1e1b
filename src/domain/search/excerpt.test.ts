import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { excerptAround } from "./excerpt";

describe("excerptAround", () => {
  const long = `${"lorem ipsum ".repeat(20)}the Holešky testnet ${"dolor sit ".repeat(20)}`;

  it("returns short text unchanged", () => {
    expect(excerptAround("short text", "text", 50)).toBe("short text");
  });

  it("centres a window on the first matching word and cuts on spaces", () => {
    const excerpt = excerptAround(long, "holešky", 60);
    expect(excerpt).toContain("Holešky");
    expect(excerpt.length).toBeLessThanOrEqual(60);
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt).toMatch(/^… ?\S/);
    expect(
      excerpt
        .slice(1, -1)
        .split(" ")
        .every((word) => long.includes(word)),
    ).toBe(true);
  });

  it("prefers an exact token, then a word beginning with a token, then the start", () => {
    expect(excerptAround(`${"x ".repeat(40)}testnets ${"y ".repeat(40)}testnet`, "testnet", 20)).toMatch(/testnet$/);
    expect(excerptAround(long, "hole", 40)).toContain("Holešky");
    expect(excerptAround(long, "zzz", 20).startsWith("lorem")).toBe(true);
  });

  it("never exceeds maxLength, for any text and query", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.string(),
        fc.integer({ min: -5, max: 80 }),
        (text, query, max) => {
          expect(excerptAround(text, query, max).length).toBeLessThanOrEqual(Math.max(0, max));
        },
      ),
    );
  });
});
