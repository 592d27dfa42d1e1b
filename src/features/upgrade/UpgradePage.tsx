import { useCallback, useDeferredValue, useEffect, useMemo } from "react";
import { firstEipSection, HEADLINER_PROPOSALS_ANCHOR, listedEipCount, pageContents } from "~/domain/eips/contents";
import { eipQueryMatcher, isBlankEipQuery } from "~/domain/eips/eipQuery";
import {
  headlinerProposals,
  stageCounts,
  stageSections,
  trackedNote,
  type LayerFilter as Layer,
} from "~/domain/eips/sections";
import type { UpgradePageFeatures } from "~/schemas/content";
import type { UpgradePageData } from "~/domain/upgrades/upgradePageData";
import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { SET_ASIDE_STAGES } from "~/domain/eips/stages";
import { decodeUrlHash } from "~/domain/url/urlHash";
import { PageShell } from "~/features/shell/PageShell";
import { useToday } from "~/ui/useToday";
import { useDeferredModule } from "~/ui/useDeferredModule";
import { deferModule } from "~/platform/deferredModule";
import { useSearchParams } from "react-router";
import { trackUpgradeView } from "~/platform/analytics";
import { PageTermDefinitions, PageTextsProvider } from "../eipCard/cardTerms";
import { ContentsSidebar } from "./ContentsSidebar";
import { EipFilterBar } from "./EipFilterBar";
import { HeadlinerSection } from "./HeadlinerSection";
import { JumpToMenu } from "./JumpToMenu";
import { LayerFilter } from "./LayerFilter";
import { OverviewSection } from "./OverviewSection";
import { SkipToEips } from "./SkipToEips";
import { StageSection } from "./StageSection";
import { TimelineSection } from "./TimelineSection";
import { UpgradeHeader } from "./UpgradeHeader";
import { SubscribeLinks } from "~/features/shell/Subscriptions";
import type { SubscriptionLink } from "~/domain/api/subscriptionLinks";
import { UpgradeStrip } from "./UpgradeStrip";
import { useActiveSection } from "./useActiveSection";
import { useCardFolding } from "../eipCard/useCardFolding";
import { useEipFilters } from "./useEipFilters";
import { useHashScroll, useJumpToSection } from "./useJumpToSection";
import { useLayerFilter } from "./useLayerFilter";
import { useSectionExpansion } from "./useSectionExpansion";

const scopeOverTime = deferModule(() => import("./ScopeOverTime"));

export const EMPTY_UPGRADE_TEXT = "No improvements found for this network upgrade.";

export function UpgradePage({
  data,
  subscriptions,
}: {
  data: UpgradePageData;
  subscriptions: readonly SubscriptionLink[];
}) {
  const { upgrade, strip, adoption, glossary } = data;
  const today = useToday(data.buildDate);
  const { view, past } = usePastView(data, today);
  const eips = past?.eips ?? data.eips;
  const pageTexts = useMemo(() => ({ glossary }), [glossary]);
  const features = upgrade.pageFeatures;
  const [layer, setLayer] = useLayerFilter(features.layerFilter);
  const { query, setQuery, compact, setCompact, clearFilters } = useEipFilters();
  // Typing stays quick: the cards follow the text a moment later.
  const shownQuery = useDeferredValue(query);
  const matching = useMemo(() => eips.filter(eipQueryMatcher(shownQuery)), [eips, shownQuery]);
  const { sections, headliners } = useListedEips(matching, features, layer);
  const everything = useListedEips(eips, features, "all");
  const timeline = features.timeline && upgrade.timeline?.length ? upgrade.timeline : null;
  const entries = useMemo(
    () => pageContents({ timeline: timeline !== null, sections, headliners }),
    [timeline, sections, headliners],
  );
  const total = useMemo(() => listedEipCount(pageContents({ timeline: false, ...everything })), [everything]);
  const filtered = layer !== "all" || !isBlankEipQuery(shownQuery);
  // Proposals without an EIP number match no EIP filter.
  const pendingHeadliners = filtered ? [] : (upgrade.pendingHeadlinerProposals ?? []);
  const expansion = useSectionExpansion(entries);
  const folding = useCardFolding(compact);
  const { reveal: revealSection } = expansion;
  const { unfold } = folding;
  // Whatever the reader goes to shows: its collapsed section opens, and in the compact view its card.
  const reveal = useCallback(
    (anchor: string) => {
      revealSection(anchor);
      unfold(anchor);
    },
    [revealSection, unfold],
  );
  const [active, setActive] = useActiveSection();
  const jumpTo = useJumpToSection(reveal, setActive);
  useHashScroll(reveal, setActive);
  useTrackUpgradeView(upgrade.id);
  const switchCompact = (next: boolean) => {
    if (next) folding.foldAllBut(decodeUrlHash(window.location.hash));
    setCompact(next);
  };
  const skipTarget = firstEipSection(entries);
  const shown = listedEipCount(entries);

  return (
    <PageShell>
      <PageTextsProvider value={pageTexts}>
        <UpgradeHeader upgrade={upgrade} today={today} />
        <SubscribeLinks links={subscriptions} className="mt-3" />
        <UpgradeStrip upgrades={strip} currentId={upgrade.id} />
        {view && past && <view.PastViewNote data={data} asOf={past.asOf} />}
        {view && <view.ScopeOverTime data={data} today={today} asOf={past?.asOf} />}
        <EipFilterBar
          query={query}
          onQuery={setQuery}
          compact={compact}
          onCompact={switchCompact}
          shown={shown}
          total={total}
          filtered={filtered}
          onClear={clearFilters}
        >
          {features.layerFilter && <LayerFilter value={layer} onChange={setLayer} />}
        </EipFilterBar>
        {skipTarget && <SkipToEips anchor={skipTarget} onJump={jumpTo} />}
        <JumpToMenu entries={entries} active={active} onNavigate={jumpTo} />
        <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
          <ContentsSidebar entries={entries} active={active} onNavigate={jumpTo} />
          <div className="min-w-0 space-y-14">
            <OverviewSection
              upgrade={upgrade}
              eipCount={shown}
              counts={stageCounts(sections)}
              trackedNote={trackedNote(sections, headliners)}
              rankingCta={features.rankingCta}
              onJump={jumpTo}
              today={today}
            />
            {timeline && <TimelineSection upgradeName={upgrade.name} steps={timeline} today={today} />}
            {sections.map((section) => (
              <StageSection
                key={section.anchor}
                section={section}
                features={features}
                adoption={adoption}
                collapsible={SET_ASIDE_STAGES.includes(section.stage)}
                expanded={expansion.isOpen(section.anchor)}
                onToggle={() => expansion.toggle(section.anchor)}
                foldOf={folding.foldOf}
                onFold={folding.toggle}
              />
            ))}
            {(headliners.length > 0 || pendingHeadliners.length > 0) && (
              <HeadlinerSection
                proposals={headliners}
                perspectives={upgrade.clientTeamPerspectives ?? []}
                pending={pendingHeadliners}
                features={features}
                adoption={adoption}
                expanded={expansion.isOpen(HEADLINER_PROPOSALS_ANCHOR)}
                onToggle={() => expansion.toggle(HEADLINER_PROPOSALS_ANCHOR)}
                onJump={jumpTo}
                foldOf={folding.foldOf}
                onFold={folding.toggle}
              />
            )}
            {shown === 0 && !filtered && (
              <p role="status" className="rounded-xl border border-dashed border-line-firm p-8 text-center text-muted">
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

/** The stage sections and headliner proposals that list these EIPs, with a layer filter. */
function useListedEips(eips: readonly UpgradeEip[], features: UpgradePageFeatures, layer: Layer) {
  return useMemo(() => {
    const sections = stageSections(eips, features, layer);
    return { sections, headliners: headlinerProposals(eips, sections, features, layer) };
  }, [eips, features, layer]);
}

/**
 * The page as of the day in its `asOf` parameter, once the code for it has loaded after hydration (the first render
 * is always today's, as prerendered); the loaded module also draws the scope over time.
 */
function usePastView(data: UpgradePageData, today: string) {
  const [params] = useSearchParams();
  const view = useDeferredModule(scopeOverTime, "Not loaded");
  return { view, past: view?.pastView(data, params.get("asOf"), today) };
}

function useTrackUpgradeView(upgradeId: string): void {
  useEffect(() => trackUpgradeView(upgradeId), [upgradeId]);
}
