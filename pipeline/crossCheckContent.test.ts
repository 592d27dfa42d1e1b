import { describe, expect, test } from "vitest";
import type { Content } from "./content";
import { crossCheckContent } from "./crossCheckContent";

const content = (glossary: Content["glossary"], more: Partial<Content> = {}): Content => ({
  site: {} as Content["site"],
  upgrades: [],
  eips: [],
  series: [],
  calls: [],
  events: [],
  clientTeams: [],
  glossary,
  eipAliases: [],
  ...more,
});

describe("crossCheckContent: glossary", () => {
  test("a spelling that belongs to two terms is a problem naming both", () => {
    const problems = crossCheckContent(
      content({
        terms: [
          { term: "slot", aliases: ["slots"], definition: "a" },
          { term: "storage slot", aliases: ["Slots"], definition: "b" },
        ],
        notJargon: [],
      }),
    );
    expect(problems).toEqual([
      { file: "glossary.json", message: "term 'storage slot': 'Slots' is already a spelling of 'slot'" },
    ]);
  });

  test("distinct spellings pass", () => {
    expect(
      crossCheckContent(content({ terms: [{ term: "slot", aliases: ["slots"], definition: "a" }], notJargon: [] })),
    ).toEqual([]);
  });
});

describe("crossCheckContent: series", () => {
  const noGlossary = { terms: [], notJargon: [] };
  const acdc = { id: "acdc", name: "All Core Devs - Consensus", short: "ACDC" };

  test("a call of a series series.json does not list is a problem naming the series", () => {
    const calls = [
      { type: "acdc", number: "154", date: "2025-04-03" },
      { type: "focil", number: "001", date: "2025-05-01" },
    ];
    expect(crossCheckContent(content(noGlossary, { series: [acdc], calls }))).toEqual([
      { file: "calls.json", message: "field '1.type': no series 'focil' in series.json" },
    ]);
  });

  test("a series listed twice is a problem", () => {
    expect(crossCheckContent(content(noGlossary, { series: [acdc, acdc] }))).toEqual([
      { file: "series.json", message: "series 'acdc' is listed twice" },
    ]);
  });
});
