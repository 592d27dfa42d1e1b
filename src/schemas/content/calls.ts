import { z } from "zod";

// content/series.json and content/calls.json: the call series and the calls registered with their video sync.

// The call that decided a stage, as the facts name it: "acde/243" (series id, number not padded).
export const callRefSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}\/\d{1,6}$/, "a call as series/number");

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
