import type { GeneratedSite } from "~/schemas/site";
import { pageTimelines } from "../eips/eipPageData";

/** Where the sources disagree on an EIP's stage in this upgrade, as the upgrade page shows it beside the card. */
export interface UpgradeStageDispute {
  /** One plain sentence naming both sides: "The sources disagree on EIP-7805: … decided …; EIP-7773 lists it as …". */
  text: string;
  /** The call moment of the latest decision, when the archive holds the call. */
  call?: { name: string; href: string };
  /** The meta-EIP commit that set the meta EIP's side. */
  commit?: { text: string; url: string };
}

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
