import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon } from "~/ui/icons";
import { LinkedText } from "~/ui/LinkedText";
import { LINK_CLASS } from "./linkStyle";

/** The plain-language description, its link to the headliner proposal, and the machine-drafted note. */
export function EipDescription({ eip }: { eip: UpgradeEip }) {
  return (
    <>
      <p data-testid="eip-description" className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
        <LinkedText text={eip.laymanDescription} linkClassName={LINK_CLASS} />
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

export function MachineDraftedNote() {
  return (
    <p data-testid="machine-drafted" className="mt-4 text-xs text-slate-600 italic dark:text-slate-400">
      Plain-language text drafted by a machine, not yet reviewed.
    </p>
  );
}
