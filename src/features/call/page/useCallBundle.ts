import type { CallBundle } from "~/schemas/callBundle";
import { fetchCallBundle, loadedCallBundle } from "~/platform/callBundle";
import { callKey, type CallRef } from "~/domain/calls/callRef";
import { useRemote, type RemoteState } from "~/ui/useRemote";

export type CallBundleState = RemoteState<CallBundle>;

/**
 * The call's transcript and chat, fetched after hydration (they are not in the prerendered HTML). The bundle may
 * already be here (a calendar result fetches it ahead of Enter): the page then starts with the whole call instead
 * of its preview. CallPage is never hydrated against the prerendered HTML (LazyCallPage swaps it in), so its first
 * render may differ from that HTML.
 */
export function useCallBundle({ type, number, session }: CallRef): CallBundleState {
  return useRemote(
    callKey({ type, number, session }),
    () => fetchCallBundle({ type, number, session }),
    () => loadedCallBundle({ type, number, session }),
  );
}
