import type { ArchiveManifest } from "~/schemas/manifest";
import type { RegisteredCall } from "~/schemas/content";
import { callKey, isCallSeries, padCallNumber } from "../calendar/callList";

// config.json carries the transcript/video sync offsets; upstream folders have it though the
// manifest's resources do not list it, so it is always asked for.
const ALWAYS_TRY = ["config.json"];

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
  skippedSeries: string[];
}

/** Which folders and files to sync, for the series the site shows. */
export function planArchiveSync(manifest: ArchiveManifest): ArchivePlan {
  const calls: PlannedCall[] = [];
  const skippedSeries: string[] = [];
  for (const [series, entry] of Object.entries(manifest.series)) {
    if (!isCallSeries(series)) {
      skippedSeries.push(series);
      continue;
    }
    for (const call of entry.calls) {
      if (!call.path.startsWith(`${series}/`)) continue;
      const files = [...new Set([...Object.values(call.resources), ...ALWAYS_TRY])].sort();
      calls.push({
        series,
        number: padCallNumber(call.number),
        date: call.date,
        folder: call.path,
        files,
        ...(call.issue ? { issue: call.issue } : {}),
        ...(call.videoUrl ? { videoUrl: call.videoUrl } : {}),
      });
    }
  }
  return { calls, skippedSeries };
}

/** Calls the manifest has that the content registry does not know yet. */
export function unregisteredCalls(plan: ArchivePlan, registry: readonly RegisteredCall[]): RegisteredCall[] {
  const known = new Set(registry.map(callKey));
  const added: RegisteredCall[] = [];
  for (const call of plan.calls) {
    if (!isCallSeries(call.series) || known.has(`${call.series}/${call.number}`)) continue;
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
