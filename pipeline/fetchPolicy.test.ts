import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  backoffMs,
  DEFAULT_FETCH_POLICY,
  FetchFailure,
  fetchWithRetry,
  isTransientStatus,
  retryAfterMs,
  RetryDeadline,
  type FetchPolicy,
} from "./fetchPolicy";
import { portOf } from "../tests/support/loopback";

describe("retry rules", () => {
  test("Retry-After in seconds or as an HTTP date; garbage is no instruction", () => {
    const now = Date.parse("2026-05-01T10:00:00Z");
    expect(retryAfterMs("2", now)).toBe(2_000);
    expect(retryAfterMs("Fri, 01 May 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Fri, 01 May 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs("-5", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
  test("the pause doubles from the base up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(DEFAULT_FETCH_POLICY, n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 16_000,
    ]);
  });
  test("the server's trouble is retried, the request's is not", () => {
    expect([500, 502, 503, 504, 408, 429].every(isTransientStatus)).toBe(true);
    expect([400, 401, 403, 404, 410].some(isTransientStatus)).toBe(false);
  });
});

describe("fetchWithRetry against 127.0.0.1", () => {
  const answers: Record<string, { status: number; headers?: Record<string, string>; body?: string }[]> = {};
  const server = createServer((request, response) => {
    if (request.url === "/cut") {
      response.writeHead(200, { "Content-Length": "10" });
      response.write("short", () => response.socket?.destroy());
      return;
    }
    const next = answers[request.url ?? ""]?.shift() ?? { status: 200, body: "fine" };
    response.writeHead(next.status, next.headers).end(next.body ?? "");
  });
  let base = "";
  beforeAll(
    () =>
      new Promise<void>((done) =>
        server.listen(0, "127.0.0.1", () => ((base = `http://127.0.0.1:${portOf(server)}`), done())),
      ),
  );
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  const policy: FetchPolicy = {
    ...DEFAULT_FETCH_POLICY,
    baseDelayMs: 10,
    maxDelayMs: 40,
    maxRetryAfterMs: 2_000,
    attempts: 3,
    timeoutMs: 2_000,
  };
  const get = (path: string, p: FetchPolicy = policy) =>
    fetchWithRetry(base + path, { policy: p, deadline: new RetryDeadline(p.budgetMs) });

  test("a 503 then a 200 gives the bytes on the second try", async () => {
    answers["/a"] = [{ status: 503 }];
    const got = await get("/a");
    expect(got).toMatchObject({ status: "ok", tries: 2 });
    expect(got.status === "ok" && got.bytes.toString()).toBe("fine");
  });
  test("a 404 is not tried again", async () => {
    answers["/b"] = [{ status: 404 }];
    await expect(get("/b")).rejects.toMatchObject({ reason: "HTTP 404", tries: 1, transient: false });
  });
  test("a 429 asking for more than the sync waits fails at once, naming the wait", async () => {
    answers["/c"] = [{ status: 429, headers: { "Retry-After": "120" } }];
    const started = performance.now();
    const failure = await get("/c").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchFailure);
    expect(String(failure)).toContain("HTTP 429, retry after 120 s, longer than the 2 s this sync waits");
    expect(performance.now() - started).toBeLessThan(1_000);
  });
  test("a 429 with a short Retry-After is waited for", async () => {
    answers["/d"] = [{ status: 429, headers: { "Retry-After": "1" } }];
    const started = performance.now();
    await expect(get("/d")).resolves.toMatchObject({ status: "ok", tries: 2 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });
  test("a body shorter than its Content-Length is retried, and named when it stays short", async () => {
    const failure = await get("/cut").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchFailure);
    expect(String(failure)).toMatch(/body cut short .*\(after 3 tries\)/);
  });
  test("a 304 says unchanged", async () => {
    answers["/f"] = [{ status: 304 }];
    await expect(get("/f")).resolves.toEqual({ status: "not-modified", tries: 1 });
  });
});
