import { z } from "zod";
import { callSummariesSchema } from "./artifacts";
import { callBundleSchema } from "./callBundle";
import { calendarEventSchema, eipSchema, registeredCallSchema, stageStatusSchema, upgradeSchema } from "./content";
import {
  archivedDecisionSchema,
  callDigestSchema,
  callSessionSchema,
  eipCallMentionsSchema,
  siteEipSchema,
} from "./site";
import { stagesReportSchema } from "./stages";

// The open data API (/api/v1/*.json). Each response is declared here once; the build writes these
// shapes as JSON Schema beside the data (/api/v1/schema/{name}.json), so nobody writes one by hand.

export const API_VERSION = 1 as const;

const envelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({
    apiVersion: z.literal(API_VERSION),
    /** When the build wrote the file (ISO 8601, UTC). */
    generatedAt: z.iso.datetime(),
    data,
  });

const url = z.url();
const links = { page: url, api: url };
const eipId = z.number().int().positive();

const disputed = z
  .boolean()
  .describe(
    "The sources disagree on its stage in this upgrade: the latest call decision and the meta EIP differ (the EIP's file has the evidence).",
  );

/** An EIP's stage in one upgrade, as the site shows it, and whether the sources disagree on it. */
const eipStageSchema = z.strictObject({
  upgrade: z.string(),
  status: stageStatusSchema,
  isHeadliner: z.boolean(),
  disputed,
});

/**
 * A key decision as the compiled archive has it (every field passes through), with its id
 * (src/domain/api/ids.ts) and the page at the moment of the call that backs it.
 */
export const apiDecisionSchema = archivedDecisionSchema.extend({
  id: z.string().min(1),
  links: z.strictObject({ moment: url }),
});

export const apiEipListItemSchema = z.strictObject({
  id: eipId,
  title: z.string(),
  status: eipSchema.shape.status,
  layer: z.enum(["EL", "CL"]).nullable(),
  stages: z.array(eipStageSchema),
  /** Calls of the archive that mention it, and key decisions that name it. */
  mentioningCalls: z.number().int().nonnegative(),
  decisions: z.number().int().nonnegative(),
  links: z.strictObject(links),
});

export const apiEipSchema = z.strictObject({
  ...siteEipSchema.shape,
  stages: z.array(eipStageSchema),
  /** Its stage in every upgrade on the build's day, derived from the sources with each step's evidence (`npm run stages -- --json`). */
  stageEvidence: stagesReportSchema.describe(
    "Its stage in every upgrade on the build's day, derived from the calls' decisions, the upgrade meta EIPs' commits and Forkline's content, each step with where it came from.",
  ),
  mentions: z.array(eipCallMentionsSchema),
  decisions: z.array(apiDecisionSchema),
  links: z.strictObject({ ...links, specification: url }),
});

const upgradeEipSchema = z.strictObject({
  id: eipId,
  title: z.string(),
  status: stageStatusSchema,
  isHeadliner: z.boolean(),
  disputed,
});

export const apiUpgradeSchema = z.strictObject({
  // The page's features (pageFeatures) say how this site lays out its page: not open data.
  ...upgradeSchema.omit({ pageFeatures: true }).shape,
  eips: z.array(upgradeEipSchema),
  links: z.strictObject(links),
});

export const apiCallListItemSchema = z.strictObject({
  /** "acde/223": series and number (src/domain/api/ids.ts). */
  id: z.string().min(1),
  ...registeredCallSchema.shape,
  seriesName: z.string(),
  /** The archive's files for the call ("transcript", "chat", "tldr", …). */
  artifacts: z.array(z.string()),
  /** A line of what happened, the number of decisions, and which parts (video, transcript, chat, summary) exist. */
  digest: callDigestSchema,
  /** Breakouts held inside the call (a consensus-layer breakout in an ACDT call), each with its own recording and page. */
  sessions: z.array(callSessionSchema).optional(),
  links: z.strictObject(links),
});

const callContent = {
  transcript: callBundleSchema.shape.transcript,
  chat: callBundleSchema.shape.chat,
  /** The summary files as the archive publishes them, read and checked by the build. */
  summaries: callSummariesSchema.omit({ keyDecisions: true }),
  decisions: z.array(apiDecisionSchema),
};

export const apiCallSchema = z.strictObject({
  ...apiCallListItemSchema.shape,
  ...callContent,
  sessions: z
    .array(callSessionSchema.extend({ ...callContent, links: z.strictObject({ page: z.string() }) }))
    .optional(),
});

export const API_SCHEMAS = {
  eips: envelope(z.array(apiEipListItemSchema)),
  eip: envelope(apiEipSchema),
  upgrades: envelope(z.array(apiUpgradeSchema)),
  upgrade: envelope(apiUpgradeSchema),
  calls: envelope(z.array(apiCallListItemSchema)),
  call: envelope(apiCallSchema),
  decisions: envelope(z.array(apiDecisionSchema)),
  events: envelope(z.array(calendarEventSchema)),
} as const;

export type ApiSchemaName = keyof typeof API_SCHEMAS;
export type ApiBody<N extends ApiSchemaName> = z.infer<(typeof API_SCHEMAS)[N]>;
export type ApiEipListItem = z.infer<typeof apiEipListItemSchema>;
export type ApiEip = z.infer<typeof apiEipSchema>;
export type ApiUpgrade = z.infer<typeof apiUpgradeSchema>;
export type ApiCallListItem = z.infer<typeof apiCallListItemSchema>;
export type ApiCall = z.infer<typeof apiCallSchema>;
export type ApiDecision = z.infer<typeof apiDecisionSchema>;
