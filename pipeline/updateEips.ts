// The EIPs step of `npm run update`: ethereum/EIPs (content/sources.json's git source) brings the EIP texts and the
// upgrades' meta EIPs into content/. Its sync is built for issue #33 in pipeline/syncEips.ts; this is the one place
// `npm run update` calls it, so wiring it in is a change to this file alone.
import type { ArchiveSource } from "../src/schemas/sources";

export interface EipsSyncRequest {
  /** `--eips PATH`: a local clone (or bundle) of ethereum/EIPs instead of the configured URL. */
  eipsPath?: string;
  /** The configured git source, when content/sources.json has one. */
  source?: Extract<ArchiveSource, { kind: "git" }>;
  contentDir: string;
  log: (line: string) => void;
}

export interface EipsSyncOutcome {
  /** "not-wired" until pipeline/syncEips.ts is called from here; it degrades nothing. */
  status: "ok" | "degraded" | "failed" | "not-wired";
  message: string;
}

export async function syncEipsForUpdate(request: EipsSyncRequest): Promise<EipsSyncOutcome> {
  const from = request.eipsPath ?? request.source?.url;
  // WIRE (issue #33): return the result of pipeline/syncEips.ts for `from` into request.contentDir here.
  const message = `EIPs sync not wired into npm run update yet (issue #33, pipeline/syncEips.ts)${from ? `; ${from} not read` : ""}: content/eip-specs and the stages stay as committed`;
  request.log(`eips: ${message}`);
  return { status: "not-wired", message };
}
