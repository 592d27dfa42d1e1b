import { Link } from "react-router";
import { callPath } from "~/domain/calendar/callList";
import { callTitle, type ListedCall } from "~/domain/calendar/series";
import { formatIsoDate } from "~/domain/time/isoDate";

export function RecentCallsList({ calls }: { calls: ListedCall[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {calls.map((call) => (
        <li key={callPath(call)}>
          <Link to={callPath(call)} className="flex items-center gap-4 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-900">
            <span className="w-14 shrink-0 rounded-md bg-slate-100 py-1 text-center text-xs font-bold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {call.series.short}
            </span>
            <span className="flex-1">
              <span className="font-medium">{callTitle(call.series, call.number)}</span>
            </span>
            <time dateTime={call.date} className="text-sm text-slate-600 dark:text-slate-400">{formatIsoDate(call.date)}</time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
