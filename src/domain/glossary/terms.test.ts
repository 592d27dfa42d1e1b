import { describe, expect, test } from "vitest";
import type { Glossary } from "~/schemas/content";
import { markFirstTermUses, segmentsFromMarks, termMarks, termsUsedIn, unexplainedAbbreviations } from "./terms";

const glossary: Glossary = {
  terms: [
    { term: "slot", aliases: ["slots"], definition: "A 12-second window." },
    { term: "EOF", aliases: [], definition: "EVM Object Format." },
    { term: "gas limit", aliases: [], definition: "The most gas a block may use." },
  ],
  notJargon: ["ETH", "EIP"],
};

describe("markFirstTermUses", () => {
  test("defines only the first use of each term across the texts, whichever spelling comes first", () => {
    const [first, second] = markFirstTermUses(["Two slots per slot.", "Each slot and the gas limit."], glossary.terms);
    expect(first).toEqual([
      { text: "Two " },
      { text: "slots", term: "slot", definition: "A 12-second window." },
      { text: " per slot." },
    ]);
    expect(second).toEqual([
      { text: "Each slot and the " },
      { text: "gas limit", term: "gas limit", definition: "The most gas a block may use." },
      { text: "." },
    ]);
  });

  test("matches whole words only, and abbreviations only in capitals", () => {
    expect(markFirstTermUses(["EOFv1 and eof and timeslots."], glossary.terms)).toEqual([
      [{ text: "EOFv1 and eof and timeslots." }],
    ]);
  });

  test("leaves text without terms, empty text, and text with markup characters as they are", () => {
    expect(markFirstTermUses(["", "<b>slot</b>"], [])).toEqual([[{ text: "" }], [{ text: "<b>slot</b>" }]]);
    expect(markFirstTermUses(["(slot)*"], glossary.terms)[0]?.[1]).toMatchObject({ text: "slot", term: "slot" });
  });
});

describe("markFirstTermUses with links", () => {
  test("never splits '[label](url)' link markup, and defines the term at its first use outside a link", () => {
    const [segments] = markFirstTermUses(["See [the slot rules](https://x.org/slot) for each slot."], glossary.terms);
    expect(segments).toEqual([
      { text: "See [the slot rules](https://x.org/slot) for each " },
      { text: "slot", term: "slot", definition: "A 12-second window." },
      { text: "." },
    ]);
  });
});

describe("termMarks and segmentsFromMarks", () => {
  test("give back the same segments as marking the texts directly", () => {
    const texts = ["Two slots per slot.", "Each slot and the gas limit.", ""];
    const marks = termMarks(texts, glossary.terms);
    expect(marks).toEqual([
      [0, 4, 9, 0],
      [1, 18, 27, 2],
    ]);
    expect(texts.map((text, i) => segmentsFromMarks(text, i, marks, glossary.terms))).toEqual(
      markFirstTermUses(texts, glossary.terms),
    );
  });

  test("ignore marks that do not fit the text or the glossary (stale or hostile data)", () => {
    const text = "A slot.";
    const plain = [{ text }];
    expect(segmentsFromMarks(text, 0, [[0, 2, 99, 0]], glossary.terms)).toEqual(plain);
    expect(segmentsFromMarks(text, 0, [[0, 2, 6, 42]], glossary.terms)).toEqual(plain);
    expect(segmentsFromMarks(text, 0, [[0, 5, 2, 0]], glossary.terms)).toEqual(plain);
    expect(segmentsFromMarks(text, 0, [[1, 2, 6, 0]], glossary.terms)).toEqual(plain);
    // Offsets that no longer point at the term, or that fall inside link markup, after the text changed.
    expect(segmentsFromMarks("A plot.", 0, [[0, 3, 7, 0]], glossary.terms)).toEqual([{ text: "A plot." }]);
    const linked = "[a slot](https://x.example/slot) here";
    expect(
      segmentsFromMarks(
        linked,
        0,
        [
          [0, 3, 7, 0],
          [0, 27, 31, 0],
        ],
        glossary.terms,
      ),
    ).toEqual([{ text: linked }]);
    expect(
      segmentsFromMarks(
        text,
        0,
        [
          [0, 2, 6, 0],
          [0, 3, 5, 0],
        ],
        glossary.terms,
      ),
    ).toEqual([{ text: "A " }, { text: "slot", term: "slot", definition: "A 12-second window." }, { text: "." }]);
  });
});

describe("termsUsedIn", () => {
  test("keeps only the entries the texts use, in glossary order", () => {
    expect(termsUsedIn(["The gas limit per slot."], glossary.terms).map((t) => t.term)).toEqual(["slot", "gas limit"]);
    expect(termsUsedIn([], glossary.terms)).toEqual([]);
  });
});

describe("unexplainedAbbreviations", () => {
  test("lists abbreviations neither in the glossary, nor not-jargon, nor a `name` in the spec", () => {
    expect(
      unexplainedAbbreviations(
        "EOF and SSZ cost ETH; CALL and CALLs and PTC, EIP-1 and 4844.",
        glossary,
        "the `CALL` opcode",
      ),
    ).toEqual(["PTC", "SSZ"]);
  });
});
