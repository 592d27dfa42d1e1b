// How the sync asks a server for a file when networks fail. A transient failure (5xx, 408, 429, a body shorter than
// its Content-Length, a timeout, a dropped connection) is tried again after a growing pause, or after the pause the
// server's Retry-After asks for; a permanent one (404 and the other 4xx) is not. Every wait counts against one
// deadline shared by the whole run, so a sync under a failing upstream still ends in bounded time.

export interface FetchPolicy {
  /** Tries per URL, the first included. */
  attempts: number;
  /** One try's limit, headers and body together. */
  timeoutMs: number;
  /** The pause before the second try; it doubles for each further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After asking for more than this is not waited for: the file fails now and keeps its last copy. */
  maxRetryAfterMs: number;
  /** The whole run's time for retries: once spent, no file is tried again. */
  budgetMs: number;
}

export const DEFAULT_FETCH_POLICY: FetchPolicy = {
  attempts: 5,
  timeoutMs: 20_000,
  baseDelayMs: 1_000,
  maxDelayMs: 16_000,
  maxRetryAfterMs: 60_000,
  budgetMs: 10 * 60_000,
};

export type Fetched =
  { status: "ok"; bytes: Buffer; etag?: string; tries: number } | { status: "not-modified"; tries: number };

/** A file that could not be had: why, after how many tries. */
export class FetchFailure extends Error {
  constructor(
    readonly reason: string,
    readonly tries: number,
    readonly transient: boolean,
  ) {
    super(tries > 1 ? `${reason} (after ${tries} tries)` : reason);
    this.name = "FetchFailure";
  }
}

type Attempt =
  | { kind: "done"; result: Fetched }
  | { kind: "transient"; reason: string; waitMs?: number }
  | { kind: "permanent"; reason: string };

/** A Retry-After header (seconds or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  if (!/[a-z]/i.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The pause before try number `tryNumber + 1` (tryNumber counts from 1). */
export function backoffMs(policy: Pick<FetchPolicy, "baseDelayMs" | "maxDelayMs">, tryNumber: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (tryNumber - 1));
}

/** Whether an HTTP status is worth asking again: the server's trouble, not the request's. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** fetch says only "fetch failed" or "terminated"; the cause says why (ECONNREFUSED, other side closed…). */
export function networkFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return `no answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** One run's shared clock for retries. */
export class RetryDeadline {
  private readonly endsAt: number;
  constructor(
    budgetMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.endsAt = now() + budgetMs;
  }
  remainingMs(): number {
    return Math.max(0, this.endsAt - this.now());
  }
}

async function attempt(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  } catch (error) {
    return { kind: "transient", reason: networkFailure(error, timeoutMs) };
  }
  if (response.status === 304) return { kind: "done", result: { status: "not-modified", tries: 1 } };
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    const reason = `HTTP ${response.status}`;
    if (!isTransientStatus(response.status)) return { kind: "permanent", reason };
    const waitMs = retryAfterMs(response.headers.get("retry-after"), Date.now());
    return {
      kind: "transient",
      reason: waitMs === undefined ? reason : `${reason}, retry after ${Math.ceil(waitMs / 1000)} s`,
      ...(waitMs === undefined ? {} : { waitMs }),
    };
  }
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    return { kind: "transient", reason: `body cut short (${networkFailure(error, timeoutMs)})` };
  }
  // Content-Length counts the bytes on the wire: comparable only when nothing was decompressed.
  const declared = response.headers.get("content-length");
  if (
    declared !== null &&
    !response.headers.get("content-encoding") &&
    /^\d+$/.test(declared) &&
    Number(declared) !== bytes.length
  ) {
    return { kind: "transient", reason: `body cut short (${bytes.length} of ${declared} bytes)` };
  }
  const etag = response.headers.get("etag") ?? undefined;
  return { kind: "done", result: { status: "ok", bytes, tries: 1, ...(etag ? { etag } : {}) } };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** GETs `url` under `policy`: the bytes, "not-modified" for a 304, or a FetchFailure saying why. */
export async function fetchWithRetry(
  url: string,
  options: { policy: FetchPolicy; deadline: RetryDeadline; headers?: Record<string, string> },
): Promise<Fetched> {
  const { policy, deadline, headers = {} } = options;
  for (let tries = 1; ; tries++) {
    const outcome = await attempt(url, headers, policy.timeoutMs);
    if (outcome.kind === "done") return { ...outcome.result, tries };
    if (outcome.kind === "permanent") throw new FetchFailure(outcome.reason, tries, false);
    if (tries >= policy.attempts) throw new FetchFailure(outcome.reason, tries, true);
    if (outcome.waitMs !== undefined && outcome.waitMs > policy.maxRetryAfterMs) {
      throw new FetchFailure(
        `${outcome.reason}, longer than the ${policy.maxRetryAfterMs / 1000} s this sync waits`,
        tries,
        true,
      );
    }
    const waitMs = Math.max(outcome.waitMs ?? 0, backoffMs(policy, tries));
    if (waitMs > deadline.remainingMs())
      throw new FetchFailure(
        `${outcome.reason}; the run's ${policy.budgetMs / 1000} s for retries is spent`,
        tries,
        true,
      );
    await sleep(waitMs);
  }
}
