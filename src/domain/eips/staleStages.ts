import type { Eip, Upgrade } from "~/schemas/content";
import type { ArchivedDecision } from "~/schemas/site";
import { shortCallTitle } from "../calls/series";

/**
 * Where the archive is ahead of the content: a call decided a stage change for an EIP in an upgrade after the newest
 * dated step the content records for it, and the content's stage now differs from what the call decided. One line
 * each, for a maintainer to act on; nothing here changes what the pages show.
 */
export function staleStages(
  upgrades: readonly Pick<Upgrade, "forkName">[],
  eips: readonly Pick<Eip, "id" | "forkRelationships">[],
  decisions: readonly ArchivedDecision[],
): string[] {
  const forks = new Map(upgrades.map((upgrade) => [upgrade.forkName.toLowerCase(), upgrade.forkName]));
  const byId = new Map(eips.map((eip) => [eip.id, eip]));
  const lines: string[] = [];
  for (const decision of decisions) {
    const to = decision.stageChange?.to;
    const forkName = forks.get(decision.fork?.toLowerCase() ?? "");
    if (decision.kind !== "stage_change" || !to || !forkName) continue;
    for (const id of decision.eips) {
      const relationship = byId.get(id)?.forkRelationships.find((r) => r.forkName === forkName);
      const newest = (relationship?.statusHistory ?? []).reduce<string | null>(
        (max, step) => (step.date && (!max || step.date > max) ? step.date : max),
        null,
      );
      if (newest && newest >= decision.callDate) continue;
      if (relationship?.status.toLowerCase() === to.toLowerCase()) continue;
      const call = shortCallTitle({ short: decision.callType.toUpperCase() }, decision.callNumber);
      lines.push(
        `EIP-${id} in ${forkName}: ${call} (${decision.callDate}) decided '${to}', content says '${relationship?.status || "no stage"}' as of ${newest ?? "an undated step"}`,
      );
    }
  }
  return lines;
}
