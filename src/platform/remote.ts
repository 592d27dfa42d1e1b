// The one way the browser loads data from a server (ours or another's): GET a URL, check the status, read the
// body within a size limit and a time limit, parse and check it, and answer with one result shape whatever went
// wrong. Callers log in their own words (SPEC §8) and the UI turns a failure into SPEC's message
// (failureMessage). No zod here: a caller passes its check, so the schema can load beside the request. Pages
// load this module when they first fetch (it stays out of their first-load JS); its result shape is remoteResult.ts.
import { remoteFailure, type Checked, type Remote, type RemoteFailure } from "./remoteResult";

/** What a zod (or zod/mini) schema offers, without importing zod into every page. */
export type SafeParser<T> = {
  safeParse(
    raw: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
};

/** Long enough for a slow phone network, short enough that a hung server does not leave a page loading forever. */
export const REMOTE_TIMEOUT_MS = 30_000;
/** Above any file the site serves (the search index's head is a few MB): a bigger answer is not ours. */
export const REMOTE_MAX_BYTES = 64 * 1024 * 1024;

export type RemoteOptions = {
  headers?: Record<string, string>;
  /** The caller's own abort (a page that unmounts). */
  signal?: AbortSignal;
  /** null: no time limit (a download whose progress the page shows). */
  timeoutMs?: number | null;
  maxBytes?: number;
  /** Decoded bytes received so far, as the body streams in; the response gives its headers. */
  onProgress?: (receivedBytes: number, response: Response) => void;
};

/** A zod schema as a check. */
export function bySchema<T>(schema: SafeParser<T>): (raw: unknown) => Checked<T> {
  return (raw) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return { ok: true, data: parsed.data };
    return {
      ok: false,
      reason: parsed.error.issues
        .slice(0, 3)
        .map((issue) => issue.message)
        .join("; "),
    };
  };
}

/** GETs `url` as JSON and checks it; `check` may arrive with the answer (a schema loaded beside the request). */
export async function fetchJson<T>(
  url: string,
  check: ((raw: unknown) => Checked<T>) | Promise<(raw: unknown) => Checked<T>>,
  options: RemoteOptions = {},
): Promise<Remote<T>> {
  const text = await fetchText(url, options);
  if (!text.ok) return text;
  if (text.data.trim() === "") return remoteFailure("body", `${url} answered an empty body`);
  let raw: unknown;
  try {
    raw = JSON.parse(text.data);
  } catch (error) {
    return remoteFailure("body", `${url} answered something other than JSON: ${String(error)}`);
  }
  const checked = (await check)(raw);
  return checked.ok ? checked : remoteFailure("shape", `${url} answered an unexpected shape: ${checked.reason}`);
}

/** GETs `url` and reads its body as text. */
export async function fetchText(url: string, options: RemoteOptions = {}): Promise<Remote<string>> {
  const { signal, timeoutMs = REMOTE_TIMEOUT_MS, maxBytes = REMOTE_MAX_BYTES } = options;
  if (signal?.aborted) return remoteFailure("aborted", `${url}: aborted before it started`);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === null
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const abort = () => controller.abort();
  signal?.addEventListener("abort", abort);
  const stopped = (error: unknown): RemoteFailure =>
    timedOut
      ? remoteFailure("timeout", `${url} did not answer within ${timeoutMs} ms`)
      : signal?.aborted
        ? remoteFailure("aborted", `${url}: aborted`)
        : remoteFailure("network", `${url}: ${String(error)}`);
  try {
    let response: Response;
    try {
      response = await fetch(url, { method: "GET", headers: options.headers, signal: controller.signal });
    } catch (error) {
      return stopped(error);
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      return remoteFailure("status", `${url} answered ${response.status}`, response.status);
    }
    try {
      return await readBody(url, response, maxBytes, options.onProgress);
    } catch (error) {
      return stopped(error);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}

async function readBody(
  url: string,
  response: Response,
  maxBytes: number,
  onProgress: RemoteOptions["onProgress"],
): Promise<Remote<string>> {
  onProgress?.(0, response);
  if (!response.body) return { ok: true, data: await response.text() };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return remoteFailure("body", `${url} answered more than ${maxBytes} bytes`);
    }
    parts.push(decoder.decode(value, { stream: true }));
    onProgress?.(received, response);
  }
  parts.push(decoder.decode());
  return { ok: true, data: parts.join("") };
}
