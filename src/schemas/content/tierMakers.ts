import { z } from "zod";
import { upgradeSchema } from "./upgrades";

/**
 * content/tier-makers/{upgrade}-{asOf}.json: the proposals a closed tier maker ranks, frozen as they stood on a day
 * (the upgrade's proposal deadline), so the maker keeps its pool after the EIPs' statuses move on.
 */
export const tierMakerSnapshotSchema = z.strictObject({
  upgrade: upgradeSchema.shape.id,
  asOf: z.iso.date(),
  eips: z.array(z.number().int().positive()).min(1),
});
export type TierMakerSnapshot = z.infer<typeof tierMakerSnapshotSchema>;
