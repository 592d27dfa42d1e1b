import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { splitHighlights } from "./highlight";

// What the call page's search overlay feeds the highlighter: any text the visitor types or a link
// carries. The segments are rendered as React text, so the only risks are a throw, a hang, a lost
// or duplicated character, or a regular-expression meaning leaking into the match.

const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "(a+)+$",
  "(?<x>a)\\k<x>",
  "[^]*",
  "\\",
  "$&$1$'$`",
  "\u0000\u202e\ufeff",
  "𝕳𝖔𝖑𝖊𝖘𝖐𝖞",
  "a".repeat(50_000),
];

describe("splitHighlights with hostile queries", () => {
  const text = "Holešky: the <b>relay</b> (a+)+ regex $& stays text; EIP-7702 & 𝕳𝖔𝖑𝖊𝖘𝖐𝖞";

  it.each(HOSTILE)("keeps the text intact for %j", (query) => {
    const segments = splitHighlights(text, query);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
  });

  it("matches words only, never the markup or symbols of the query", () => {
    const marked = (query: string) =>
      splitHighlights(text, query)
        .filter((s) => s.isMatch)
        .map((s) => s.text);
    expect(marked("<b>relay</b>")).toEqual(["relay"]);
    expect(marked("(a+)+$")).toEqual([]);
    expect(marked("$&")).toEqual([]);
    expect(marked("[^]*")).toEqual([]);
  });

  it("stays fast on a long, backtracking-prone text and query", () => {
    const longText = `${"a".repeat(20_000)}! ${"ab ".repeat(5000)}`;
    const started = performance.now();
    splitHighlights(longText, `${"(a+)+".repeat(200)} ab`);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("never throws on arbitrary text and queries", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }), (t, q) => {
        expect(
          splitHighlights(t, q)
            .map((s) => s.text)
            .join(""),
        ).toBe(t);
      }),
    );
  });
});
