import { Link } from "react-router";
import type { DecisionView } from "~/domain/summaries/decisionsView";
import { DecisionBadge } from "~/ui/DecisionBadge";
import { ExternalLink } from "~/ui/ExternalLink";
import { TimeButton } from "../page/callTime";
import { EipLinkedText } from "../page/eipLinks";

const EIP_LINK = "text-sm font-medium text-link underline-offset-2 hover:underline";

/**
 * The call's typed key decisions (key_decisions.json, or read by rule from its TL;DR, which the header then says),
 * each seeking the video to its moment. Open by default: they are what most visitors come for.
 */
export function KeyDecisionsCard({ decisions }: { decisions: readonly DecisionView[] }) {
  if (decisions.length === 0) return null;
  return (
    <section aria-labelledby="key-decisions-title" className="mt-6 rounded-xl border border-line bg-surface shadow-sm">
      <div className="flex items-baseline justify-between gap-3 border-b border-line px-4 py-3">
        <h2 id="key-decisions-title" className="text-lg font-bold">
          Key decisions
        </h2>
        <span className="text-sm text-muted">
          {decisions.length} {decisions.length === 1 ? "decision" : "decisions"}
          {decisions[0]?.source === "derived" && " · from the TL;DR"}
        </span>
      </div>
      <ol className="divide-y divide-line">
        {decisions.map((decision, index) => (
          <li key={index} className="flex gap-3 px-4 py-3">
            <TimeButton seconds={decision.seconds} source="summary" className="mt-0.5 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <DecisionBadge kind={decision.kind} label={decision.label} />
                {decision.eips.map((eip) =>
                  // An EIP of the catalogue links to its page here; any other to its specification.
                  eip.url.startsWith("/") ? (
                    <Link key={eip.id} to={eip.url} className={EIP_LINK}>
                      EIP-{eip.id}
                    </Link>
                  ) : (
                    <ExternalLink key={eip.id} href={eip.url} className={EIP_LINK}>
                      EIP-{eip.id}
                    </ExternalLink>
                  ),
                )}
              </p>
              <p className="mt-1 text-sm break-words text-ink-soft">
                <EipLinkedText text={decision.text} />
              </p>
              {decision.context && <p className="mt-0.5 text-xs text-muted">{decision.context}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
