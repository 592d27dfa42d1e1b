import { describe, expect, it } from "vitest";
import { searchIndexHeadSchema } from "~/schemas/searchIndex";
import { buildSearchIndex, searchIndexFromParts, searchIndexParts, type BuiltSearchIndex } from "./calendarIndex";
import { searchCalendar } from "./calendarSearch";
import { chunkPath, keyHash } from "./indexParts";
import { searchDoc, UPDATED } from "./searchDocumentFixture";

/** The index written out as the build writes it (JSON text per file) and read back as the browser reads it. */
function roundTrip(index: BuiltSearchIndex): BuiltSearchIndex {
  const files = new Map([...searchIndexParts(index)].map(([path, content]) => [path, JSON.stringify(content)]));
  const head = searchIndexHeadSchema.parse(JSON.parse(JSON.stringify(index.head)));
  return searchIndexFromParts(head, (path) => {
    const text = files.get(path);
    return text === undefined ? undefined : JSON.parse(text);
  });
}

describe("buildSearchIndex", () => {
  it("indexes a breakout held inside a call as an entry of its own, after the call's, and its hits name it", () => {
    const index = buildSearchIndex(
      [
        searchDoc({
          text: "breakout devnet",
          callSession: "cl",
          callType: "acdt",
          callNumber: "087",
          callDate: "2026-07-13",
        }),
        searchDoc({ text: "main devnet", callType: "acdt", callNumber: "087", callDate: "2026-07-13" }),
      ],
      UPDATED,
    );
    expect(index.head.calls).toEqual([
      ["acdt", "2026-07-13", "087", 0, 1],
      ["acdt", "2026-07-13", "087", 1, 1, "cl"],
    ]);
    const { results: hits } = searchCalendar(roundTrip(index), "devnet");
    expect(hits.map((hit) => [hit.text, hit.callSession])).toEqual([
      ["main devnet", undefined],
      ["breakout devnet", "cl"],
    ]);
    expect(
      searchIndexHeadSchema.safeParse({
        ...index.head,
        calls: [index.head.calls[0], ["acdt", "2026-07-13", "087", 1, 1, "../cl"]],
      }).success,
    ).toBe(false);
  });

  it("splits into parts that join back to the same index, and searches the same", () => {
    const index = buildSearchIndex(
      [searchDoc({ text: "Pectra ships EIP-7702" }), searchDoc({ text: "Fusaka next", position: 1, speaker: "Alex" })],
      UPDATED,
    );
    const reloaded = roundTrip(index);
    expect(reloaded.head).toEqual(index.head);
    expect(reloaded.rows).toEqual(index.rows);
    expect(reloaded.postings).toEqual(index.postings);
    expect(index.head.version).toBe("1.1.0");
    expect(index.head.lastUpdated).toBe(UPDATED);
    expect(searchCalendar(reloaded, "eip 7702")).toEqual(searchCalendar(index, "eip 7702"));
  });

  it("names the parts' folder after the content: the same docs give the same name, other docs another", () => {
    const docs = [searchDoc({ text: "blob fork" })];
    const id = buildSearchIndex(docs, UPDATED).head.parts.id;
    expect(buildSearchIndex(docs, "2026-01-01T00:00:00.000Z").head.parts.id).toBe(id);
    expect(buildSearchIndex([searchDoc({ text: "blob forks" })], UPDATED).head.parts.id).not.toBe(id);
    expect(buildSearchIndex([searchDoc({ text: "blob fork", speaker: "Alex" })], UPDATED).head.parts.id).not.toBe(id);
  });

  it("factors call info into a calls table, newest call first, with doc-id ranges", () => {
    const index = buildSearchIndex(
      [
        searchDoc({ callType: "acdc", callNumber: "154", callDate: "2025-04-03", text: "old" }),
        searchDoc({ callType: "acdt", callNumber: "040", callDate: "2025-06-02", text: "new one", position: 1 }),
        searchDoc({ callType: "acdt", callNumber: "040", callDate: "2025-06-02", text: "new zero", position: 0 }),
      ],
      UPDATED,
    );
    expect(index.head.calls).toEqual([
      ["acdt", "2025-06-02", "040", 0, 2],
      ["acdc", "2025-04-03", "154", 2, 1],
    ]);
    expect(index.rows.map((row) => row[2])).toEqual(["new zero", "new one", "old"]);
  });

  it("stores gap-encoded posting lists of tokens and of tokens in a row", () => {
    const index = buildSearchIndex(
      [0, 1, 2, 3].map((position) =>
        searchDoc({ position, text: position % 2 ? "blob blob gas" : "gas", speaker: position ? "Tim" : "Ansgar" }),
      ),
      UPDATED,
    );
    expect(Object.fromEntries(index.postings)).toEqual({
      blob: [1, 2],
      gas: [0, 1, 1, 1],
      "blob blob": [1, 2],
      "blob gas": [1, 2],
    });
    expect(index.rows.map((row) => row[1])).toEqual(["Ansgar", "Tim", "Tim", "Tim"]);
  });

  it("gives each large posting list a file of its own and chunks the docs", () => {
    const docs = Array.from({ length: 9000 }, (_, position) =>
      searchDoc({ position, text: position % 3 ? "common word" : "common rare" }),
    );
    const index = buildSearchIndex(docs, UPDATED);
    expect(index.head.parts.own).toContain("common");
    expect(index.head.parts.own).not.toContain("rare");
    const parts = searchIndexParts(index);
    const { id, chunkSize } = index.head.parts;
    expect(parts.get(`search/${id}/w/${index.head.parts.own.indexOf("common")}.json`)).toEqual({
      common: [0, ...Array.from({ length: 8999 }, () => 1)],
    });
    expect(parts.get(`search/${id}/p/${keyHash("rare") % index.head.parts.shards}.json`)).toHaveProperty("rare");
    expect(parts.get(chunkPath(index.head.parts, 1))).toEqual(index.rows.slice(chunkSize, 2 * chunkSize));
    expect(searchCalendar(roundTrip(index), "common rare").total).toBe(9000);
  });

  it("writes every shared posting file, also for an archive with nothing to search", () => {
    const empty = buildSearchIndex([], UPDATED);
    expect([...searchIndexParts(empty)]).toEqual([[`search/${empty.head.parts.id}/p/0.json`, {}]]);
    expect(searchCalendar(roundTrip(empty), "blob")).toEqual({ results: [], total: 0 });
    const many = buildSearchIndex(
      Array.from({ length: 3000 }, (_, position) => searchDoc({ position, text: `word${position} other${position}` })),
      UPDATED,
    );
    expect(many.head.parts.shards).toBeGreaterThan(1);
    const parts = searchIndexParts(many);
    for (let shard = 0; shard < many.head.parts.shards; shard++)
      expect(parts.has(`search/${many.head.parts.id}/p/${shard}.json`)).toBe(true);
  });

  it("names a missing or invalid part when joining the index back", () => {
    const index = buildSearchIndex([searchDoc({ text: "blob fork" })], UPDATED);
    const parts = searchIndexParts(index);
    expect(() =>
      searchIndexFromParts(index.head, (path) => (path.includes("/d/") ? undefined : parts.get(path))),
    ).toThrow(/d\/0\.json/);
    expect(() =>
      searchIndexFromParts(index.head, (path) => (path.includes("/d/") ? [[0, "Tim"]] : parts.get(path))),
    ).toThrow(/d\/0\.json/);
    expect(() =>
      searchIndexFromParts(index.head, (path) => (path.includes("/p/") ? { blob: [5] } : parts.get(path))),
    ).toThrow(/not ascending ids below 1/);
  });

  it("gives back every document field exactly, including odd timestamps and a summary version", () => {
    const docs = [
      searchDoc({
        text: "alpha zero",
        timestamp: "",
        position: 1,
        type: "agenda",
        speaker: "",
        summaryVersion: "legacy",
      }),
      searchDoc({ text: "alpha one", timestamp: "00:05:49.620", position: 4 }),
      searchDoc({ text: "alpha two", timestamp: "1:02:03", position: 9, type: "chat" }),
      searchDoc({ text: "alpha three", timestamp: "01:02:03", position: 12, type: "action", speaker: "" }),
    ];
    const index = buildSearchIndex(docs, UPDATED);
    const hits = searchCalendar(roundTrip(index), "alpha").results;
    expect(hits.map(({ score: _score, ...fields }) => fields)).toEqual(
      expect.arrayContaining(docs.map(({ position: _position, ...fields }) => fields)),
    );
    expect(index.rows.map((row) => row[0])).toEqual(["", "00:05:49.620", "1:02:03", 3723]);
  });

  it("rejects a lastUpdated that is not an ISO date-time", () => {
    expect(() => buildSearchIndex([searchDoc({ text: "x" })], "yesterday")).toThrow();
  });
});
