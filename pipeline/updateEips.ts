// The EIPs step of `npm run update`: ethereum/EIPs (content/sources.json's git source, or `--eips PATH`) is cloned or
// brought up to date in the EIPs folder (pipeline/syncEips.ts); the build then reads its specs and meta-EIP history.
import type { ArchiveSource } from "../src/schemas/sources";
import { eipsDir } from "./paths";
import { EipsSyncError, syncEips, UPSTREAM_EIPS } from "./syncEips";

export interface EipsSyncRequest {
  /** `--eips PATH`: a local clone (or bundle) of ethereum/EIPs instead of the configured URL. */
  eipsPath?: string;
  /** The configured git source, when content/sources.json has one. */
  source?: Extract<ArchiveSource, { kind: "git" }>;
  contentDir: string;
  log: (line: string) => void;
}

export interface EipsSyncOutcome {
  /** "degraded": the source could not be read; the last clone (if any) is built from, as it was. */
  status: "ok" | "degraded";
  message: string;
  /** The clone's commit after the sync: part of what decides whether the site needs a rebuild. */
  head?: string;
}

export async function syncEipsForUpdate(request: EipsSyncRequest): Promise<EipsSyncOutcome> {
  const from = request.eipsPath ?? request.source?.url ?? UPSTREAM_EIPS;
  try {
    const result = syncEips(from, eipsDir());
    const moved =
      result.previousHead === null
        ? `cloned at ${result.head.slice(0, 12)}`
        : result.previousHead === result.head
          ? `already current at ${result.head.slice(0, 12)}`
          : `${result.previousHead.slice(0, 12)} → ${result.head.slice(0, 12)}`;
    const message = `${from}: ${moved}; meta EIPs ${result.metaEips.join(", ") || "none found"} (${result.ms} ms)`;
    request.log(`eips: ${message}`);
    return { status: "ok", message, head: result.head };
  } catch (error) {
    const message = error instanceof EipsSyncError ? error.message : `EIPs sync failed: ${String(error)}`;
    request.log(`eips: ${message}`);
    return { status: "degraded", message };
  }
}
