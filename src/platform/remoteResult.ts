// What every remote load answers (platform/remote.ts fetches): declared once, small enough for any page's first load.

/** Why a load failed: the network, the clock, the caller, the server's status, an unreadable body, or its shape. */
export type FailureReason = "network" | "timeout" | "aborted" | "status" | "body" | "shape";

export type RemoteFailure = { ok: false; reason: FailureReason; status: number | null; detail: string };

/** What every remote load answers. */
export type Remote<T> = { ok: true; data: T } | RemoteFailure;

/** A check of a parsed body: its data, or why it is not what was expected. */
export type Checked<T> = { ok: true; data: T } | { ok: false; reason: string };

export const UNKNOWN_ERROR = "Unknown error";

export function remoteFailure(reason: FailureReason, detail: string, status: number | null = null): RemoteFailure {
  return { ok: false, reason, status, detail };
}

/** SPEC §8's words for a failed load: 'Failed to fetch: {status}' when the server answered, else 'Unknown error'. */
export function failureMessage(failure: RemoteFailure): string {
  return failure.reason === "status" ? `Failed to fetch: ${failure.status}` : UNKNOWN_ERROR;
}
