import { HEADLINER_PROPOSALS_ANCHOR, HEADLINER_PROPOSALS_NAME } from "~/domain/eips/contents";
import { hasAdoptionData } from "~/domain/eips/clientProgress";
import type { HeadlinerProposal } from "~/domain/eips/sections";
import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { eipAnchor } from "~/domain/eips/stages";
import type { UpgradePageFeatures } from "~/schemas/content";
import type { ClientTeamPerspective, PendingHeadliner } from "~/schemas/content";
import { ExpandToggle } from "~/ui/ExpandToggle";
import { ClientTeamPerspectives } from "./ClientTeamPerspectives";
import { CompactEipCard } from "../eipCard/CompactEipCard";
import { EipCard } from "../eipCard/EipCard";
import { PendingHeadlinerCard } from "./PendingHeadlinerCard";
import { SectionHeading, sectionTitleId } from "./SectionHeading";
import { CollapsedSummary } from "./StageSection";
import { DisputableCard } from "./StageDisputeNote";
import type { CardFold } from "../eipCard/useCardFolding";
import { ANCHOR_OFFSET } from "../eipCard/stickyOffsets";

interface HeadlinerSectionProps {
  proposals: readonly HeadlinerProposal<UpgradeEip>[];
  perspectives: readonly ClientTeamPerspective[];
  /** Proposals without an EIP number yet (not EIP cards: no stage, no filter applies to them). */
  pending: readonly PendingHeadliner[];
  features: UpgradePageFeatures;
  adoption: { serviceUrl: string; siteUrl: string };
  expanded: boolean;
  onToggle: () => void;
  onJump: (anchor: string) => void;
  /** In the compact view, the fold of each card (by anchor); undefined outside it. And the cards' toggle. */
  foldOf: ((anchor: string) => CardFold) | undefined;
  onFold: (anchor: string) => void;
}

/** SPEC §2: collapsed by default; lists the client teams' perspectives and every headliner candidate. */
export function HeadlinerSection({
  proposals,
  perspectives,
  pending,
  features,
  adoption,
  expanded,
  onToggle,
  onJump,
  foldOf,
  onFold,
}: HeadlinerSectionProps) {
  const anchor = HEADLINER_PROPOSALS_ANCHOR;
  const panelId = `${anchor}-panel`;
  const count = proposals.length;
  return (
    <section id={anchor} data-section aria-labelledby={sectionTitleId(anchor)} className={ANCHOR_OFFSET}>
      <SectionHeading
        anchor={anchor}
        title={HEADLINER_PROPOSALS_NAME}
        count={count}
        tone="purple"
        description="Headliners are the main features of an upgrade. These were put forward as headliner candidates; client teams explained which they favoured."
        action={<ExpandToggle expanded={expanded} controls={panelId} onToggle={onToggle} />}
      />
      {!expanded && <CollapsedSummary text={collapsedText(count, pending.length)} onExpand={onToggle} />}
      <div id={panelId} hidden={!expanded} className={foldOf ? "space-y-3" : "space-y-6"}>
        {/* Made when opened, like a collapsed stage section. */}
        {expanded && (
          <>
            <ClientTeamPerspectives perspectives={perspectives} />
            {/* An EIP that already has a card in a stage section is only mentioned here, with a link to that card. */}
            {proposals.map(({ eip, anchor: cardAnchor, primary }) => (
              <DisputableCard key={eip.id} dispute={eip.stageDispute}>
                {primary ? (
                  <EipCard
                    eip={eip}
                    anchor={cardAnchor}
                    features={features}
                    showStage
                    adoption={hasAdoptionData(eip.id) ? adoption : undefined}
                    fold={foldOf?.(cardAnchor)}
                    onFold={onFold}
                  />
                ) : (
                  <CompactEipCard
                    eip={eip}
                    anchor={cardAnchor}
                    starFollowsStage={features.starFollowsStage}
                    showStage
                    mainCardAnchor={eipAnchor(eip.id)}
                    onJump={onJump}
                    fold={foldOf?.(cardAnchor)}
                    onFold={onFold}
                  />
                )}
              </DisputableCard>
            ))}
            {pending.map((proposal) => (
              <PendingHeadlinerCard key={proposal.id} proposal={proposal} />
            ))}
          </>
        )}
      </div>
    </section>
  );
}

function collapsedText(count: number, pending: number): string {
  const listed = `${count} headliner proposal${count === 1 ? " was" : "s were"} considered for this upgrade`;
  return pending ? `${listed}, and ${pending} more without an EIP number yet.` : `${listed}.`;
}
