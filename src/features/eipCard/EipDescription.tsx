import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { CardText } from "./cardTerms";
import { HeadlinerProposalLink } from "./HeadlinerProposalLink";

/**
 * The plain-language description and its link to the headliner proposal. Without our text yet, the EIP's own
 * one-line description, marked as such, so the proposal is listed with its facts rather than hidden.
 */
export function EipDescription({
  eip,
}: {
  eip: Pick<UpgradeEip, "laymanDescription" | "headerDescription" | "headlinerDiscussionLink">;
}) {
  return (
    <>
      {eip.laymanDescription ? (
        <p data-testid="eip-description" className="mt-3 leading-relaxed text-body">
          <CardText text={eip.laymanDescription} />
        </p>
      ) : (
        <p data-testid="eip-description" className="mt-3 leading-relaxed text-body">
          {eip.headerDescription && <>{eip.headerDescription} </>}
          <span className="text-sm text-muted">
            (The EIP's own summary: our plain-language text is not written yet.)
          </span>
        </p>
      )}
      {eip.headlinerDiscussionLink && <HeadlinerProposalLink href={eip.headlinerDiscussionLink} />}
    </>
  );
}
