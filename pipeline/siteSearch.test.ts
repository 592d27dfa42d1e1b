import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { searchCalendar } from "../src/domain/search/calendarSearch";
import { searchIndexParts } from "../src/domain/search/calendarIndex";
import { searchSite } from "../src/domain/mcp/siteSearch";
import { compileSite } from "./compileSite";
import { CONTENT_DIR } from "./paths";

// The MCP server searches a deployed site part by part; it must rank exactly as the site's search does.
describe("searching a site's index part by part (the MCP server's search)", () => {
  const { searchIndex } = compileSite(
    CONTENT_DIR,
    resolve("tests", "fixtures", "archive"),
    new Date("2026-01-01T00:00:00Z"),
  );
  const parts = searchIndexParts(searchIndex);
  const asked: string[] = [];
  const readPart = async (path: string) => {
    asked.push(path);
    if (!parts.has(path)) throw new Error(`${path} is missing`);
    return JSON.parse(JSON.stringify(parts.get(path))) as unknown;
  };

  for (const [query, options] of [
    ["gas limit", {}],
    ["devnet", { callType: "acde" }],
    ["EIP-7805", { contentType: "decision" as const }],
    ["blob", { limit: 3 }],
    ["zzzz nothing matches", {}],
  ] as const) {
    it(`ranks "${query}" ${JSON.stringify(options)} as the site's search does`, async () => {
      const expected = searchCalendar(searchIndex, query, options);
      const { hits, total } = await searchSite(searchIndex.head, readPart, query, options);
      expect(total).toBe(expected.total);
      expect(hits).toEqual(expected.results);
    });
  }

  it("found something for the common queries (the comparisons above are not all of empty lists)", async () => {
    expect((await searchSite(searchIndex.head, readPart, "devnet", {})).hits.length).toBeGreaterThan(1);
  });

  it("reads only the parts a query needs", async () => {
    asked.length = 0;
    await searchSite(searchIndex.head, readPart, "devnet", { limit: 1 });
    expect(asked.length).toBeLessThan(parts.size);
    expect(asked.filter((path) => path.includes("/d/")).length).toBe(1);
  });

  it("names a part that is not what the head says", async () => {
    const broken = async (path: string) =>
      path.includes("/p/") || path.includes("/w/") ? { x: "not postings" } : readPart(path);
    await expect(searchSite(searchIndex.head, broken, "devnet", {})).rejects.toThrow(
      /the search index part search\/\w+\/[pw]\/\d+\.json is invalid/,
    );
  });
});
