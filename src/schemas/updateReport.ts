import { z } from "zod";

// What `npm run update` keeps between runs (<archive>/.update-state.json) and what it reports
// (<archive>/.update-report.json, and the rolling <archive>/.update-changes.json the Atom feeds can read).

/** The facts of a built site that a report compares run to run. */
export const siteSnapshotSchema = z.strictObject({
  /** Call key ("acde/230") → whether it has a transcript and video sync times. */
  calls: z.record(z.string(), z.strictObject({ date: z.iso.date(), transcript: z.boolean(), synced: z.boolean() })),
  /** Decision key (call, timestamp, kind, order) → its label and text. */
  decisions: z.record(z.string(), z.string()),
  /** "<EIP>@<fork>" → the stage and the call and day that decided it, where known. */
  stages: z.record(
    z.string(),
    z.strictObject({ status: z.string(), call: z.string().nullable(), date: z.string().nullable() }),
  ),
  /** Fork name → the EIPs in its scope. */
  scopes: z.record(z.string(), z.array(z.number().int())),
  /** EIP id → sha256 of its spec text in content/eip-specs. */
  specs: z.record(z.string(), z.string()),
  /** EIP id → the spec sha256 its plain-language review read. */
  reviews: z.record(z.string(), z.string()),
});
export type SiteSnapshot = z.infer<typeof siteSnapshotSchema>;

export const updateStateSchema = z.strictObject({
  /** A hash of everything a build reads (content, archive, code): equal means nothing new. */
  fingerprint: z.string(),
  builtAt: z.iso.datetime(),
  snapshot: siteSnapshotSchema,
});
export type UpdateState = z.infer<typeof updateStateSchema>;

export const CHANGE_KINDS = [
  "new-call",
  "new-decision",
  "changed-decision",
  "stage",
  "scope-entered",
  "scope-left",
  "review-stale",
] as const;

/** One change, shaped as an Atom entry: a stable id, a title, the site path it concerns, the run's time as `updated`. */
export const updateChangeSchema = z.strictObject({
  kind: z.enum(CHANGE_KINDS),
  id: z.string(),
  title: z.string(),
  path: z.string(),
  updated: z.iso.datetime(),
  /** Where it comes from: the call and day that decided a stage, the file a change was read from. */
  evidence: z.string().optional(),
});
export type UpdateChange = z.infer<typeof updateChangeSchema>;

export const updateReportSchema = z.strictObject({
  at: z.iso.datetime(),
  status: z.enum(["ok", "degraded", "failed"]),
  exitCode: z.number().int(),
  rebuilt: z.boolean(),
  /** Why it did or did not rebuild. */
  build: z.string(),
  firstRun: z.boolean(),
  durationMs: z.number().int(),
  sources: z.array(
    z.strictObject({
      source: z.string(),
      status: z.string(),
      took: z.number().int(),
      unchanged: z.number().int(),
      error: z.string().optional(),
    }),
  ),
  changes: z.array(updateChangeSchema),
  /** Files and manifest entries not synced, each with why. */
  skipped: z.array(z.strictObject({ what: z.string(), why: z.string() })),
  /** Calls with a transcript but no video sync times: a maintainer supplies them (npm run offset). */
  callsWithoutSync: z.array(z.string()),
  /** Facts this run could not report, and why (the data does not exist yet). */
  notReported: z.array(z.string()),
});
export type UpdateReport = z.infer<typeof updateReportSchema>;
