import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon } from "~/ui/icons";
import { LINK_CLASS } from "../../ui/linkStyle";

/** The forum thread where a headliner was proposed. */
export function HeadlinerProposalLink({ href }: { href: string }) {
  return (
    <p className="mt-2 text-sm">
      <ExternalLink href={href} className={`inline-flex items-center gap-1 ${LINK_CLASS}`}>
        Headliner proposal
        <ExternalIcon className="h-3.5 w-3.5" />
      </ExternalLink>
    </p>
  );
}
