import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { CardText } from "./cardTerms";
import { HeadlinerProposalLink } from "./HeadlinerProposalLink";
import { LINK_CLASS } from "../../ui/linkStyle";

/**
 * The plain-language description and its link to the headliner proposal. Without our text yet, the EIP's own
 * one-line description, marked as such, so the proposal is listed with its facts rather than hidden. A text reviewed
 * against an older version of the spec says so right under it.
 */
export function EipDescription({
  eip,
}: {
  eip: Pick<UpgradeEip, "laymanDescription" | "headerDescription" | "headlinerDiscussionLink" | "staleReview">;
}) {
  const stale = eip.staleReview;
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
      {stale && (
        <p
          data-testid="review-stale"
          className="mt-3 rounded-lg border border-warning-line bg-warning-wash px-4 py-2 text-sm text-warning-ink"
        >
          {stale.text}{" "}
          <a href={stale.commit.url} className={LINK_CLASS}>
            {stale.commit.text}
          </a>
        </p>
      )}
      {eip.headlinerDiscussionLink && <HeadlinerProposalLink href={eip.headlinerDiscussionLink} />}
    </>
  );
}
