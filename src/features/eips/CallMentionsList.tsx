import { Link } from "react-router";
import { callKey, callPath, callRefOf } from "~/domain/calls/callRef";
import { seriesLabel, sessionTitle, type SeriesLabel } from "~/domain/calls/series";
import { callResultHref } from "~/domain/search/callResultLink";
import { formatIsoDate } from "~/domain/time/isoDate";
import type { EipCallMentions } from "~/schemas/site";

const MOMENT_KIND: Record<EipCallMentions["moments"][number]["type"], string> = {
  transcript: "Transcript",
  chat: "Chat",
  agenda: "Summary",
  action: "Action item",
  decision: "Decision",
};

/** "12 transcript lines, 1 chat message" */
export function mentionCounts({ transcript, chat, summary }: EipCallMentions["counts"]): string {
  const part = (n: number, one: string, many: string) => (n > 0 ? [`${n} ${n === 1 ? one : many}`] : []);
  return [
    ...part(transcript, "transcript line", "transcript lines"),
    ...part(chat, "chat message", "chat messages"),
    ...part(summary, "summary item", "summary items"),
  ].join(", ");
}

/**
 * The calls that mention an EIP, newest first, one collapsed group per call: its first lines, each opening the
 * call page on that line (the calendar search's deep link), and how many more the call holds.
 */
export function CallMentionsList({
  mentions,
  series,
}: {
  mentions: readonly EipCallMentions[];
  series: readonly SeriesLabel[];
}) {
  return (
    <ol className="space-y-2">
      {mentions.map((call) => {
        const title = sessionTitle(seriesLabel(series, call.callType), call.callNumber, call.callSession);
        const total = call.counts.transcript + call.counts.chat + call.counts.summary;
        const more = total - call.moments.length;
        return (
          <li key={callKey(callRefOf(call))} data-testid="mentioning-call">
            <details className="group rounded-xl border border-line bg-surface">
              <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="font-semibold text-heading">{title}</span>
                <span className="text-muted">{formatIsoDate(call.callDate)}</span>
                <span className="text-body">{mentionCounts(call.counts)}</span>
              </summary>
              <ul className="space-y-3 border-t border-line px-4 py-3">
                {call.moments.map((moment) => (
                  <li key={`${moment.type}/${moment.timestamp}/${moment.text}`} className="text-sm">
                    <Link
                      to={callResultHref(
                        { ...call, timestamp: moment.timestamp, type: moment.type, text: moment.text },
                        moment.mention,
                      )}
                      className="font-mono text-xs text-accent underline underline-offset-2"
                    >
                      {moment.timestamp}
                    </Link>{" "}
                    <span className="text-xs font-semibold text-muted uppercase">{MOMENT_KIND[moment.type]}</span>
                    {moment.speaker && <span className="font-medium text-ink-soft"> {moment.speaker}:</span>}{" "}
                    <span className="text-body">{moment.text}</span>
                  </li>
                ))}
                {more > 0 && (
                  <li className="text-sm">
                    <Link to={callPath(callRefOf(call))} className="text-accent underline underline-offset-2">
                      {call.moments.length === 0 ? "Open the call" : `${more} more in this call`}
                    </Link>
                  </li>
                )}
              </ul>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
