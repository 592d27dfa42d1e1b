import type { TierMakerSnapshot } from "../../schemas/content";
import type { GeneratedSite } from "../../schemas/site";
import { openProposals, snapshotPool, type PoolEip } from "./pool";
import { proposalDeadline, type ProposalDeadline } from "./proposalDeadline";

// One tier maker per upgrade: everything that names it (page title, saved ranking, image) comes from here, so two
// makers never share a storage key or an image name.

export type TierMaker = {
  upgradeId: string;
  /** The upgrade's display name ("Hegotá"). */
  upgradeName: string;
  title: string;
  /** localStorage key of the visitor's ranking. */
  storageKey: string;
  imageFileName: string;
  /** The title in the shared image's footer. */
  imageTitle: string;
};

export function tierMaker(upgradeId: string, upgradeName: string): TierMaker {
  return {
    upgradeId,
    upgradeName,
    title: `${upgradeName} EIP Tier Maker`,
    storageKey: `${upgradeId}-rankings`,
    imageFileName: `${upgradeId}-eip-rankings.png`,
    imageTitle: `${upgradeName} EIP Rankings`,
  };
}

/**
 * What a tier maker page shows: its names, its pool, for a frozen pool the day it stands as of, and the upgrade's
 * proposal deadline when content dates it.
 */
export type TierMakerPage = { maker: TierMaker; pool: PoolEip[]; asOf?: string; deadline?: ProposalDeadline };

type SiteContent = Pick<GeneratedSite, "upgrades" | "eips" | "tierMakerSnapshots">;

/** /rank: the upgrade that is choosing among its proposals, if any, with its proposal deadline on `today`. */
export function openTierMaker(site: SiteContent, today: string): TierMakerPage | undefined {
  const open = openProposals(site.upgrades, site.eips);
  if (!open) return undefined;
  const deadline = proposalDeadline(open.upgrade, site.tierMakerSnapshots ?? [], today);
  return { maker: tierMaker(open.upgrade.id, open.upgrade.name), pool: open.pool, ...(deadline ? { deadline } : {}) };
}

/** /rank/{upgrade}: a closed maker, its pool frozen in content/tier-makers (the newest snapshot of that upgrade). */
export function snapshotTierMaker(site: SiteContent, upgradeId: string): TierMakerPage | undefined {
  const snapshot = (site.tierMakerSnapshots ?? [])
    .filter((s) => s.upgrade === upgradeId)
    .reduce<TierMakerSnapshot | undefined>((newest, s) => (newest && newest.asOf >= s.asOf ? newest : s), undefined);
  const upgrade = site.upgrades.find((u) => u.id === upgradeId);
  if (!snapshot || !upgrade) return undefined;
  const deadline = proposalDeadline(upgrade, [snapshot], snapshot.asOf);
  return {
    maker: tierMaker(upgrade.id, upgrade.name),
    pool: snapshotPool(site.eips, snapshot.eips),
    asOf: snapshot.asOf,
    ...(deadline ? { deadline } : {}),
  };
}

export type TierMakerLink = { to: string; upgradeName: string; asOf?: string };

/** The closed makers, newest upgrade last (content order), each at /rank/{upgrade}. */
export function snapshotTierMakerLinks(site: SiteContent): TierMakerLink[] {
  return site.upgrades.flatMap((upgrade) => {
    const page = snapshotTierMaker(site, upgrade.id);
    return page
      ? [{ to: `/rank/${upgrade.id}`, upgradeName: upgrade.name, ...(page.asOf ? { asOf: page.asOf } : {}) }]
      : [];
  });
}
