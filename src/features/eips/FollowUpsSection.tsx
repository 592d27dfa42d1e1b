import { Link } from "react-router";
import type { FollowUp } from "~/domain/archive/followUps";
import { formatIsoDate } from "~/domain/time/isoDate";

export type CallFollowUps = { title: string; date: string; path: string; items: FollowUp[] };

/** "Follow-ups from the last calls": each series' last call's action items with their owners, each opening its moment. */
export function FollowUpsSection({ calls }: { calls: readonly CallFollowUps[] }) {
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="follow-ups-title" className="mt-8">
      <h2 id="follow-ups-title" className="text-xl font-bold text-slate-900 dark:text-white">Follow-ups from the last calls</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        What the latest call of each series asked of whom, from its TL;DR.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {calls.map((call) => (
          <section key={call.path} aria-label={call.title} data-testid="follow-ups" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="text-sm font-semibold">
              <Link to={call.path} className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">{call.title}</Link>
              <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">{formatIsoDate(call.date)}</span>
            </h3>
            <ul className="mt-2 space-y-2 text-sm">
              {call.items.map((item, index) => (
                <li key={index} className="flex gap-2">
                  <Link to={`${call.path}#${item.moment ?? item.timestamp}`} className="shrink-0 font-mono text-xs leading-5 text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300" aria-label={`At ${item.moment ?? item.timestamp}`}>
                    {item.moment ?? item.timestamp}
                  </Link>
                  <span className="min-w-0 break-words text-slate-800 dark:text-slate-200">
                    {item.owner && <strong className="font-semibold">{item.owner}: </strong>}
                    {item.action}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
