import { z } from "zod";

// The upstream call-archive manifest (see ../shared/README.md). Tolerant of fields we do not use.

// A resource is a plain file name inside its call's folder: never "." or "..", never a path.
const RESOURCE_FILE = /^(?!\.+$)[\w.-]{1,100}$/;
/** Longer names and titles are not upstream's data but a broken or hostile manifest. */
export const MANIFEST_TEXT_MAX = 300;

export const manifestCallSchema = z.object({
  date: z.iso.date(),
  path: z.string().regex(/^[a-z0-9_-]+\/\d{4}-\d{2}-\d{2}_\d+$/, "'<series>/<date>_<number>'"),
  number: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,6}$/)]),
  title: z.string().max(MANIFEST_TEXT_MAX).optional(),
  issue: z.number().int().positive().nullish(),
  videoUrl: z.string().max(2_000).nullish(),
  resources: z.record(z.string().max(100), z.string().regex(RESOURCE_FILE, "a plain file name")).default({}),
});
export type ManifestCall = z.infer<typeof manifestCallSchema>;

export const archiveManifestSchema = z.object({
  version: z.literal(1),
  series: z.record(
    z.string(),
    z.object({ name: z.string().max(MANIFEST_TEXT_MAX).optional(), calls: z.array(manifestCallSchema) }),
  ),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

/**
 * The manifest's frame only: its version and one entry per series, whose calls are checked one by one
 * (readManifestEntries), so a malformed entry costs that entry and never the whole manifest.
 */
export const manifestFrameSchema = z.object({
  version: z.literal(1),
  series: z.record(z.string(), z.unknown()),
});
export const manifestSeriesFrameSchema = z.object({ name: z.unknown().optional(), calls: z.array(z.unknown()) });
