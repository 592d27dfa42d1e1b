import { STAGE_EXPLANATIONS } from "~/domain/eips/stageExplanations";
import type { StageSection as StageSectionModel } from "~/domain/eips/sections";
import { hasAdoptionData } from "~/domain/eips/clientProgress";
import { eipAnchor } from "~/domain/eips/stages";
import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import type { UpgradePageFeatures } from "~/schemas/content";
import { ExpandToggle } from "~/ui/ExpandToggle";
import { CompactEipCard } from "../eipCard/CompactEipCard";
import { EipCard } from "../eipCard/EipCard";
import { SectionHeading, sectionTitleId } from "./SectionHeading";
import { DisputableCard } from "./StageDisputeNote";
import { stageTone } from "../eipCard/stageTone";
import type { CardFold } from "../eipCard/useCardFolding";
import { ANCHOR_OFFSET } from "../eipCard/stickyOffsets";

interface StageSectionProps {
  section: StageSectionModel<UpgradeEip>;
  features: UpgradePageFeatures;
  adoption: { serviceUrl: string; siteUrl: string };
  /** Only the declined section collapses. */
  collapsible: boolean;
  expanded: boolean;
  onToggle: () => void;
  /** The compact view's fold of each card (by anchor), and its toggle. */
  /** In the compact view, the fold of each card (by anchor); undefined outside it. And the cards' toggle. */
  foldOf: ((anchor: string) => CardFold) | undefined;
  onFold: (anchor: string) => void;
}

export function StageSection({
  section,
  features,
  adoption,
  collapsible,
  expanded,
  onToggle,
  foldOf,
  onFold,
}: StageSectionProps) {
  const panelId = `${section.anchor}-panel`;
  const count = section.eips.length;
  return (
    <section
      id={section.anchor}
      data-section
      aria-labelledby={sectionTitleId(section.anchor)}
      className={ANCHOR_OFFSET}
    >
      <SectionHeading
        anchor={section.anchor}
        title={section.name}
        count={count}
        tone={stageTone(section.stage)}
        description={STAGE_EXPLANATIONS[section.stage].explanation}
        action={collapsible ? <ExpandToggle expanded={expanded} controls={panelId} onToggle={onToggle} /> : undefined}
      />
      {collapsible && !expanded && (
        <CollapsedSummary
          text={`${count} EIP${count === 1 ? "" : "s"} ${STAGE_EXPLANATIONS[section.stage].outcome ?? "set aside"}.`}
          onExpand={onToggle}
        />
      )}
      {/* A collapsed section's cards are made when it opens: hidden, they would show to no one, with or without
          JavaScript, and cost every visitor the HTML and the hydration (a third of Glamsterdam's elements). */}
      <div id={panelId} hidden={collapsible && !expanded} className={foldOf ? "space-y-3" : "space-y-6"}>
        {(!collapsible || expanded) &&
          section.eips.map((eip) => {
            const anchor = eipAnchor(eip.id);
            const card = collapsible ? (
              <CompactEipCard
                eip={eip}
                anchor={anchor}
                starFollowsStage={features.starFollowsStage}
                fold={foldOf?.(anchor)}
                onFold={onFold}
              />
            ) : (
              <EipCard
                eip={eip}
                anchor={anchor}
                features={features}
                adoption={hasAdoptionData(eip.id) ? adoption : undefined}
                fold={foldOf?.(anchor)}
                onFold={onFold}
              />
            );
            return (
              <DisputableCard key={eip.id} dispute={eip.stageDispute}>
                {card}
              </DisputableCard>
            );
          })}
      </div>
    </section>
  );
}

export function CollapsedSummary({ text, onExpand }: { text: string; onExpand: () => void }) {
  return (
    <p className="rounded-xl border border-line bg-panel px-4 py-3 text-sm text-body">
      {text}{" "}
      <button type="button" onClick={onExpand} className="font-semibold text-accent underline underline-offset-2">
        Show them
      </button>
    </p>
  );
}
