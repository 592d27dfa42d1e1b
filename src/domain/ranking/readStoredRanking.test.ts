import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { loadRankingState, parseStoredRanking } from "./readStoredRanking";

const pool = [7702, 7732, 7805, 7928];
const json = (value: unknown) => JSON.stringify(value);

describe("parseStoredRanking", () => {
  it("reads the current format", () => {
    const raw = json({ version: 1, tiers: { "eip-7702": "S", "eip-7928": "D" } });
    expect(parseStoredRanking(raw, pool)).toEqual({ 7702: "S", 7928: "D" });
  });

  it.each([
    ["nothing stored", null],
    ["invalid JSON", "{version: 1"],
    ["empty string", ""],
    ["a JSON scalar", "42"],
    ["JSON null", "null"],
    ["missing tiers", json({ version: 1 })],
    ["wrong version", json({ version: 2, tiers: { "eip-7702": "S" } })],
    ["version as string", json({ version: "1", tiers: { "eip-7702": "S" } })],
    ["an unknown tier value", json({ version: 1, tiers: { "eip-7702": "S", "eip-7732": "E" } })],
    ["a malformed item id", json({ version: 1, tiers: { "7702": "S" } })],
    ["a malformed order", json({ version: 1, tiers: { "eip-7702": "S" }, order: "eip-7702" })],
    ["a __proto__ key", '{"version":1,"tiers":{"__proto__":"S"}}'],
  ])("ignores %s", (_case, raw) => {
    expect(parseStoredRanking(raw, pool)).toEqual({});
  });

  it("drops EIPs that are no longer in the pool", () => {
    const raw = json({ version: 1, tiers: { "eip-7702": "S", "eip-1": "A" } });
    expect(parseStoredRanking(raw, pool)).toEqual({ 7702: "S" });
  });

  it("migrates the legacy list of Ranking items, 'none' meaning unranked", () => {
    const raw = json([
      { id: "eip-7702", eip: 7702, tier: "S" },
      { id: "eip-7732", eip: 7732, tier: "none" },
      { id: "eip-7805", eip: 7805, tier: "B" },
      { id: "eip-1", eip: 1, tier: "A" },
    ]);
    expect(parseStoredRanking(raw, pool)).toEqual({ 7702: "S", 7805: "B" });
  });

  it("ignores a legacy list with a bad item", () => {
    const raw = json([
      { id: "eip-7702", eip: 7702, tier: "S" },
      { id: "eip-7805", eip: 7805, tier: "X" },
    ]);
    expect(parseStoredRanking(raw, pool)).toEqual({});
  });
});

describe("loadRankingState", () => {
  it("restores the assignment order from the stored order", () => {
    const raw = json({
      version: 1,
      tiers: { "eip-7702": "S", "eip-7732": "S", "eip-7805": "A" },
      order: ["eip-7805", "eip-7732", "eip-7702"],
    });
    expect(loadRankingState(raw, pool)).toEqual({
      tierOf: { 7702: "S", 7732: "S", 7805: "A" },
      order: [7805, 7732, 7702],
    });
  });

  it("without an order, follows the key order of tiers", () => {
    const raw = json({ version: 1, tiers: { "eip-7805": "S", "eip-7702": "S" } });
    expect(loadRankingState(raw, pool).order).toEqual([7805, 7702]);
  });

  it("appends ranked items the order misses and ignores order entries without a tier", () => {
    const raw = json({ version: 1, tiers: { "eip-7702": "S", "eip-7732": "A" }, order: ["eip-7928", "eip-7732"] });
    expect(loadRankingState(raw, pool).order).toEqual([7732, 7702]);
  });

  it("keeps the legacy list order as assignment order", () => {
    const raw = json([
      { id: "eip-7805", eip: 7805, tier: "C" },
      { id: "eip-7702", eip: 7702, tier: "C" },
    ]);
    expect(loadRankingState(raw, pool).order).toEqual([7805, 7702]);
  });

  it("never throws on arbitrary strings", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => {
          const state = loadRankingState(raw, pool);
          expect(state.order.every((id) => pool.includes(id))).toBe(true);
        },
      ),
    );
  });
});
