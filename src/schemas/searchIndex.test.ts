import { describe, expect, it } from "vitest";
import { SEARCH_INDEX_VERSION, searchIndexSchema, type SearchIndex } from "./searchIndex";

function validIndex(): SearchIndex {
  return {
    version: SEARCH_INDEX_VERSION,
    lastUpdated: "2025-11-01T12:00:00.000Z",
    calls: [
      ["acde", "2025-06-05", "213", 0, 2],
      ["acdc", "2025-04-03", "154", 2, 1],
    ],
    docs: { types: "tca", times: [349, "00:05:49.620", 0], speakers: [0, 1, 0], texts: ["fork blob", "blob", "fork"] },
    speakerNames: ["Tim", "Alex"],
    postings: { blob: [0, 1], fork: [0, 2] },
  };
}

const problemsOf = (index: unknown) => searchIndexSchema.safeParse(index).error?.issues.map((issue) => issue.message) ?? [];

describe("searchIndexSchema", () => {
  it("accepts a consistent index", () => {
    expect(searchIndexSchema.parse(validIndex())).toEqual(validIndex());
  });

  it("rejects another version or a lastUpdated that is not a date-time", () => {
    expect(searchIndexSchema.safeParse({ ...validIndex(), version: "1.0.3" }).success).toBe(false);
    expect(searchIndexSchema.safeParse({ ...validIndex(), lastUpdated: "today" }).success).toBe(false);
  });

  it("rejects columns of different lengths", () => {
    const index = validIndex();
    index.docs.times.pop();
    expect(problemsOf(index)).toEqual(["docs.times has 2 entries, texts has 3"]);
  });

  it("rejects call ranges that leave a gap or do not cover every doc", () => {
    const gap = validIndex();
    gap.calls[1] = ["acdc", "2025-04-03", "154", 3, 1];
    expect(problemsOf(gap)).toEqual(["call acdc 154 (2025-04-03) does not start at doc 2"]);
    const short = validIndex();
    short.calls.pop();
    expect(problemsOf(short)).toEqual(["calls cover 2 docs, texts has 3"]);
  });

  it("rejects postings that point past the last doc or do not ascend", () => {
    expect(problemsOf({ ...validIndex(), postings: { fork: [0, 3] } })).toEqual([
      'postings for "fork" are not ascending ids below 3',
    ]);
    expect(problemsOf({ ...validIndex(), postings: { fork: [1, 0] } })).toHaveLength(1);
  });

  it("rejects unknown type letters and speaker ids out of range", () => {
    expect(searchIndexSchema.safeParse({ ...validIndex(), docs: { ...validIndex().docs, types: "txa" } }).success).toBe(false);
    expect(problemsOf({ ...validIndex(), speakerNames: ["Tim"] })).toEqual(["a speaker index is out of range"]);
  });

  it("rejects unknown fields", () => {
    expect(searchIndexSchema.safeParse({ ...validIndex(), extra: 1 }).success).toBe(false);
  });
});
