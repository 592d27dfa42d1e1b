import { Link } from "react-router";

const CURRENT = "border-indigo-700 bg-indigo-700 text-white dark:border-indigo-300 dark:bg-indigo-300 dark:text-slate-950";
const OTHER = "border-slate-300 text-slate-800 hover:border-indigo-500 dark:border-slate-700 dark:text-slate-200 dark:hover:border-indigo-400";

export type CallSessionLink = { name: string; path: string };

/** A call with a breakout held inside it: the call and each breakout, each a page of its own with its own recording. */
export function CallSessionLinks({ sessions, current }: { sessions: readonly CallSessionLink[]; current: string }) {
  if (sessions.length === 0) return null;
  return (
    <nav aria-label="Sessions of this call" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-slate-600 dark:text-slate-400">Sessions</span>
      {sessions.map((session) => (
        <Link
          key={session.path}
          to={session.path}
          aria-current={session.path === current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 font-medium ${session.path === current ? CURRENT : OTHER}`}
        >
          {session.name}
        </Link>
      ))}
    </nav>
  );
}
