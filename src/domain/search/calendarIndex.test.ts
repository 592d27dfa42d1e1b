import { describe, expect, it } from "vitest";
import { searchIndexSchema } from "~/schemas/searchIndex";
import { buildSearchIndex } from "./calendarIndex";
import { searchCalendar } from "./calendarSearch";
import { searchDoc, UPDATED } from "./searchDocumentFixture";

describe("buildSearchIndex", () => {
  it("indexes a breakout held inside a call as an entry of its own, after the call's, and its hits name it", () => {
    const index = buildSearchIndex(
      [
        searchDoc({ text: "breakout devnet", callSession: "cl", callType: "acdt", callNumber: "087", callDate: "2026-07-13" }),
        searchDoc({ text: "main devnet", callType: "acdt", callNumber: "087", callDate: "2026-07-13" }),
      ],
      UPDATED,
    );
    expect(index.calls).toEqual([["acdt", "2026-07-13", "087", 0, 1], ["acdt", "2026-07-13", "087", 1, 1, "cl"]]);
    const { results: hits } = searchCalendar(searchIndexSchema.parse(JSON.parse(JSON.stringify(index))), "devnet");
    expect(hits.map((hit) => [hit.text, hit.callSession])).toEqual([["main devnet", undefined], ["breakout devnet", "cl"]]);
    expect(searchIndexSchema.safeParse({ ...index, calls: [index.calls[0], ["acdt", "2026-07-13", "087", 1, 1, "../cl"]] }).success).toBe(false);
  });

  it("produces a JSON round-trippable index that the browser schema accepts", () => {
    const index = buildSearchIndex(
      [searchDoc({ text: "Pectra ships EIP-7702" }), searchDoc({ text: "Fusaka next", position: 1, speaker: "Alex" })],
      UPDATED,
    );
    const reloaded = searchIndexSchema.parse(JSON.parse(JSON.stringify(index)));
    expect(reloaded).toEqual(index);
    expect(index.version).toBe("1.0.6");
    expect(index.lastUpdated).toBe(UPDATED);
    expect(searchCalendar(reloaded, "7702")).toEqual(searchCalendar(index, "7702"));
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
    expect(index.calls).toEqual([
      ["acdt", "2025-06-02", "040", 0, 2],
      ["acdc", "2025-04-03", "154", 2, 1],
    ]);
    expect(index.docs.texts).toEqual(["new zero", "new one", "old"]);
    expect(index.docs.positions).toBeUndefined();
  });

  it("stores gap-encoded posting lists and speaker ids", () => {
    const index = buildSearchIndex(
      [0, 1, 2, 3].map((position) => searchDoc({ position, text: position % 2 ? "blob blob" : "gas", speaker: position ? "Tim" : "Ansgar" })),
      UPDATED,
    );
    expect(index.postings).toEqual({ blob: [1, 2], gas: [0, 2] });
    expect(index.speakerNames).toEqual(["Ansgar", "Tim"]);
    expect(index.docs.speakers).toEqual([0, 1, 1, 1]);
  });

  it("gives back every document field exactly, including odd timestamps and sparse positions", () => {
    const docs = [
      searchDoc({ text: "alpha one", timestamp: "00:05:49.620", position: 4 }),
      searchDoc({ text: "alpha two", timestamp: "1:02:03", position: 9, type: "chat" }),
      searchDoc({ text: "alpha three", timestamp: "01:02:03", position: 12, type: "action", speaker: "" }),
    ];
    const index = buildSearchIndex(docs, UPDATED);
    const hits = searchCalendar(index, "alpha").results;
    expect(hits.map(({ score: _score, ...fields }) => fields)).toEqual(expect.arrayContaining(docs));
    expect(index.docs.times).toEqual(["00:05:49.620", "1:02:03", 3723]);
  });

  it("rejects a lastUpdated that is not an ISO date-time", () => {
    expect(() => buildSearchIndex([searchDoc({ text: "x" })], "yesterday")).toThrow();
  });
});
