import { z } from "zod";
import { STAKEHOLDER_GROUPS, type NORTH_STAR_GOALS } from "./eipConstants";

// Shapes of what we author in content/. Types come from here (z.infer), never declared twice.

const httpsUrl = z.url({ protocol: /^https$/ });

// "Hegota" without the accent, as the facts spell it; the upgrade's display name is "Hegotá".
export const FORK_NAMES = ["Pectra", "Fusaka", "Glamsterdam", "Hegota", "Cancun-Deneb"] as const;
export const forkNameSchema = z.enum(FORK_NAMES);
export type ForkName = z.infer<typeof forkNameSchema>;

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

// The call that decided a stage, as the facts name it: "acde/243" (series id, number not padded).
export const callRefSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}\/\d{1,6}$/, "a call as series/number");

/** One dated step of an EIP's stage in an upgrade; call and date are null where the facts do not know them. */
export const stageStepSchema = z.strictObject({
  status: stageStatusSchema.exclude([""]),
  call: callRefSchema.nullable(),
  date: z.iso.date().nullable(),
  /** Seconds into the call's video. */
  timestamp: z.number().int().nonnegative().optional(),
});
export type StageStepFact = z.infer<typeof stageStepSchema>;

export const forkRelationshipSchema = z.strictObject({
  forkName: forkNameSchema,
  /** The stage now: the last step of statusHistory when there is one. */
  status: stageStatusSchema,
  /** Every stage change, oldest first. */
  statusHistory: z.array(stageStepSchema).optional(),
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

export const UPGRADE_STATUSES = ["Active", "Scheduled", "Upcoming", "Planning", "Research"] as const;
export const upgradeStatusSchema = z.enum(UPGRADE_STATUSES);
export type UpgradeStatus = z.infer<typeof upgradeStatusSchema>;

export const timelineStepSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  dateRange: z.string().min(1),
  /** The day the step is due (or ends): once it has passed, a step not marked completed says so. */
  date: z.iso.date().optional(),
  description: z.string().min(1),
  status: z.enum(["completed", "current", "upcoming"]),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const clientTeamPerspectiveSchema = z.strictObject({
  teamName: z.string().min(1),
  teamType: z.enum(["EL", "CL", "Both"]),
  blogPostUrl: httpsUrl,
});
export type ClientTeamPerspective = z.infer<typeof clientTeamPerspectiveSchema>;

export const bannerSchema = z.strictObject({
  kind: z.enum(["info", "warning", "success"]),
  title: z.string().min(1),
  text: z.string().min(1),
  link: z.strictObject({ label: z.string().min(1), url: httpsUrl }).optional(),
  /** The day the banner announces: once it has passed, the banner says so instead of reading as the future. */
  date: z.iso.date().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;

// A headliner put forward before it had an EIP number: listed by its title and forum thread.
export const pendingHeadlinerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/),
  title: z.string().min(1),
  forumLink: httpsUrl,
  layer: z.enum(["EL", "CL", "Both"]),
});
export type PendingHeadliner = z.infer<typeof pendingHeadlinerSchema>;

export const upgradeSchema = z.strictObject({
  id: z.enum(["pectra", "fusaka", "glamsterdam", "hegota"]),
  path: z.string().regex(/^\/upgrade\/[a-z]+$/),
  name: z.string().min(1),
  forkName: forkNameSchema,
  layers: z.strictObject({ execution: z.string().min(1), consensus: z.string().min(1) }),
  /** Names it went by before its name was settled ("Heka"): calls of that time use them. */
  aka: z.array(z.string().min(1)).optional(),
  tagline: z.string().min(1),
  description: z.string().min(1),
  status: upgradeStatusSchema,
  activationDate: z.string().min(1),
  /** A planning estimate of the mainnet day, never an announced date. */
  projectedActivation: z.iso.date().optional(),
  /** The day the page's facts (status, stages, banners, timeline) were last checked: shown as 'Information as of …'. */
  asOf: z.iso.date(),
  disabled: z.boolean(),
  metaEip: z.number().int().positive(),
  metaEipLink: httpsUrl.optional(),
  banners: z.array(bannerSchema),
  timeline: z.array(timelineStepSchema).optional(),
  clientTeamPerspectives: z.array(clientTeamPerspectiveSchema).optional(),
  pendingHeadlinerProposals: z.array(pendingHeadlinerSchema).optional(),
});
export type Upgrade = z.infer<typeof upgradeSchema>;
export const upgradesFileSchema = z.array(upgradeSchema);

// A series id is upstream's (the manifest's key): any id of this form is a series, known or new.
export const callSeriesSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "a series id: lower-case letters, digits and '-'");
export type CallSeries = z.infer<typeof callSeriesSchema>;

export const seriesSchema = z.strictObject({
  id: callSeriesSchema,
  /** "All Core Devs - Consensus": from the manifest when sync first meets the series; ours to edit after. */
  name: z.string().min(1),
  /** A label of a few letters for badges and chips: "ACDC", "FOCIL". */
  short: z.string().min(1).max(8),
  /** The calendar and search offer a chip of its own (SPEC's ACDC, ACDE, ACDT); other series are picked from a menu. */
  chip: z.boolean().optional(),
});
export type Series = z.infer<typeof seriesSchema>;
export const seriesFileSchema = z.array(seriesSchema);

export const hmsSchema = z.string().regex(/^\d{2}:\d{2}:\d{2}$/, "HH:MM:SS");

export const callSyncSchema = z.strictObject({ transcriptStartTime: hmsSchema, videoStartTime: hmsSchema });
export type CallSync = z.infer<typeof callSyncSchema>;

export const registeredCallSchema = z.strictObject({
  type: callSeriesSchema,
  // Zero-padded to three digits: URLs and archive folders use "040", not "40".
  number: z.string().regex(/^\d{3,}$/, "a number padded to 3 digits"),
  date: z.iso.date(),
  videoUrl: z.string().min(1).optional(),
  issue: z.number().int().positive().optional(),
  sync: callSyncSchema.optional(),
});
export type RegisteredCall = z.infer<typeof registeredCallSchema>;
export const callRegistrySchema = z.array(registeredCallSchema);

export const EVENT_CATEGORIES = ["mainnet", "testnet", "milestone", "announcement", "devnet"] as const;
export const calendarEventSchema = z.strictObject({
  date: z.iso.date(),
  title: z.string().min(1),
  category: z.enum(EVENT_CATEGORIES),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventsFileSchema = z.array(calendarEventSchema);

export const clientTeamSchema = z.strictObject({
  name: z.string().min(1),
  layer: z.enum(["EL", "CL", "Both"]),
});
export type ClientTeam = z.infer<typeof clientTeamSchema>;
export const clientTeamsFileSchema = z.array(clientTeamSchema);

export const siteConfigSchema = z.strictObject({
  productName: z.string().min(1),
  tagline: z.string().min(1),
  feedbackForumThread: httpsUrl,
  defaultVideoUrl: httpsUrl,
  agendaIssueUrl: httpsUrl,
  upcomingCallsApi: httpsUrl,
  // One answer per fork: the address names the fork, e.g. https://butterfly.raxhvl.com/api/adoption/fork/{fork}.
  adoptionServiceUrl: httpsUrl.refine((url) => url.includes("{fork}"), "must contain {fork}: the service answers for one fork at a time"),
  adoptionServiceSite: httpsUrl,
  eipSpecUrl: httpsUrl,
  ripSpecUrl: httpsUrl,
  // The date of the specification texts in content/eip-specs, which the EIP texts are reviewed against.
  eipSpecsAsOf: z.iso.date(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

// Jargon our texts use, each explained in our own words where it is first used on a card.
export const glossaryTermSchema = z.strictObject({
  term: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  definition: z.string().min(1),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export const glossaryFileSchema = z.strictObject({
  terms: z.array(glossaryTermSchema),
  // Abbreviations and names a reader needs no definition for (units, ETH, EIP): kept out of the jargon report.
  notJargon: z.array(z.string().min(1)),
});
export type Glossary = z.infer<typeof glossaryFileSchema>;

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
