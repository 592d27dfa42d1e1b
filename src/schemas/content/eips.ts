import { z } from "zod";
import { STAKEHOLDER_GROUPS, type NORTH_STAR_GOALS } from "../eipConstants";
import { callRefSchema } from "./calls";
import { httpsUrl } from "./httpsUrl";
import { forkNameSchema } from "./upgrades";

// content/eips/*.json: an EIP, our plain-language text and its stage in each upgrade.

// Stored statuses; "" means "listed without a stage" in older facts. Networking and Informational are EIPs the meta
// EIP lists beside the fork's stages (shipped alongside it, not activated by it).
export const STAGE_STATUSES = [
  "Included", "Considered", "Declined", "Scheduled", "Proposed", "Withdrawn", "Networking", "Informational", "",
] as const;
export const stageStatusSchema = z.enum(STAGE_STATUSES);
export type StageStatus = z.infer<typeof stageStatusSchema>;

export const layerSchema = z.enum(["EL", "CL"]);
export type Layer = z.infer<typeof layerSchema>;

export const championSchema = z.strictObject({
  name: z.string().min(1),
  discord: z.string().min(1).optional(),
  telegram: z.string().min(1).optional(),
  email: z.string().min(1).optional(),
});
export type Champion = z.infer<typeof championSchema>;

/** One dated step of an EIP's stage in an upgrade; call and date are null where the facts do not know them. */
export const stageStepSchema = z.strictObject({
  status: stageStatusSchema.exclude([""]),
  call: callRefSchema.nullable(),
  date: z.iso.date().nullable(),
  /** Seconds into the call's video. */
  timestamp: z.number().int().nonnegative().optional(),
});
export type StageStepFact = z.infer<typeof stageStepSchema>;

/**
 * A correction of what the sources say: the stage from `date` on, and why. It holds until a call decision or meta-EIP
 * commit dated after it, and the build report lists it once the sources contradict it.
 */
export const stageOverrideSchema = z.strictObject({
  stage: stageStatusSchema.exclude([""]),
  date: z.iso.date(),
  reason: z.string().trim().min(12, "say why the sources are wrong, in a sentence"),
});
export type StageOverride = z.infer<typeof stageOverrideSchema>;

export const forkRelationshipSchema = z.strictObject({
  forkName: forkNameSchema,
  /**
   * The stage as imported (site.json's stageFactsAsOf); the build replaces it with the stage the latest evidence
   * gives (domain/stages/stageEvidence.ts).
   */
  status: stageStatusSchema,
  /** Every stage change the imported facts know, oldest first. */
  statusHistory: z.array(stageStepSchema).optional(),
  stageOverride: stageOverrideSchema.optional(),
  layer: layerSchema.optional(),
  champion: championSchema.optional(),
  /** All champions when there are two or more; champion is the first. */
  champions: z.array(championSchema).min(2).optional(),
  isHeadliner: z.boolean().optional(),
  wasHeadlinerCandidate: z.boolean().optional(),
  headlinerDiscussionLink: httpsUrl.optional(),
});
export type ForkRelationship = z.infer<typeof forkRelationshipSchema>;

const described = z.strictObject({ description: z.string().min(1) });

export type StakeholderGroup = (typeof STAKEHOLDER_GROUPS)[number];

export type NorthStarGoal = (typeof NORTH_STAR_GOALS)[number];

// How our plain-language text was checked against the EIP's specification, read in full beside it.
export const TEXT_REVIEW_VERDICTS = ["accurate", "corrected"] as const;
export const textReviewSchema = z.strictObject({
  reviewedOn: z.iso.date(),
  // sha256 of the spec file read (content/eip-specs/eip-<id>.md): a changed spec makes the review stale.
  specSha256: z.string().regex(/^[0-9a-f]{64}$/, "a sha256 in lowercase hex"),
  verdict: z.enum(TEXT_REVIEW_VERDICTS),
  // What the review changed, one line each; empty when the text was accurate as it stood.
  changes: z.array(z.string().min(1)),
});
export type TextReview = z.infer<typeof textReviewSchema>;

// A number in our prose that the EIP's own spec does not state, and the other EIP spec that does.
export const numberSourceSchema = z.strictObject({
  number: z.string().min(1),
  spec: z.number().int().positive(),
});
export type NumberSource = z.infer<typeof numberSourceSchema>;

export const eipSchema = z.strictObject({
  id: z.number().int().positive(),
  // Usually prefixed 'EIP-n: ' or 'RIP-n: ' (stripped for display); some upstream titles are not.
  title: z.string().min(1),
  status: z.enum(["Draft", "Review", "Last Call", "Final", "Stagnant", "Withdrawn", "Living"]),
  // Empty where the EIP's header has none (EIP-2488).
  description: z.string(),
  author: z.string().min(1),
  type: z.enum(["Standards Track", "Meta", "Informational"]),
  category: z.enum(["Core", "Networking", "Interface", "ERC"]).optional(),
  createdDate: z.iso.date(),
  discussionLink: httpsUrl.optional(),
  forkRelationships: z.array(forkRelationshipSchema),
  reviewer: z.enum(["bot", "expert", "staff"]).optional(),
  review: textReviewSchema.optional(),
  numberSources: z.array(numberSourceSchema).optional(),
  laymanDescription: z.string().min(1).optional(),
  benefits: z.array(z.string().min(1)).optional(),
  tradeoffs: z.array(z.string().min(1)).optional(),
  stakeholderImpacts: z.strictObject(
    Object.fromEntries(STAKEHOLDER_GROUPS.map((g) => [g, described])) as Record<StakeholderGroup, typeof described>,
  ).optional(),
  northStarAlignment: z.strictObject({
    scaleL1: described.optional(),
    scaleBlobs: described.optional(),
    improveUX: described.optional(),
  }).optional(),
});
export type Eip = z.infer<typeof eipSchema>;
