import { z } from "zod";
import { callSyncSchema, hmsSchema } from "./content";

// Shapes of the JSON files in an archived call folder (artifacts/{type}/{date}_{number}/), derived from
// the real archive. Objects are tolerant of extra fields; the fields we render are required and typed.

/** config.json. Its absence only disables transcript highlighting (SPEC §8). */
export const callConfigFileSchema = z.object({
  videoUrl: z.string().min(1).optional(),
  issue: z.number().int().positive().optional(),
  // The registry's sync fields, without its strictness: archive files may carry more.
  sync: z.object(callSyncSchema.shape).optional(),
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
  z.object({ timestamp: hmsSchema, commitment: z.string() }).transform(({ timestamp, commitment }) => ({ timestamp, target: commitment })),
]);

/** tldr.json */
export const tldrFileSchema = z.object({
  meeting: z.string().optional(),
  highlights: z.record(z.string(), z.array(z.object({ timestamp: hmsSchema, highlight: z.string() }))),
  action_items: z.array(z.object({ timestamp: hmsSchema, owner: z.string(), action: z.string() })),
  decisions: z.array(z.object({ timestamp: hmsSchema, decision: z.string() })),
  targets: z.array(tldrTargetSchema),
});
export type TldrFile = z.infer<typeof tldrFileSchema>;

/** One call's summary files as the pipeline compiles them (generated/calls/{type}-{number}.json), for its page. */
export const callSummariesSchema = z.object({
  agenda: agendaFileSchema.optional(),
  summary: summaryFileSchema.optional(),
  tldr: tldrFileSchema.optional(),
});
export type CallSummaries = z.infer<typeof callSummariesSchema>;
