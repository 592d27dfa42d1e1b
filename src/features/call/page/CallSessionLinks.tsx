import { Link } from "react-router";

export type CallSessionLink = { name: string; path: string };

/** A call with a breakout held inside it: the call and each breakout, each a page of its own with its own recording. */
export function CallSessionLinks({ sessions, current }: { sessions: readonly CallSessionLink[]; current: string }) {
  if (sessions.length === 0) return null;
  return (
    <nav aria-label="Sessions of this call" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-muted">Sessions</span>
      {sessions.map((session) => (
        <Link
          key={session.path}
          to={session.path}
          aria-current={session.path === current ? "page" : undefined}
          className={session.path === current ? "chip chip-on" : "chip"}
        >
          {session.name}
        </Link>
      ))}
    </nav>
  );
}
