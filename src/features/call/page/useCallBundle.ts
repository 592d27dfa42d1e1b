import { useEffect, useState } from "react";
import type { CallBundle } from "~/schemas/callBundle";
import { fetchCallBundle, loadedCallBundle } from "~/platform/callBundle";
import { callKey, type CallRef } from "~/domain/calls/callRef";

export type CallBundleState = { status: "loading" } | { status: "loaded"; bundle: CallBundle } | { status: "failed" };

const LOADING: CallBundleState = { status: "loading" };

/** The call's transcript and chat, fetched after hydration (they are not in the prerendered HTML). */
export function useCallBundle({ type, number, session }: CallRef): CallBundleState {
  const key = callKey({ type, number, session });
  // The bundle may already be here (a calendar result fetches it ahead of Enter): the page then starts with
  // the whole call instead of its preview. CallPage is never hydrated against the prerendered HTML
  // (LazyCallPage swaps it in), so its first render may differ from that HTML.
  const [result, setResult] = useState<{ key: string; state: CallBundleState }>(() => {
    const bundle = loadedCallBundle({ type, number, session });
    return { key, state: bundle ? { status: "loaded", bundle } : LOADING };
  });
  useEffect(() => {
    let current = true;
    void fetchCallBundle({ type, number, session }).then((answer) => {
      if (current)
        setResult({ key, state: answer.ok ? { status: "loaded", bundle: answer.bundle } : { status: "failed" } });
    });
    return () => {
      current = false;
    };
  }, [key, type, number, session]);
  // After a client-side move to another call, the old call's answer is not this call's.
  return result.key === key ? result.state : LOADING;
}
