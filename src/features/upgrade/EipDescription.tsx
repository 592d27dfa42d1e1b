import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon } from "~/ui/icons";
import { CardText } from "./cardTerms";
import { LINK_CLASS } from "./linkStyle";

/** The plain-language description and its link to the headliner proposal. */
export function EipDescription({ eip }: { eip: UpgradeEip }) {
  return (
    <>
      <p data-testid="eip-description" className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
        <CardText text={eip.laymanDescription} />
      </p>
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
