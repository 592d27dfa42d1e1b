import { z } from "zod";
import {
  calendarEventSchema,
  callSeriesSchema,
  clientTeamSchema,
  eipSchema,
  glossaryFileSchema,
  hmsSchema,
  registeredCallSchema,
  seriesSchema,
  siteConfigSchema,
  tierMakerSnapshotSchema,
  upgradeSchema,
} from "./content";
import { stageChangeSchema } from "./artifacts";
import { DECISION_KINDS, DECISION_SOURCES } from "./decisionConstants";
import { callSessionIdSchema, searchContentTypeSchema } from "./searchIndex";

// What the pipeline writes to generated/site.json and the routes' build-time loaders read.

export const CALL_PARTS = ["video", "transcript", "chat", "summary"] as const;
export const callPartSchema = z.enum(CALL_PARTS);
export type CallPart = z.infer<typeof callPartSchema>;

/** What a calendar row says about a call before it is opened (domain/calendar/callDigest.ts). */
export const callDigestSchema = z.strictObject({
  teaser: z.string().min(1).optional(),
  decisions: z.number().int().nonnegative(),
  parts: z.array(callPartSchema),
  /** The breakouts held inside the call, each a page of its own ("cl"). */
  breakouts: z.array(callSessionIdSchema).optional(),
});
export type CallDigest = z.infer<typeof callDigestSchema>;

/** A breakout held inside a call (config.json `breakouts`, files ending in _{id}): a page of its own at /calls/{type}/{number}/{id}. */
export const callSessionSchema = z.strictObject({
  id: callSessionIdSchema,
  videoUrl: z.string().min(1).optional(),
  sync: registeredCallSchema.shape.sync,
  artifacts: z.array(z.string()),
  digest: callDigestSchema,
});
export type CallSession = z.infer<typeof callSessionSchema>;

export const callSummarySchema = registeredCallSchema.extend({
  artifacts: z.array(z.string()),
  digest: callDigestSchema,
  sessions: z.array(callSessionSchema).optional(),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

const count = z.number().int().nonnegative();
const eipId = z.number().int().positive();
const callRef = {
  callType: callSeriesSchema,
  callNumber: z.string(),
  callSession: callSessionIdSchema.optional(),
  callDate: z.iso.date(),
};

/** content/eip-aliases.txt: the names an EIP goes by in the calls ("ePBS" → 7732). */
export const eipAliasSchema = z.strictObject({ alias: z.string().min(1), eip: eipId });
export type EipAliasEntry = z.infer<typeof eipAliasSchema>;

/** One line of a call (transcript, chat, summary item) that mentions an EIP, as the call page shows it. */
export const eipMomentSchema = z.strictObject({
  type: searchContentTypeSchema,
  timestamp: z.string(),
  speaker: z.string(),
  text: z.string(),
  /** The words that named the EIP ("EIP-7732", "ePBS"): the search the link opens on the call page. */
  mention: z.string().min(1),
});
export type EipMoment = z.infer<typeof eipMomentSchema>;

/** Every mention of one EIP in one call: counted in full, the first few kept to show. */
export const eipCallMentionsSchema = z.strictObject({
  ...callRef,
  counts: z.strictObject({ transcript: count, chat: count, summary: count }),
  moments: z.array(eipMomentSchema),
});
export type EipCallMentions = z.infer<typeof eipCallMentionsSchema>;

/** A key decision of any call, with the EIPs it names (its own list and those its text mentions). */
export const archivedDecisionSchema = z.strictObject({
  ...callRef,
  timestamp: hmsSchema,
  /** Where its page's video says it, when the call's sync puts it elsewhere than `timestamp` (a '#HH:MM:SS' link names a video time). */
  moment: hmsSchema.optional(),
  kind: z.enum(DECISION_KINDS),
  label: z.string(),
  text: z.string(),
  eips: z.array(eipId),
  fork: z.string().optional(),
  stageChange: stageChangeSchema.optional(),
  /** "curated": from a key_decisions file; "derived": read by rule from the call's TL;DR (domain/summaries/derivedDecisions). */
  source: z.enum(DECISION_SOURCES),
});
export type ArchivedDecision = z.infer<typeof archivedDecisionSchema>;

/** What the call archive says about the catalogue's EIPs (built by domain/eips/eipArchive.ts). */
export const eipArchiveSchema = z.strictObject({
  /** EIP id → the calls that mention it, newest first. */
  mentions: z.record(z.string(), z.array(eipCallMentionsSchema)),
  /** Every key decision, newest call first, in time order within a call. */
  decisions: z.array(archivedDecisionSchema),
  /** Call key ("acde/230") → [EIP id, lines mentioning it], most mentioned first. */
  discussed: z.record(z.string(), z.array(z.tuple([eipId, count]))),
});
export type EipArchive = z.infer<typeof eipArchiveSchema>;

/** One EIP's steps in an upgrade meta EIP's history (domain/stages/metaHistory.ts), each linked to its upstream commit. */
export const metaEipStepSchema = z.strictObject({
  stage: z.string().min(1),
  date: z.iso.date(),
  upstreamCommit: z.string().regex(/^[0-9a-f]{40}$/),
  removed: z.literal(true).optional(),
});
export type MetaEipStepFact = z.infer<typeof metaEipStepSchema>;

/** What an upgrade meta EIP's versions say, read from the EIPs clone at build time. */
export const metaEipStagesSchema = z.strictObject({
  /** The meta EIP's own number (7773). */
  metaEip: eipId,
  /** The upgrade's name as its newest title gives it. */
  upgrade: z.string(),
  eips: z.array(z.strictObject({ eip: eipId, steps: z.array(metaEipStepSchema) })),
});
export type MetaEipStages = z.infer<typeof metaEipStagesSchema>;

/**
 * A plain-language text reviewed against an older version of its spec (domain/eips/reviewStale.ts): the first commit
 * in the EIPs clone that changed the spec after the reviewed version, and its day.
 */
export const reviewStaleSchema = z.strictObject({
  since: z.iso.date(),
  commit: z.string().regex(/^[0-9a-f]{40}$/),
});
export type ReviewStale = z.infer<typeof reviewStaleSchema>;

/** An EIP as the build writes it: content/'s facts, and what the build found out about its review. */
export const siteEipSchema = eipSchema.extend({ reviewStale: reviewStaleSchema.optional() });
export type SiteEip = z.infer<typeof siteEipSchema>;

export const generatedSiteSchema = z.strictObject({
  site: siteConfigSchema,
  upgrades: z.array(upgradeSchema),
  eips: z.array(siteEipSchema),
  series: z.array(seriesSchema),
  calls: z.array(callSummarySchema),
  events: z.array(calendarEventSchema),
  clientTeams: z.array(clientTeamSchema),
  glossary: glossaryFileSchema,
  eipAliases: z.array(eipAliasSchema),
  eipArchive: eipArchiveSchema,
  /** content/tier-makers: the frozen pools of closed tier makers (optional so older fixtures stay valid). */
  tierMakerSnapshots: z.array(tierMakerSnapshotSchema).optional(),
  /** The upgrade meta EIPs' histories, when the build had an EIPs clone (npm run sync -- --eips). */
  metaEips: z.array(metaEipStagesSchema).optional(),
});
export type GeneratedSite = z.infer<typeof generatedSiteSchema>;
