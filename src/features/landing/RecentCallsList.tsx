import { Link } from "react-router";
import { callPath } from "~/domain/calls/callRef";
import { callTitle, type ListedCall } from "~/domain/calls/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import { CallDigestFacts } from "~/ui/CallDigestFacts";

export function RecentCallsList({ calls }: { calls: ListedCall[] }) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {calls.map((call) => (
        <li key={callPath(call)}>
          <Link to={callPath(call)} className="flex items-start gap-4 px-4 py-3 hover:bg-panel">
            <span className="mt-0.5 w-14 shrink-0 rounded-md bg-subtle py-1 text-center text-xs font-bold text-ink-soft">
              {call.series.short}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{callTitle(call.series, call.number)}</span>
                <time dateTime={call.date} className="text-sm text-muted">
                  {formatIsoDate(call.date)}
                </time>
              </span>
              {call.digest?.teaser && (
                <span className="mt-0.5 line-clamp-2 block text-sm text-body">{call.digest.teaser}</span>
              )}
              {call.digest && <CallDigestFacts digest={call.digest} className="mt-0.5 block text-xs text-muted" />}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
