import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { assignTier, clearRanking, itemsInTier, rankedCount, unrankedItems, type RankingState } from "./assign";
import { TIERS, type Tier } from "~/schemas/tiers";

const pool = [1, 2, 3, 4, 5].map((id) => ({ id, title: `T${id}` }));
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

function assignAll(steps: [number, Tier | null][], from: RankingState = clearRanking()): RankingState {
  return steps.reduce((state, [id, tier]) => assignTier(state, id, tier), from);
}

describe("clearRanking", () => {
  it("starts with nothing ranked", () => {
    const state = clearRanking();
    expect(rankedCount(state)).toBe(0);
    expect(ids(unrankedItems(pool, state))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("assignTier", () => {
  it("orders items within a tier by when they were assigned", () => {
    const state = assignAll([
      [3, "S"],
      [1, "S"],
      [2, "A"],
      [5, "S"],
    ]);
    expect(ids(itemsInTier(pool, state, "S"))).toEqual([3, 1, 5]);
    expect(ids(itemsInTier(pool, state, "A"))).toEqual([2]);
    expect(itemsInTier(pool, state, "D")).toEqual([]);
  });

  it("moving an item to another tier appends it there", () => {
    const state = assignAll([
      [1, "A"],
      [2, "S"],
      [3, "A"],
      [2, "A"],
    ]);
    expect(ids(itemsInTier(pool, state, "A"))).toEqual([1, 3, 2]);
    expect(itemsInTier(pool, state, "S")).toEqual([]);
  });

  it("re-assigning the same tier keeps the item's place and the state identity", () => {
    const state = assignAll([
      [1, "A"],
      [2, "A"],
    ]);
    expect(assignTier(state, 1, "A")).toBe(state);
    expect(ids(itemsInTier(pool, state, "A"))).toEqual([1, 2]);
  });

  it("null returns an item to unranked, in pool order", () => {
    const state = assignAll([
      [4, "B"],
      [2, "C"],
      [4, null],
    ]);
    expect(state.tierOf).toEqual({ 2: "C" });
    expect(state.order).toEqual([2]);
    expect(ids(unrankedItems(pool, state))).toEqual([1, 3, 4, 5]);
  });

  it("unranking an unranked item changes nothing", () => {
    const state = assignAll([[1, "S"]]);
    expect(assignTier(state, 2, null)).toBe(state);
  });

  it("does not mutate the previous state", () => {
    const before = assignAll([[1, "S"]]);
    assignTier(before, 2, "A");
    assignTier(before, 1, null);
    expect(before).toEqual({ tierOf: { 1: "S" }, order: [1] });
  });

  it("keeps order equal to the ranked ids, each once, whatever the steps", () => {
    const step = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom<Tier | null>(...TIERS, null));
    fc.assert(
      fc.property(fc.array(step), (steps) => {
        const state = assignAll(steps);
        expect([...state.order].sort()).toEqual(Object.keys(state.tierOf).map(Number).sort());
        expect(new Set(state.order).size).toBe(state.order.length);
        expect(rankedCount(state)).toBe(state.order.length);
        const tiered = TIERS.flatMap((tier) => ids(itemsInTier(pool, state, tier)));
        expect(tiered.length + unrankedItems(pool, state).length).toBe(pool.length);
      }),
    );
  });
});

describe("itemsInTier", () => {
  it("skips ranked ids that are not in the pool", () => {
    const state = assignAll([
      [99, "S"],
      [1, "S"],
    ]);
    expect(ids(itemsInTier(pool, state, "S"))).toEqual([1]);
    expect(rankedCount(state)).toBe(2);
  });
});
