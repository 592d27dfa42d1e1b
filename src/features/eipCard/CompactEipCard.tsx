import { memo, type MouseEvent } from "react";
import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { EipCardFrame } from "./EipCardFrame";
import { cardDetailsId, EipCardHeader } from "./EipCardHeader";
import { CardTermsProvider, TextReviewNote } from "./cardTerms";
import { EipDescription } from "./EipDescription";
import { LINK_CLASS } from "../../ui/linkStyle";
import type { CardFold } from "./useCardFolding";

interface CompactEipCardProps {
  eip: UpgradeEip;
  anchor: string;
  starFollowsStage: boolean;
  showStage?: boolean;
  /** False on the EIP's own page. */
  linkTitle?: boolean;
  /** Where the same EIP's main card is, when this is a second mention of it. */
  mainCardAnchor?: string;
  onJump?: (anchor: string) => void;
  /** In the compact view, as on EipCard. */
  fold?: CardFold;
  onFold?: (anchor: string) => void;
}

/** SPEC §2: number, title, description and links. For declined EIPs and second mentions. Memoised like EipCard. */
export const CompactEipCard = memo(function CompactEipCard({
  eip,
  anchor,
  starFollowsStage,
  showStage = false,
  mainCardAnchor,
  onJump,
  linkTitle = true,
  fold,
  onFold,
}: CompactEipCardProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mainCardAnchor || !onJump) return;
    event.preventDefault();
    onJump(mainCardAnchor);
  };
  return (
    <EipCardFrame
      eip={eip}
      anchor={anchor}
      className={`border-line ${fold === "closed" ? "px-4 py-3 sm:px-5" : "p-4 sm:p-5"}`}
    >
      <CardTermsProvider eip={eip}>
        <EipCardHeader
          eip={eip}
          anchor={anchor}
          starFollowsStage={starFollowsStage}
          showStage={showStage}
          linkTitle={linkTitle}
          fold={fold}
          onFold={onFold}
        />
        <div id={cardDetailsId(anchor)} hidden={fold === "closed"}>
          {fold !== "closed" && (
            <>
              <EipDescription eip={eip} />
              {mainCardAnchor && (
                <p className="mt-2 text-sm">
                  <a href={`#${mainCardAnchor}`} onClick={jump} className={LINK_CLASS}>
                    Full details in its stage section
                  </a>
                </p>
              )}
              <TextReviewNote eip={eip} />
            </>
          )}
        </div>
      </CardTermsProvider>
    </EipCardFrame>
  );
});
