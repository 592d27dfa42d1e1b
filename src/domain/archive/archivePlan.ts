import type { ArchiveManifest } from "~/schemas/manifest";
import type { RegisteredCall, Series } from "~/schemas/content";
import { callKey, padCallNumber } from "../calls/callRef";
import { shortSeriesLabel } from "../calls/series";
import { isKnownResourceKind } from "./fileKinds";

// config.json carries the transcript/video sync offsets; upstream folders have it though the
// manifest's resources do not list it, so it is always asked for.
export const ALWAYS_TRY = ["config.json"];

export interface PlannedCall {
  series: string;
  number: string;
  date: string;
  folder: string;
  files: string[];
  issue?: number;
  videoUrl?: string;
}

export interface ArchivePlan {
  calls: PlannedCall[];
  /** Every series the manifest lists, with its upstream name when it gives one. */
  series: { id: string; name?: string }[];
  /** Manifest entries left out, each with the reason. */
  skipped: string[];
}

const SERIES_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const CALL_FOLDER = /^(\d{4}-\d{2}-\d{2})_(\d+)$/;

/**
 * A manifest for a folder tree that has none (older archives): every `<series>/<date>_<number>/` folder is a call,
 * every file in it a resource named by its file name. Anything else is ignored.
 */
export function manifestFromFolders(
  folders: readonly { series: string; folder: string; files: readonly string[] }[],
): ArchiveManifest {
  const manifest: ArchiveManifest = { version: 1, series: {} };
  for (const { series, folder, files } of folders) {
    const match = CALL_FOLDER.exec(folder);
    if (!match?.[1] || !match[2]) continue;
    const entry = (manifest.series[series] ??= { calls: [] });
    const resources = Object.fromEntries(
      files
        .filter((file) => /^[\w.-]+$/.test(file))
        .map((file) => [file.replace(/\.[^.]+$/, "").replace(/^transcript_changelog$/, "changelog"), file]),
    );
    entry.calls.push({ date: match[1], path: `${series}/${folder}`, number: Number(match[2]), resources });
  }
  return manifest;
}

/** Which folders and files to sync: every series and call the manifest lists, known to the site or not. */
export function planArchiveSync(manifest: ArchiveManifest): ArchivePlan {
  const calls: PlannedCall[] = [];
  const series: ArchivePlan["series"] = [];
  const skipped: string[] = [];
  for (const [id, entry] of Object.entries(manifest.series)) {
    if (!SERIES_ID.test(id)) {
      skipped.push(`series '${id}': not a usable series id (lower-case letters, digits and '-')`);
      continue;
    }
    series.push({ id, ...(entry.name?.trim() ? { name: entry.name.trim() } : {}) });
    for (const call of entry.calls) {
      if (!call.path.startsWith(`${id}/`)) {
        skipped.push(`${call.path}: listed under series '${id}' but stored elsewhere`);
        continue;
      }
      const known = Object.entries(call.resources).filter(([kind, file]) => {
        if (isKnownResourceKind(kind)) return true;
        skipped.push(`${call.path}/${file}: a file kind ('${kind}') the site does not know`);
        return false;
      });
      const files = [...new Set([...known.map(([, file]) => file), ...ALWAYS_TRY])].sort();
      calls.push({
        series: id,
        number: padCallNumber(call.number),
        date: call.date,
        folder: call.path,
        files,
        ...(call.issue ? { issue: call.issue } : {}),
        ...(call.videoUrl ? { videoUrl: call.videoUrl } : {}),
      });
    }
  }
  return { calls, series, skipped };
}

/** Series the manifest has that content/series.json does not know yet, named as upstream names them. */
export function unregisteredSeries(plan: ArchivePlan, known: readonly Series[]): Series[] {
  const ids = new Set(known.map((s) => s.id));
  return plan.series
    .filter((s) => !ids.has(s.id))
    .map(({ id, name }) => ({ id, name: name ?? id, short: shortSeriesLabel(name ?? id, id) }));
}

/** Calls the manifest has that the content registry does not know yet. */
export function unregisteredCalls(plan: ArchivePlan, registry: readonly RegisteredCall[]): RegisteredCall[] {
  const known = new Set(registry.map(callKey));
  const added: RegisteredCall[] = [];
  for (const call of plan.calls) {
    if (known.has(`${call.series}/${call.number}`)) continue;
    added.push({
      type: call.series,
      number: call.number,
      date: call.date,
      ...(call.videoUrl ? { videoUrl: call.videoUrl } : {}),
      ...(call.issue ? { issue: call.issue } : {}),
    });
  }
  return added;
}
