import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon } from "~/ui/icons";
import { CardText } from "./cardTerms";
import { LINK_CLASS } from "./linkStyle";

/**
 * The plain-language description and its link to the headliner proposal. Without our text yet, the EIP's own
 * one-line description, marked as such, so the proposal is listed with its facts rather than hidden.
 */
export function EipDescription({ eip }: { eip: UpgradeEip }) {
  return (
    <>
      {eip.laymanDescription ? (
        <p data-testid="eip-description" className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
          <CardText text={eip.laymanDescription} />
        </p>
      ) : (
        <p data-testid="eip-description" className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
          {eip.headerDescription && <>{eip.headerDescription} </>}
          <span className="text-sm text-slate-600 dark:text-slate-400">(The EIP's own summary: our plain-language text is not written yet.)</span>
        </p>
      )}
      {eip.headlinerDiscussionLink && (
        <p className="mt-2 text-sm">
          <ExternalLink href={eip.headlinerDiscussionLink} className={`inline-flex items-center gap-1 ${LINK_CLASS}`}>
            Headliner proposal
            <ExternalIcon className="h-3.5 w-3.5" />
          </ExternalLink>
        </p>
      )}
    </>
  );
}
