import { z } from "zod";
import { httpsUrl } from "./httpsUrl";

// content/upgrades.json: one page per network upgrade.

// The fork's name as the facts and the meta EIP spell it ("Hegota" without the accent; the display name is "Hegotá").
// Any such name is a fork: a new upgrade is added in content/upgrades.json alone.
export const forkNameSchema = z.string().regex(/^[A-Z][A-Za-z0-9]*(-[A-Z][A-Za-z0-9]*)*$/, "a fork name such as 'Hegota' or 'Cancun-Deneb'");
export type ForkName = z.infer<typeof forkNameSchema>;

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

/** A call to rank the upgrade's proposals, under the page's banner of that title; `to` is a path on this site. */
export const rankingCtaSchema = z.strictObject({
  bannerTitle: z.string().min(1),
  label: z.string().min(1),
  to: z.string().regex(/^\/[a-z0-9/-]*$/, "a path on this site"),
});
export type RankingCta = z.infer<typeof rankingCtaSchema>;

/** What differs between upgrade pages (SPEC §2): the parts its page shows, so a new upgrade needs no code. */
export const upgradePageFeaturesSchema = z.strictObject({
  timeline: z.boolean(),
  layerFilter: z.boolean(),
  champions: z.boolean(),
  headlinerProposals: z.boolean(),
  /** Still choosing: a filled star marks a scheduled headliner, a hollow one a proposed one. */
  starFollowsStage: z.boolean(),
  rankingCta: rankingCtaSchema.nullable(),
});
export type UpgradePageFeatures = z.infer<typeof upgradePageFeaturesSchema>;

export const upgradeSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, "an upgrade id: lower-case letters, digits and '-'"),
  path: z.string().regex(/^\/upgrade\/[a-z][a-z0-9-]*$/),
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
  pageFeatures: upgradePageFeaturesSchema,
});
export type Upgrade = z.infer<typeof upgradeSchema>;
export const upgradesFileSchema = z.array(upgradeSchema);
