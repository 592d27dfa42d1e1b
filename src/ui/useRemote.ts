import { useEffect, useEffectEvent, useMemo, useState } from "react";
import type { Remote, RemoteFailure } from "~/platform/remoteResult";

/** What a page shows of data it loads in the browser. */
export type RemoteState<T> =
  { status: "loading" } | { status: "loaded"; data: T } | { status: "failed"; failure: RemoteFailure };

const LOADING: { status: "loading" } = { status: "loading" };

/**
 * "Load this, show its states": loads once hydrated and again whenever `key` changes (the answer for an earlier
 * key is never shown for a later one); unmounting or a new key aborts the load in flight. `retry` loads again
 * after a failure. `alreadyLoaded` lets a page start with data this page load fetched before (no loading state).
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<Remote<T>>,
  alreadyLoaded?: () => T | null,
): RemoteState<T> & { retry: () => void } {
  const startState = (): RemoteState<T> => {
    const data = alreadyLoaded?.() ?? null;
    return data === null ? LOADING : { status: "loaded", data };
  };
  const [answer, setAnswer] = useState(() => ({ key, attempt: 0, state: startState() }));
  // A new key (a client-side move to another call): the earlier key's answer is not this one's.
  if (answer.key !== key) setAnswer({ key, attempt: 0, state: startState() });
  const start = useEffectEvent(load);
  const { attempt } = answer;
  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: RemoteState<T>) => controller.signal.aborted || setAnswer({ key, attempt, state });
    start(controller.signal).then(
      (result) => settle(result.ok ? { status: "loaded", data: result.data } : { status: "failed", failure: result }),
      // A load that throws (its code failed to arrive) is a failure like any other.
      (error: unknown) =>
        settle({ status: "failed", failure: { ok: false, reason: "network", status: null, detail: String(error) } }),
    );
    return () => controller.abort();
  }, [key, attempt]);
  // One object per answer, so a memo'd component given it re-renders only when the answer changes.
  return useMemo(
    () => ({ ...answer.state, retry: () => setAnswer({ key, attempt: attempt + 1, state: LOADING }) }),
    [answer.state, key, attempt],
  );
}
