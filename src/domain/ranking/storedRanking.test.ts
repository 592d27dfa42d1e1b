import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { assignTier, clearRanking } from "./assign";
import { loadRankingState, parseStoredRanking } from "./readStoredRanking";
import { rankingItemId, serializeRanking } from "./storedRanking";
import { TIERS, type Tier } from "~/schemas/tiers";

describe("serializeRanking", () => {
  it("writes version 1 with eip-{id} keys and the order", () => {
    const state = assignTier(assignTier(clearRanking(), 7805, "A"), 7702, "S");
    expect(JSON.parse(serializeRanking(state.tierOf, state.order))).toEqual({
      version: 1,
      tiers: { "eip-7805": "A", "eip-7702": "S" },
      order: ["eip-7805", "eip-7702"],
    });
  });

  it("without an order, writes ranked ids ascending", () => {
    expect(JSON.parse(serializeRanking({ 7805: "B", 7702: "S" })).order).toEqual(["eip-7702", "eip-7805"]);
  });

  it("round-trips through parseStoredRanking and loadRankingState", () => {
    const step = fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom<Tier | null>(...TIERS, null));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const state = steps.reduce((s, [id, tier]) => assignTier(s, id, tier), clearRanking());
        const poolIds = steps.map(([id]) => id);
        const raw = serializeRanking(state.tierOf, state.order);
        expect(parseStoredRanking(raw, poolIds)).toEqual(state.tierOf);
        expect(loadRankingState(raw, poolIds)).toEqual(state);
      }),
    );
  });

  it("uses eip-{id} item ids", () => {
    expect(rankingItemId(7702)).toBe("eip-7702");
  });
});
