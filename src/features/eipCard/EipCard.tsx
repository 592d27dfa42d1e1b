import { memo } from "react";
import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import type { UpgradePageFeatures } from "~/schemas/content";
import { ChampionBlock } from "./ChampionBlock";
import { ClientImplementationProgress } from "./ClientImplementationProgress";
import { EipCardFrame } from "./EipCardFrame";
import { cardDetailsId, EipCardHeader } from "./EipCardHeader";
import { CardTermsProvider, CardText, TextReviewNote } from "./cardTerms";
import { EipDescription } from "./EipDescription";
import { NorthStarAlignment } from "./NorthStarAlignment";
import { StakeholderImpactList } from "./StakeholderImpactList";
import type { CardFold } from "./useCardFolding";

interface EipCardProps {
  eip: UpgradeEip;
  anchor: string;
  features: Pick<UpgradePageFeatures, "champions" | "starFollowsStage">;
  /** Shown among the headliner proposals, where stages are mixed. */
  showStage?: boolean;
  /** False on the EIP's own page. */
  linkTitle?: boolean;
  /** The adoption service, when this card shows client implementation progress. */
  adoption?: { serviceUrl: string; siteUrl: string };
  /** In the compact view: whether the details show, and the toggle (called with the anchor, so it can stay the same function). */
  fold?: CardFold;
  onFold?: (anchor: string) => void;
}

// A card's props come from the page's data and stay the same across renders, so the page's own re-renders
// (the section being read, the filter applied after hydration, a section opened) skip its thousands of elements.
export const EipCard = memo(function EipCard({
  eip,
  anchor,
  features,
  showStage = false,
  adoption,
  linkTitle = true,
  fold,
  onFold,
}: EipCardProps) {
  return (
    <EipCardFrame
      eip={eip}
      anchor={anchor}
      className={`shadow-sm ${fold === "closed" ? "px-4 py-3 sm:px-5" : "p-5 sm:p-6"} ${
        eip.isHeadliner
          ? "border-violet-300 ring-1 ring-violet-100 dark:border-violet-800 dark:ring-violet-950"
          : "border-line"
      }`}
    >
      <CardTermsProvider eip={eip}>
        <EipCardHeader
          eip={eip}
          anchor={anchor}
          starFollowsStage={features.starFollowsStage}
          showStage={showStage}
          linkTitle={linkTitle}
          fold={fold}
          onFold={onFold}
        />
        <div id={cardDetailsId(anchor)} hidden={fold === "closed"}>
          {fold !== "closed" && (
            <>
              <EipDescription eip={eip} />
              {features.champions && <ChampionBlock champions={eip.champions} />}
              {eip.details && (
                <>
                  <div className="mt-6 grid gap-6 md:grid-cols-2">
                    <BulletList
                      title="Key Benefits"
                      items={eip.details.benefits}
                      marker="marker:text-emerald-600 dark:marker:text-emerald-400"
                    />
                    <BulletList
                      title="Trade-offs & Considerations"
                      items={eip.details.tradeoffs}
                      marker="marker:text-amber-600 dark:marker:text-amber-400"
                    />
                  </div>
                  <StakeholderImpactList impacts={eip.details.stakeholderImpacts} />
                  <NorthStarAlignment alignment={eip.details.northStar} />
                </>
              )}
              {adoption && (
                <ClientImplementationProgress
                  eipId={eip.id}
                  serviceUrl={adoption.serviceUrl}
                  siteUrl={adoption.siteUrl}
                />
              )}
              <TextReviewNote eip={eip} />
            </>
          )}
        </div>
      </CardTermsProvider>
    </EipCardFrame>
  );
});

const BULLETS = "mt-2 list-disc space-y-2 pl-5 text-sm leading-relaxed text-body";

function BulletList({ title, items, marker }: { title: string; items: readonly string[]; marker: string }) {
  if (!items.length) return null;
  return (
    <div>
      <h4 className="text-sm font-bold tracking-wide text-ink-soft uppercase">{title}</h4>
      <ul className={`${BULLETS} ${marker}`}>
        {items.map((item) => (
          <li key={item}>
            <CardText text={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
