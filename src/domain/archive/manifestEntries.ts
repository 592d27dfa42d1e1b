import type { z } from "zod";
import {
  archiveManifestSchema,
  manifestCallSchema,
  manifestFrameSchema,
  manifestSeriesFrameSchema,
  MANIFEST_TEXT_MAX,
  type ArchiveManifest,
} from "~/schemas/manifest";

export type ManifestReading =
  { ok: true; manifest: ArchiveManifest; rejected: string[] } | { ok: false; error: string };

/** A value from the manifest fit to quote in a report line: one line, at most 60 characters. */
export function quoteForReport(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  const line = JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);
  return line;
}

function firstIssue(error: z.ZodError, root = "(entry)"): string {
  const issue = error.issues[0];
  if (!issue) return "malformed";
  const field = issue.path.length ? issue.path.map(String).join(".") : root;
  if (issue.path.length === 0) return `${field}: ${issue.message}`;
  return `field '${field}': ${issue.message}`;
}

/**
 * Reads a manifest entry by entry: the frame (version 1, a series record) must hold, but a series or a call that
 * does not is left out with its name and the reason, and everything else is kept.
 */
export function readManifestEntries(json: unknown): ManifestReading {
  const frame = manifestFrameSchema.safeParse(json);
  if (!frame.success)
    return { ok: false, error: `not a version 1 manifest (${firstIssue(frame.error, "the whole file")})` };
  const manifest: ArchiveManifest = { version: 1, series: {} };
  const rejected: string[] = [];
  for (const [id, value] of Object.entries(frame.data.series)) {
    const seriesName = `series ${quoteForReport(id)}`;
    const series = manifestSeriesFrameSchema.safeParse(value);
    if (!series.success) {
      rejected.push(`${seriesName}: left out, ${firstIssue(series.error, "not a series with a list of calls")}`);
      continue;
    }
    const { name } = series.data;
    const usableName = typeof name === "string" && name.length <= MANIFEST_TEXT_MAX ? name : undefined;
    if (name !== undefined && usableName === undefined)
      rejected.push(`${seriesName}: its name is ignored (not text of at most ${MANIFEST_TEXT_MAX} characters)`);
    const calls: ArchiveManifest["series"][string]["calls"] = [];
    series.data.calls.forEach((entry, index) => {
      const call = manifestCallSchema.safeParse(entry);
      if (call.success) {
        calls.push(call.data);
        return;
      }
      const path = typeof entry === "object" && entry !== null && "path" in entry ? entry.path : undefined;
      rejected.push(
        `${seriesName} entry ${index + 1}${path === undefined ? "" : ` (path ${quoteForReport(path)})`}: left out, ${firstIssue(call.error)}`,
      );
    });
    manifest.series[id] = { ...(usableName === undefined ? {} : { name: usableName }), calls };
  }
  // What passed entry by entry is a manifest by the full schema too: one definition of a good manifest.
  return { ok: true, manifest: archiveManifestSchema.parse(manifest), rejected };
}
