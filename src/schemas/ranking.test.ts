import { describe, expect, it } from "vitest";
import { legacyRankingItemSchema, storedRankingSchema } from "./ranking";

describe("storedRankingSchema", () => {
  it("accepts version 1 with tiers, with or without order", () => {
    expect(storedRankingSchema.safeParse({ version: 1, tiers: { "eip-7702": "S" } }).success).toBe(true);
    expect(storedRankingSchema.safeParse({ version: 1, tiers: {}, order: ["eip-1"] }).success).toBe(true);
  });

  it("rejects other versions, unknown tiers and malformed item ids", () => {
    expect(storedRankingSchema.safeParse({ version: 2, tiers: {} }).success).toBe(false);
    expect(storedRankingSchema.safeParse({ version: 1, tiers: { "eip-1": "E" } }).success).toBe(false);
    expect(storedRankingSchema.safeParse({ version: 1, tiers: { "eip-1": "none" } }).success).toBe(false);
    expect(storedRankingSchema.safeParse({ version: 1, tiers: { "7702": "S" } }).success).toBe(false);
    expect(storedRankingSchema.safeParse({ version: 1, tiers: { "eip-0": "S" } }).success).toBe(false);
    expect(storedRankingSchema.safeParse({ version: 1, tiers: {}, order: [7702] }).success).toBe(false);
  });
});

describe("legacyRankingItemSchema", () => {
  it("accepts a Ranking item whose id matches its eip, tier S to D or none", () => {
    expect(legacyRankingItemSchema.safeParse({ id: "eip-7702", eip: 7702, tier: "none" }).success).toBe(true);
    expect(legacyRankingItemSchema.safeParse({ id: "eip-7702", eip: 7702, tier: "D" }).success).toBe(true);
  });

  it("rejects an item whose id and eip disagree", () => {
    expect(legacyRankingItemSchema.safeParse({ id: "eip-7702", eip: 7703, tier: "S" }).success).toBe(false);
  });
});
