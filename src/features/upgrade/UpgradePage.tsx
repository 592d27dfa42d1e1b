import { useEffect, useMemo } from "react";
import { HEADLINER_PROPOSALS_ANCHOR, listedEipCount, pageContents } from "~/domain/eips/contents";
import { headlinerProposals, stageCounts, stageSections } from "~/domain/eips/sections";
import { UPGRADE_PAGE_FEATURES } from "~/domain/upgrades/pageFeatures";
import type { UpgradePageData } from "~/domain/upgrades/upgradePageData";
import { PageShell } from "~/features/shell/PageShell";
import { trackUpgradeView } from "~/platform/analytics";
import { PageTermDefinitions, PageTextsProvider } from "./cardTerms";
import { ContentsSidebar } from "./ContentsSidebar";
import { HeadlinerSection } from "./HeadlinerSection";
import { LayerFilter } from "./LayerFilter";
import { OverviewSection } from "./OverviewSection";
import { StageSection } from "./StageSection";
import { TimelineSection } from "./TimelineSection";
import { UpgradeHeader } from "./UpgradeHeader";
import { SubscribeLinks } from "~/features/shell/Subscriptions";
import { upgradeSubscriptions } from "./subscriptions";
import { UpgradeStrip } from "./UpgradeStrip";
import { useActiveSection } from "./useActiveSection";
import { useHashScroll, useJumpToSection } from "./useJumpToSection";
import { useLayerFilter } from "./useLayerFilter";
import { useSectionExpansion } from "./useSectionExpansion";

export const EMPTY_UPGRADE_TEXT = "No improvements found for this network upgrade.";

export function UpgradePage({ data }: { data: UpgradePageData }) {
  const { upgrade, strip, eips, adoption, glossary, eipSpecsAsOf } = data;
  const pageTexts = useMemo(() => ({ glossary, eipSpecsAsOf }), [glossary, eipSpecsAsOf]);
  const features = UPGRADE_PAGE_FEATURES[upgrade.id];
  const [filter, setFilter] = useLayerFilter(features.layerFilter);
  const sections = useMemo(() => stageSections(eips, features, filter), [eips, features, filter]);
  const headliners = useMemo(() => headlinerProposals(eips, sections, features, filter), [eips, sections, features, filter]);
  const timeline = features.timeline && upgrade.timeline?.length ? upgrade.timeline : null;
  const entries = useMemo(() => pageContents({ timeline: timeline !== null, sections, headliners }), [timeline, sections, headliners]);
  const expansion = useSectionExpansion(entries);
  const [active, setActive] = useActiveSection();
  const jumpTo = useJumpToSection(expansion.reveal, setActive);
  useHashScroll(expansion.reveal, setActive);
  useTrackUpgradeView(upgrade.id);

  return (
    <PageShell>
      <PageTextsProvider value={pageTexts}>
        <UpgradeHeader upgrade={upgrade} />
        <SubscribeLinks subscriptions={upgradeSubscriptions(upgrade.id)} className="mt-3" />
        <UpgradeStrip upgrades={strip} currentId={upgrade.id} />
        {features.layerFilter && <LayerFilter value={filter} onChange={setFilter} />}
        <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <ContentsSidebar entries={entries} active={active} onNavigate={jumpTo} />
          <div className="min-w-0 space-y-14">
            <OverviewSection upgrade={upgrade} eipCount={listedEipCount(entries)} counts={stageCounts(sections)} rankingCta={features.rankingCta} onJump={jumpTo} />
            {timeline && <TimelineSection upgradeName={upgrade.name} steps={timeline} />}
            {sections.map((section) => (
              <StageSection
                key={section.anchor}
                section={section}
                features={features}
                adoption={adoption}
                collapsible={section.stage === "Declined"}
                expanded={expansion.isOpen(section.anchor)}
                onToggle={() => expansion.toggle(section.anchor)}
              />
            ))}
            {headliners.length > 0 && (
              <HeadlinerSection
                proposals={headliners}
                perspectives={upgrade.clientTeamPerspectives ?? []}
                features={features}
                adoption={adoption}
                expanded={expansion.isOpen(HEADLINER_PROPOSALS_ANCHOR)}
                onToggle={() => expansion.toggle(HEADLINER_PROPOSALS_ANCHOR)}
                onJump={jumpTo}
              />
            )}
            {sections.length === 0 && headliners.length === 0 && (
              <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
                {EMPTY_UPGRADE_TEXT}
              </p>
            )}
          </div>
        </div>
        <PageTermDefinitions />
      </PageTextsProvider>
    </PageShell>
  );
}

function useTrackUpgradeView(upgradeId: string): void {
  useEffect(() => trackUpgradeView(upgradeId), [upgradeId]);
}
