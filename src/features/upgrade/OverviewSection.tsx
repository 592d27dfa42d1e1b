import { OVERVIEW_ANCHOR } from "~/domain/eips/contents";
import type { StageCounts } from "~/domain/eips/sections";
import type { RankingCta } from "~/schemas/content";
import type { PageUpgrade } from "~/domain/upgrades/upgradePageData";
import { Banners } from "./Banners";
import { SectionHeading, sectionTitleId } from "./SectionHeading";
import { StageCounters } from "./StageCounters";
import { OverviewCard } from "./OverviewCard";
import { ANCHOR_OFFSET } from "../eipCard/stickyOffsets";

interface OverviewSectionProps {
  upgrade: PageUpgrade;
  eipCount: number;
  counts: StageCounts;
  /** What 'EIPs tracked' holds beyond the counters (domain/eips/sections trackedNote), or null. */
  trackedNote: string | null;
  rankingCta: RankingCta | null;
  onJump: (anchor: string) => void;
  today: string;
}

export function OverviewSection({
  upgrade,
  eipCount,
  counts,
  trackedNote,
  rankingCta,
  onJump,
  today,
}: OverviewSectionProps) {
  return (
    <section
      id={OVERVIEW_ANCHOR}
      data-section
      aria-labelledby={sectionTitleId(OVERVIEW_ANCHOR)}
      className={ANCHOR_OFFSET}
    >
      <SectionHeading anchor={OVERVIEW_ANCHOR} title="Overview" />
      <OverviewCard upgrade={upgrade} eipCount={eipCount} />
      <StageCounters counts={counts} onJump={onJump} />
      {trackedNote && (
        <p data-testid="tracked-note" className="mt-2 text-sm text-muted">
          {eipCount} EIPs tracked: {trackedNote}.
        </p>
      )}
      <Banners banners={upgrade.banners} rankingCta={rankingCta} today={today} />
    </section>
  );
}
