import type { GeneratedSite } from "~/schemas/site";
import { pageTimelines } from "./eipPageData";
import type { UpgradeStageDispute } from "./upgradeEip";

/**
 * Every EIP of the upgrade whose latest call decision and meta EIP disagree (domain/stages/stageEvidence.ts
 * isDisputed), by EIP number, told as the EIP page tells it.
 */
export function upgradeStageDisputes(
  site: GeneratedSite,
  upgradeId: string,
  eipIds: readonly number[],
): Record<number, UpgradeStageDispute> {
  if (!site.metaEips?.length) return {};
  const disputes: Record<number, UpgradeStageDispute> = {};
  for (const id of eipIds) {
    const eip = site.eips.find((candidate) => candidate.id === id);
    const timeline = eip && pageTimelines(site, eip).find((candidate) => candidate.upgradeId === upgradeId);
    const dispute = timeline?.dispute;
    if (!dispute || !timeline.disputeText) continue;
    const { call } = dispute.call;
    const { commitUrl, commitText } = dispute.meta;
    disputes[id] = {
      text: `The sources disagree on EIP-${id}: ${timeline.disputeText}`,
      ...(call?.href && call.name ? { call: { name: call.name, href: call.href } } : {}),
      ...(commitUrl && commitText ? { commit: { text: commitText, url: commitUrl } } : {}),
    };
  }
  return disputes;
}
