import { Link } from "react-router";
import { callKey, callPath, callRefOf } from "~/domain/calls/callRef";
import { seriesLabel, sessionTitle, type SeriesLabel } from "~/domain/calls/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import type { ArchivedDecision } from "~/schemas/site";
import { DecisionBadge } from "~/ui/DecisionBadge";
import { eipPagePath } from "~/domain/eips/eipPagePath";

/** The call page at the decision's moment: the '#HH:MM:SS' deep link seeks the video there. */
export function decisionHref(
  decision: Pick<ArchivedDecision, "callType" | "callNumber" | "callSession" | "timestamp" | "moment">,
): string {
  return `${callPath(callRefOf(decision))}#${decision.moment ?? decision.timestamp}`;
}

/** Key decisions, each with its type in words, its call and date, a link to its moment, and its EIPs. */
export function DecisionList({
  decisions,
  series,
  hideEip,
}: {
  decisions: readonly ArchivedDecision[];
  series: readonly SeriesLabel[];
  hideEip?: number;
}) {
  return (
    <ol className="space-y-3">
      {decisions.map((decision, index) => {
        const title = sessionTitle(seriesLabel(series, decision.callType), decision.callNumber, decision.callSession);
        const eips = decision.eips.filter((id) => id !== hideEip);
        return (
          <li
            // One TL;DR item may give several decisions (one per outcome): same call, time and text.
            key={`${callKey(callRefOf(decision))}/${decision.timestamp}/${index}`}
            data-testid="decision"
            className="rounded-xl border border-line bg-surface p-4"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <DecisionBadge kind={decision.kind} label={decision.label} />
              <Link to={decisionHref(decision)} className="font-medium text-accent underline underline-offset-2">
                {title} at {decision.moment ?? decision.timestamp}
              </Link>
              <span className="text-muted">
                {formatIsoDate(decision.callDate)}
                {decision.source === "derived" && " · from the TL;DR"}
              </span>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{decision.text}</p>
            {eips.length > 0 && (
              <p className="mt-2 flex flex-wrap gap-2 text-xs">
                {eips.map((id) => (
                  <Link
                    key={id}
                    to={eipPagePath(id)}
                    className="rounded bg-subtle px-1.5 py-0.5 font-mono text-ink-soft hover:underline"
                  >
                    EIP-{id}
                  </Link>
                ))}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
