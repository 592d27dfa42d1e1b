import * as z from "zod/mini";

// Shapes of the ranking kept in the visitor's localStorage. Read with safeParse only: anything else is ignored.
// zod/mini: the rank page validates these in the browser, where the full zod build would blow the JS budget.

export const rankingItemIdSchema = z.string().check(z.regex(/^eip-[1-9]\d*$/, "an item id 'eip-{id}'"));
export const TIERS = ["S", "A", "B", "C", "D"] as const;
export const tierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof tierSchema>;

/** Current format. order (ranked item ids in assignment order) is optional: early files lack it. */
export const storedRankingSchema = z.object({
  version: z.literal(1),
  tiers: z.record(rankingItemIdSchema, tierSchema),
  order: z.optional(z.array(rankingItemIdSchema)),
});
export type StoredRanking = z.infer<typeof storedRankingSchema>;

/** The SPEC's Ranking item, as an earlier format stored a list of them. */
export const legacyRankingItemSchema = z
  .object({
    id: rankingItemIdSchema,
    eip: z.number().check(z.int(), z.positive()),
    tier: z.enum([...TIERS, "none"]),
  })
  .check(z.refine((item) => item.id === `eip-${item.eip}`, "id and eip name the same proposal"));
export type LegacyRankingItem = z.infer<typeof legacyRankingItemSchema>;
export const legacyRankingSchema = z.array(legacyRankingItemSchema);
