import { describe, expect, it } from "vitest";
import {
  parseDocChunk,
  parsePostingFile,
  SEARCH_INDEX_VERSION,
  searchIndexHeadSchema,
  type SearchIndexHead,
} from "./searchIndex";

function validHead(): SearchIndexHead {
  return {
    version: SEARCH_INDEX_VERSION,
    lastUpdated: "2025-11-01T12:00:00.000Z",
    calls: [
      ["acde", "2025-06-05", "213", 0, 2],
      ["acdc", "2025-04-03", "154", 2, 1],
    ],
    types: "tca",
    parts: { id: "k3x9", shards: 4, own: ["the"], chunkSize: 32 },
  };
}

const problemsOf = (head: unknown) =>
  searchIndexHeadSchema.safeParse(head).error?.issues.map((issue) => issue.message) ?? [];

describe("searchIndexHeadSchema", () => {
  it("accepts a consistent head", () => {
    expect(searchIndexHeadSchema.parse(validHead())).toEqual(validHead());
  });

  it("rejects another version or a lastUpdated that is not a date-time", () => {
    expect(searchIndexHeadSchema.safeParse({ ...validHead(), version: "1.0.6" }).success).toBe(false);
    expect(searchIndexHeadSchema.safeParse({ ...validHead(), lastUpdated: "today" }).success).toBe(false);
  });

  it("rejects call ranges that leave a gap or do not cover every doc", () => {
    const gap = validHead();
    gap.calls[1] = ["acdc", "2025-04-03", "154", 3, 1];
    expect(problemsOf(gap)).toEqual(["call acdc 154 (2025-04-03) does not start at doc 2"]);
    expect(problemsOf({ ...validHead(), types: "tcat" })).toEqual(["calls cover 3 docs, types has 4"]);
  });

  it("rejects unknown type letters, a parts folder that could leave its place, and a key listed twice", () => {
    expect(searchIndexHeadSchema.safeParse({ ...validHead(), types: "txa" }).success).toBe(false);
    for (const id of ["../x", "", "a/b", "A1", "x".repeat(17)]) {
      expect(searchIndexHeadSchema.safeParse({ ...validHead(), parts: { ...validHead().parts, id } }).success).toBe(
        false,
      );
    }
    expect(problemsOf({ ...validHead(), parts: { ...validHead().parts, own: ["the", "the"] } })).toEqual([
      "parts.own lists a key twice",
    ]);
    expect(
      searchIndexHeadSchema.safeParse({ ...validHead(), parts: { ...validHead().parts, shards: 0 } }).success,
    ).toBe(false);
  });

  it("rejects unknown fields", () => {
    expect(searchIndexHeadSchema.safeParse({ ...validHead(), extra: 1 }).success).toBe(false);
  });
});

describe("parsePostingFile", () => {
  it("accepts ascending ids below the doc count", () => {
    expect(parsePostingFile({ fork: [0, 2], "blob fork": [1] }, 3)).toEqual({
      file: { fork: [0, 2], "blob fork": [1] },
    });
  });

  it("says why a file cannot be used: ids past the last doc, not ascending, or not a posting file at all", () => {
    expect(parsePostingFile({ fork: [0, 3] }, 3)).toEqual({
      problem: 'postings for "fork" are not ascending ids below 3',
    });
    expect(parsePostingFile({ fork: [1, 0] }, 3)).toHaveProperty("problem");
    for (const raw of [null, [], "fork", { fork: [] }, { fork: [-1] }, { fork: [0.5] }, { x: [0] }, { fork: "0,1" }]) {
      expect(parsePostingFile(raw, 3)).toHaveProperty("problem");
    }
  });

  it("keeps a key named like an Object.prototype member as an ordinary key", () => {
    const parsed = parsePostingFile(JSON.parse('{"__proto__":[0],"constructor":[1]}'), 3);
    expect("file" in parsed && Object.hasOwn(parsed.file, "constructor")).toBe(true);
  });
});

describe("parseDocChunk", () => {
  it("accepts exactly the expected number of rows", () => {
    expect(
      parseDocChunk(
        [
          [349, "Tim", "fork"],
          ["00:05:49.620", "", "blob"],
        ],
        2,
      ),
    ).toEqual({
      rows: [
        [349, "Tim", "fork"],
        ["00:05:49.620", "", "blob"],
      ],
    });
    expect(parseDocChunk([[349, "Tim", "fork"]], 2)).toEqual({ problem: "the chunk has 1 docs, not 2" });
  });

  it("says why malformed rows cannot be used", () => {
    for (const raw of [null, {}, [[349, "Tim"]], [[-1, "Tim", "x"]], [[1, 2, "x"]], [[1, "Tim", "x", "extra"]]]) {
      expect(parseDocChunk(raw, 1)).toHaveProperty("problem");
    }
  });
});
