import { LAYER_NAMES } from "~/domain/eips/labels";
import type { PendingHeadliner } from "~/schemas/content";
import { HeadlinerProposalLink } from "../eipCard/HeadlinerProposalLink";

/** A headliner put forward before it had an EIP: its title, layer and forum thread, and no number. */
export function PendingHeadlinerCard({ proposal }: { proposal: PendingHeadliner }) {
  const titleId = `pending-${proposal.id}-title`;
  return (
    <article
      id={`pending-${proposal.id}`}
      data-pending-headliner={proposal.id}
      aria-labelledby={titleId}
      className="rounded-xl border border-dashed border-line-firm bg-surface p-4 wrap-anywhere sm:p-5"
    >
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
        No EIP number yet · {proposal.layer === "Both" ? "Both layers" : LAYER_NAMES[proposal.layer]}
      </p>
      <h3 id={titleId} className="mt-1 text-lg font-bold">
        {proposal.title}
      </h3>
      <HeadlinerProposalLink href={proposal.forumLink} />
    </article>
  );
}
