import { z } from "zod";

// The upstream call-archive manifest (see ../shared/README.md). Tolerant of fields we do not use.
export const manifestCallSchema = z.object({
  date: z.iso.date(),
  path: z.string().regex(/^[a-z0-9_-]+\/\d{4}-\d{2}-\d{2}_\d+$/, "'<series>/<date>_<number>'"),
  number: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
  issue: z.number().int().positive().nullish(),
  videoUrl: z.string().nullish(),
  resources: z.record(z.string(), z.string().regex(/^[\w.-]+$/, "a plain file name")).default({}),
});
export type ManifestCall = z.infer<typeof manifestCallSchema>;

export const archiveManifestSchema = z.object({
  version: z.literal(1),
  series: z.record(z.string(), z.object({ name: z.string().optional(), calls: z.array(manifestCallSchema) })),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;
