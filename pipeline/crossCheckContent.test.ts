import { describe, expect, test } from "vitest";
import type { Content } from "./content";
import { crossCheckContent } from "./crossCheckContent";

const content = (glossary: Content["glossary"]): Content => ({
  site: {} as Content["site"], upgrades: [], eips: [], calls: [], events: [], clientTeams: [], glossary,
});

describe("crossCheckContent: glossary", () => {
  test("a spelling that belongs to two terms is a problem naming both", () => {
    const problems = crossCheckContent(content({
      terms: [
        { term: "slot", aliases: ["slots"], definition: "a" },
        { term: "storage slot", aliases: ["Slots"], definition: "b" },
      ],
      notJargon: [],
    }));
    expect(problems).toEqual([{ file: "glossary.json", message: "term 'storage slot': 'Slots' is already a spelling of 'slot'" }]);
  });

  test("distinct spellings pass", () => {
    expect(crossCheckContent(content({ terms: [{ term: "slot", aliases: ["slots"], definition: "a" }], notJargon: [] }))).toEqual([]);
  });
});
