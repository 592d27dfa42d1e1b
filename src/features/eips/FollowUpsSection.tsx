import { Link } from "react-router";
import type { FollowUp } from "~/domain/archive/followUps";
import { formatIsoDate } from "~/domain/time/isoDate";

export type CallFollowUps = { title: string; date: string; path: string; items: FollowUp[] };

/**
 * "Follow-ups from the last calls": each series' last call's action items with their owners. Closed by default:
 * the decision log below is what most visitors come for, and the summary line says what is inside.
 */
export function FollowUpsSection({ calls }: { calls: readonly CallFollowUps[] }) {
  if (calls.length === 0) return null;
  const items = calls.reduce((sum, call) => sum + call.items.length, 0);
  return (
    <section aria-labelledby="follow-ups-title" className="mt-6 rounded-xl border border-line bg-sunken">
      <details className="group">
        <summary className="cursor-pointer list-none px-4 py-3 [&::-webkit-details-marker]:hidden">
          <h2 id="follow-ups-title" className="inline text-lg font-bold text-heading">
            Follow-ups from the last calls
          </h2>
          <span className="ml-2 text-sm text-body">
            {items} action {items === 1 ? "item" : "items"} from {calls.length} {calls.length === 1 ? "call" : "calls"},
            with who took them
          </span>
          <span aria-hidden="true" className="ml-2 inline-block text-muted transition-transform group-open:rotate-90">
            ›
          </span>
        </summary>
        <div className="border-t border-line px-4 pt-3 pb-4">
          <p className="max-w-3xl text-sm text-body">
            What the latest call of each series asked of whom, from its TL;DR. A series quiet for two months is left
            out.
          </p>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {calls.map((call) => (
              <CallFollowUpsCard key={call.path} call={call} />
            ))}
          </div>
        </div>
      </details>
    </section>
  );
}

function CallFollowUpsCard({ call }: { call: CallFollowUps }) {
  return (
    <section aria-label={call.title} data-testid="follow-ups" className="rounded-xl border border-line bg-surface p-4">
      <h3 className="text-sm font-semibold">
        <Link to={call.path} className="text-accent underline underline-offset-2">
          {call.title}
        </Link>
        <span className="ml-2 font-normal text-muted">{formatIsoDate(call.date)}</span>
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {call.items.map((item, index) => {
          const at = item.moment ?? item.timestamp;
          return (
            <li key={index} className="flex gap-2">
              <Link
                to={`${call.path}#${at}`}
                aria-label={`At ${at}`}
                className="shrink-0 font-mono text-xs leading-5 text-accent underline-offset-2 hover:underline"
              >
                {at}
              </Link>
              <span className="min-w-0 break-words text-ink-soft">
                {item.owner && <strong className="font-semibold">{item.owner}: </strong>}
                {item.action}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
