import { Link } from "react-router";
import { choiceChipClass } from "~/ui/choiceChip";

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
          className={choiceChipClass(session.path === current)}
        >
          {session.name}
        </Link>
      ))}
    </nav>
  );
}
