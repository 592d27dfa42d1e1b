import type { Upgrade } from "~/schemas/content";

export type UpgradeId = Upgrade["id"];

export interface RankingCta {
  /** The banner the call to action belongs under. */
  bannerTitle: string;
  label: string;
  to: string;
}

/** What differs between upgrade pages (SPEC §2). */
export interface UpgradePageFeatures {
  timeline: boolean;
  layerFilter: boolean;
  champions: boolean;
  headlinerProposals: boolean;
  /** Glamsterdam is still choosing: a filled star marks a scheduled headliner, a hollow one a proposed one. */
  starFollowsStage: boolean;
  rankingCta: RankingCta | null;
}

const PLAIN: UpgradePageFeatures = {
  timeline: false,
  layerFilter: false,
  champions: false,
  headlinerProposals: false,
  starFollowsStage: false,
  rankingCta: null,
};

export const UPGRADE_PAGE_FEATURES: Record<UpgradeId, UpgradePageFeatures> = {
  pectra: PLAIN,
  fusaka: { ...PLAIN, timeline: true },
  glamsterdam: {
    timeline: true,
    layerFilter: true,
    champions: true,
    headlinerProposals: true,
    starFollowsStage: true,
    // Its tier maker stays where it was, ranking the proposals as they stood at its deadline.
    rankingCta: { bannerTitle: "Voice Your Support", label: "Create Your Ranking", to: "/rank/glamsterdam" },
  },
  hegota: {
    timeline: true,
    layerFilter: true,
    champions: true,
    headlinerProposals: true,
    starFollowsStage: true,
    rankingCta: { bannerTitle: "Voice Your Support", label: "Create Your Ranking", to: "/rank" },
  },
};
