import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "../src/domain/search/calendarIndex";
import { searchDoc, UPDATED } from "../src/domain/search/searchDocumentFixture";
import { benchmarkQueries } from "./searchBenchmark";

describe("benchmarkQueries", () => {
  it("reports the median warm time and the total per query", () => {
    const index = buildSearchIndex([searchDoc({ text: "fork fork" })], UPDATED);
    let tick = 0;
    const timings = benchmarkQueries(index, ["fork", "none"], { runs: 3, now: () => (tick += 2) });
    expect(timings).toEqual([
      { query: "fork", ms: 2, total: 1 },
      { query: "none", ms: 2, total: 0 },
    ]);
  });
});
