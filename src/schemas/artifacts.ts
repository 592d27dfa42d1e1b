import { z } from "zod";
import { DECISION_SOURCES } from "./decisionConstants";
import { callSyncSchema, hmsSchema } from "./content";

// Shapes of the JSON files in an archived call folder (artifacts/{type}/{date}_{number}/), derived from
// the real archive. Objects are tolerant of extra fields; the fields we render are required and typed.

/** Sync times in config.json: a call fresh upstream has its recording but no sync times yet (null). */
export const nullableSyncSchema = z.object({
  transcriptStartTime: callSyncSchema.shape.transcriptStartTime.nullable(),
  videoStartTime: callSyncSchema.shape.videoStartTime.nullable(),
});
export type NullableSync = z.infer<typeof nullableSyncSchema>;

/** config.json `breakouts`: recordings of breakouts held inside the call, keyed by the suffix of their files ("cl" → transcript_cl.vtt). */
export const callBreakoutsSchema = z.record(
  z.string(),
  z.object({
    videoUrl: z.string().min(1).optional(),
    sync: nullableSyncSchema.optional(),
  }),
);
export type CallBreakouts = z.infer<typeof callBreakoutsSchema>;

/** config.json. Its absence, or sync times not set yet, only disables transcript highlighting (SPEC §8). */
export const callConfigFileSchema = z.object({
  videoUrl: z.string().min(1).optional(),
  issue: z.number().int().positive().optional(),
  // The registry's sync fields, without its strictness (archive files may carry more), and null until set.
  sync: nullableSyncSchema.nullable().optional(),
  breakouts: callBreakoutsSchema.optional(),
});
export type CallConfigFile = z.infer<typeof callConfigFileSchema>;

export const agendaActionItemSchema = z.object({
  timestamp: hmsSchema.optional(),
  who: z.string().optional(),
  what: z.string(),
});
export type AgendaActionItem = z.infer<typeof agendaActionItemSchema>;

export const agendaItemSchema = z.object({
  start_timestamp: hmsSchema,
  title: z.string(),
  summary: z.string(),
  // The archive writes the decision text, or null when none was taken; SPEC §3 calls it a boolean. Truthy = decided.
  decision: z.union([z.string(), z.boolean()]).nullable().default(null),
  action_items: z.array(agendaActionItemSchema).default([]),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

/** agenda.json */
export const agendaFileSchema = z.object({
  executive_summary: z.string(),
  agenda: z.array(z.object({ section: z.string(), items: z.array(agendaItemSchema) })),
});
export type AgendaFile = z.infer<typeof agendaFileSchema>;

/** summary.json (the older summary variant). */
export const summaryFileSchema = z.object({
  meeting_topic: z.string().optional(),
  summary_overview: z.string(),
  summary_details: z.array(z.object({ label: z.string(), summary: z.string() })),
  next_steps: z.array(z.string()),
});
export type SummaryFile = z.infer<typeof summaryFileSchema>;

const tldrTargetSchema = z.union([
  z.object({ timestamp: hmsSchema, target: z.string() }),
  // One archived file names the field "commitment"; it is rendered as a target.
  z
    .object({ timestamp: hmsSchema, commitment: z.string() })
    .transform(({ timestamp, commitment }) => ({ timestamp, target: commitment })),
]);

/** tldr.json */
export const tldrFileSchema = z.object({
  meeting: z.string().optional(),
  highlights: z.record(z.string(), z.array(z.object({ timestamp: hmsSchema, highlight: z.string() }))),
  action_items: z.array(z.object({ timestamp: hmsSchema, owner: z.string(), action: z.string() })),
  // A breakout's TL;DR may have no decisions (tldr_cl.json of ACDT 088): none taken, not a broken file.
  decisions: z.array(z.object({ timestamp: hmsSchema, decision: z.string() })).default([]),
  targets: z.array(tldrTargetSchema),
});
export type TldrFile = z.infer<typeof tldrFileSchema>;

// Optional fields of the newer files: upstream may write null for "not given"; it parses as absent.
const absentIfNull = <T extends z.ZodType>(schema: T) =>
  schema
    .nullable()
    .transform((value) => value ?? undefined)
    .optional();

// One malformed EIP reference should not hide the decision it belongs to: such an entry is dropped. "EIP-7805" and "7805" are read as 7805.
const eipListSchema = z.array(z.unknown()).transform((entries) => entries.flatMap(toEipNumber));

function toEipNumber(entry: unknown): number[] {
  if (typeof entry === "number") return Number.isSafeInteger(entry) && entry > 0 ? [entry] : [];
  if (typeof entry !== "string") return [];
  const match = /^\s*(?:EIP-?\s*)?(\d{1,9})\s*$/i.exec(entry);
  const value = match ? Number(match[1]) : 0;
  return value > 0 ? [value] : [];
}

export const stageChangeSchema = z.object({
  to: z.string().trim().min(1),
  from: absentIfNull(z.string().trim().min(1)),
});
export type StageChange = z.infer<typeof stageChangeSchema>;

export const keyDecisionSchema = z.object({
  original_text: z.string(),
  timestamp: hmsSchema,
  // Open: a type this site does not know is shown as "other" (domain/summaries/keyDecisions.ts), not rejected.
  type: z.string(),
  eips: eipListSchema.default([]),
  context: absentIfNull(z.string()),
  stage_change: absentIfNull(stageChangeSchema),
  fork: absentIfNull(z.string()),
  devnet: absentIfNull(z.union([z.string(), z.number()])),
  /** Set by the build, never read from upstream's files: see DECISION_SOURCES. */
  source: z.enum(DECISION_SOURCES).optional(),
});
export type KeyDecision = z.infer<typeof keyDecisionSchema>;

/** key_decisions.json, and key_decisions_cl.json for a consensus-layer breakout held inside the call. */
export const keyDecisionsFileSchema = z.object({
  meeting: absentIfNull(z.string()),
  key_decisions: z.array(keyDecisionSchema),
});
export type KeyDecisionsFile = z.infer<typeof keyDecisionsFileSchema>;

export const notesSectionSchema = z.object({
  heading: z.string(),
  summary: absentIfNull(z.string()),
  timestamp: absentIfNull(hmsSchema),
  /** Markdown-ish bullets; domain/archive/notesBody.ts reads it as text, never as HTML. */
  body: z.string(),
});
export type NotesSection = z.infer<typeof notesSectionSchema>;

/** notes.json, and notes_cl.json for a consensus-layer breakout held inside the call. */
export const notesFileSchema = z.object({
  meeting: absentIfNull(z.string()),
  sections: z.array(notesSectionSchema),
});
export type NotesFile = z.infer<typeof notesFileSchema>;

/** One row of transcript_changelog.tsv: a word or phrase the corrected transcript changed. */
export const changelogCorrectionSchema = z.object({
  original: z.string().min(1),
  corrected: z.string().min(1),
  /** As upstream writes it, lower-cased: "high", "medium" or "low" so far; "" when not given. */
  confidence: z.string(),
});
export type ChangelogCorrection = z.infer<typeof changelogCorrectionSchema>;

/** One call's summary files as the pipeline compiles them (generated/calls/{type}-{number}.json), for its page. */
export const callSummariesSchema = z.object({
  agenda: agendaFileSchema.optional(),
  summary: summaryFileSchema.optional(),
  tldr: tldrFileSchema.optional(),
  keyDecisions: keyDecisionsFileSchema.optional(),
  notes: notesFileSchema.optional(),
  /** Set when the transcript shown is transcript_corrected.vtt: what the correction changed (transcript_changelog.tsv). */
  transcriptCorrections: z.array(changelogCorrectionSchema).optional(),
});
export type CallSummaries = z.infer<typeof callSummariesSchema>;
