import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { normalizeText, prefixesOf, tokenize, uniqueTokens, wordRuns } from "./tokenize";

describe("tokenize", () => {
  it("lower-cases and splits on anything that is not a letter or digit", () => {
    expect(tokenize("EIP-7702 ships in Pectra!")).toEqual(["eip", "7702", "ships", "in", "pectra"]);
    expect(tokenize("gas_limit/60M, (BPO1)")).toEqual(["gas", "limit", "60m", "bpo1"]);
  });

  it("keeps words with diacritics and non-Latin letters whole", () => {
    expect(tokenize("Holešky, Łukasz and Wahrstätter")).toEqual(["holešky", "łukasz", "and", "wahrstätter"]);
    expect(tokenize("Привет мир 以太坊")).toEqual(["привет", "мир", "以太坊"]);
  });

  it("treats a decomposed accent like the composed one", () => {
    expect(tokenize("Hole\u0073\u030Cky")).toEqual(["holešky"]);
  });

  it("drops one-character tokens, counting astral letters as one character", () => {
    expect(tokenize("a b cd 1 23 I")).toEqual(["cd", "23"]);
    expect(tokenize("\u{1D400} \u{1D400}\u{1D401}")).toEqual(["\u{1D400}\u{1D401}"]);
  });

  it("gives nothing for empty or punctuation-only text", () => {
    expect(tokenize("")).toEqual([]);
    expect(tokenize("  --- !!! ")).toEqual([]);
  });

  it("only ever yields lower-case letter/digit runs of two or more characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        for (const token of tokenize(text)) {
          expect(token).toMatch(/^[\p{L}\p{N}]+$/u);
          expect(token.toLowerCase()).toBe(token);
          expect([...token].length).toBeGreaterThanOrEqual(2);
        }
      }),
    );
  });

  it("is stable on its own normalised output", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(tokenize(normalizeText(text))).toEqual(tokenize(text));
      }),
    );
  });
});

describe("normalizeText", () => {
  it("joins tokens with single spaces", () => {
    expect(normalizeText("  EIP-7702!!  is   Live ")).toBe("eip 7702 is live");
  });
});

describe("uniqueTokens", () => {
  it("keeps the first occurrence of each token", () => {
    expect(uniqueTokens("fork the FORK the fork")).toEqual(["fork", "the"]);
  });
});

describe("wordRuns", () => {
  it("gives the offsets of each word in the original text", () => {
    const text = "Hi, Holešky-EIP";
    expect(wordRuns(text).map(({ start, end }) => text.slice(start, end))).toEqual(["Hi", "Holešky", "EIP"]);
  });
});

describe("prefixesOf", () => {
  it("lists the query words a token begins with", () => {
    expect(prefixesOf("ethereum", new Set(["eth", "ethereum", "reum", "e"]))).toEqual(["eth", "ethereum"]);
  });
});
