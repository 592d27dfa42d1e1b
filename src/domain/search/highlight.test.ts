import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { splitHighlights } from "./highlight";

const marked = (text: string, query: string) =>
  splitHighlights(text, query)
    .filter((segment) => segment.isMatch)
    .map((segment) => segment.text);

const joined = (text: string, query: string) =>
  splitHighlights(text, query)
    .map((segment) => segment.text)
    .join("");

describe("splitHighlights", () => {
  it("marks whole words that begin with a query token, case-insensitively", () => {
    expect(splitHighlights("Ethereum and eth, not Beth", "ETH")).toEqual([
      { text: "Ethereum", isMatch: true },
      { text: " and ", isMatch: false },
      { text: "eth", isMatch: true },
      { text: ", not Beth", isMatch: false },
    ]);
  });

  it("handles diacritics and EIP numbers", () => {
    expect(marked("Holešky and Łukasz on EIP-7702", "holeš łukasz 7702")).toEqual(["Holešky", "Łukasz", "7702"]);
    expect(marked("Holešky", "HOLEŠKY")).toEqual(["Holešky"]);
  });

  it("matches a decomposed accent in the text against a composed one in the query", () => {
    expect(marked("Hole\u0073\u030Cky testnet", "holešky")).toEqual(["Hole\u0073\u030Cky"]);
  });

  it("returns the text as one plain segment when the query has no usable token", () => {
    expect(splitHighlights("gas limit", "")).toEqual([{ text: "gas limit", isMatch: false }]);
    expect(splitHighlights("gas limit", "g !")).toEqual([{ text: "gas limit", isMatch: false }]);
    expect(splitHighlights("", "gas")).toEqual([]);
  });

  it("treats regex metacharacters and HTML in the query as plain text", () => {
    expect(marked("a.*b (c) [x] <b>bold</b>", ".*+?^${}()|[]\\")).toEqual([]);
    expect(marked("<b>bold</b> move", "<b>")).toEqual([]);
    expect(marked("script tag", "<script>alert(1)</script>")).toEqual(["script"]);
  });

  it("copes with a 10 000-character query", () => {
    const query = "ab".repeat(5000);
    expect(joined("abab text", query)).toBe("abab text");
    expect(marked("gas limit", `${"x".repeat(9990)} gas`)).toEqual(["gas"]);
    expect(marked("gas limit", "limit ".repeat(1700))).toEqual(["limit"]);
  });

  it("always concatenates back to the original text, alternating plain and matching segments", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (text, query) => {
        const segments = splitHighlights(text, query);
        expect(segments.map((segment) => segment.text).join("")).toBe(text);
        segments.forEach((segment, i) => {
          expect(segment.text).not.toBe("");
          if (i > 0) expect(segment.isMatch).not.toBe(segments[i - 1]?.isMatch);
        });
      }),
    );
  });

  it("marks every word of the text when the query is the text itself", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zàáâäçèéêëíîïñóôöøšùúûüýÿłž]{2,8}$/), { minLength: 1, maxLength: 6 }),
        (words) => {
          const text = words.join(" ");
          expect(marked(text, text)).toEqual(words);
        },
      ),
    );
  });
});
