import { OVERVIEW_ANCHOR } from "~/domain/eips/contents";
import type { StageCounts } from "~/domain/eips/sections";
import type { RankingCta } from "~/domain/upgrades/pageFeatures";
import type { PageUpgrade } from "~/domain/upgrades/upgradePageData";
import { Banners } from "./Banners";
import { SectionHeading, sectionTitleId } from "./SectionHeading";
import { StageCounters } from "./StageCounters";
import { OverviewCard } from "./OverviewCard";

interface OverviewSectionProps {
  upgrade: PageUpgrade;
  eipCount: number;
  counts: StageCounts;
  rankingCta: RankingCta | null;
  onJump: (anchor: string) => void;
}

export function OverviewSection({ upgrade, eipCount, counts, rankingCta, onJump }: OverviewSectionProps) {
  return (
    <section id={OVERVIEW_ANCHOR} data-section aria-labelledby={sectionTitleId(OVERVIEW_ANCHOR)} className="scroll-mt-24">
      <SectionHeading anchor={OVERVIEW_ANCHOR} title="Overview" />
      <OverviewCard upgrade={upgrade} eipCount={eipCount} />
      <StageCounters counts={counts} onJump={onJump} />
      <Banners banners={upgrade.banners} rankingCta={rankingCta} />
    </section>
  );
}
