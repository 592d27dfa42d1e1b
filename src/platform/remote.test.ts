import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { bySchema, fetchJson, fetchText } from "./remote";
import { failureMessage, type Remote } from "./remoteResult";

const URL = "https://data.example/answer.json";
const shape = bySchema(z.object({ id: z.number(), name: z.string() }));

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A fetch that never answers by itself, only to its signal, as a hung server does. */
function hangingFetch() {
  return stubFetch(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  );
}

function failure<T>(answer: Remote<T>) {
  if (answer.ok) throw new Error(`expected a failure, got ${JSON.stringify(answer.data)}`);
  return answer;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("fetchJson", () => {
  it("GETs the URL and answers the checked data", async () => {
    const fetchMock = stubFetch(async () => Response.json({ id: 7, name: "seven", extra: true }));
    await expect(fetchJson(URL, shape)).resolves.toEqual({ ok: true, data: { id: 7, name: "seven" } });
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ method: "GET" }));
  });

  it("takes a check that arrives with the answer (a schema loaded beside the request)", async () => {
    stubFetch(async () => Response.json({ id: 1, name: "one" }));
    await expect(fetchJson(URL, Promise.resolve(shape))).resolves.toMatchObject({ ok: true });
  });

  it.each([
    ["malformed JSON", () => new Response('{"id": 1,', { status: 200 }), "body"],
    ["an empty body", () => new Response("", { status: 200 }), "body"],
    ["a body of only white space", () => new Response(" \n", { status: 200 }), "body"],
    ["the wrong shape", () => Response.json({ id: "1", name: "one" }), "shape"],
    ["a list where an object belongs", () => Response.json([{ id: 1, name: "one" }]), "shape"],
    ["HTML from a proxy", () => new Response("<!doctype html><p>Bad gateway</p>", { status: 200 }), "body"],
  ] as const)("fails on %s with reason %s and 'Unknown error'", async (_label, respond, reason) => {
    stubFetch(async () => respond());
    const answer = failure(await fetchJson(URL, shape));
    expect(answer).toMatchObject({ reason, status: null });
    expect(answer.detail).toContain(URL);
    expect(failureMessage(answer)).toBe("Unknown error");
  });

  it("says what was wrong with the shape", async () => {
    stubFetch(async () => Response.json({ id: 1 }));
    expect(failure(await fetchJson(URL, shape)).detail).toMatch(/unexpected shape: .+/);
  });

  it.each([404, 500, 503])("fails on HTTP %i with 'Failed to fetch: %i'", async (status) => {
    stubFetch(async () => new Response("nope", { status }));
    const answer = failure(await fetchJson(URL, shape));
    expect(answer).toMatchObject({ reason: "status", status });
    expect(failureMessage(answer)).toBe(`Failed to fetch: ${status}`);
  });

  it("fails on a network error with reason network", async () => {
    stubFetch(async () => Promise.reject(new TypeError("Failed to fetch")));
    const answer = failure(await fetchJson(URL, shape));
    expect(answer).toMatchObject({ reason: "network", status: null });
    expect(failureMessage(answer)).toBe("Unknown error");
  });

  it("fails on a connection that breaks mid-body", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id": 1, "na'));
        controller.error(new TypeError("network error"));
      },
    });
    stubFetch(async () => new Response(body));
    expect(failure(await fetchJson(URL, shape)).reason).toBe("network");
  });

  it("reads a large answer whole, and refuses one over the size limit without keeping it", async () => {
    const names = Array.from({ length: 200_000 }, (_, i) => `name ${i}`).join(" ");
    stubFetch(async () => Response.json({ id: 1, name: names }));
    const big = await fetchJson(URL, shape);
    expect(big.ok && big.data.name.length).toBe(names.length);

    stubFetch(async () => Response.json({ id: 1, name: names }));
    const answer = failure(await fetchJson(URL, shape, { maxBytes: 100_000 }));
    expect(answer).toMatchObject({ reason: "body" });
    expect(answer.detail).toContain("more than 100000 bytes");
  });

  it("fails with reason timeout when the server does not answer in time", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const answer = fetchJson(URL, shape, { timeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(failure(await answer)).toMatchObject({ reason: "timeout", status: null });
  });

  it("gives up on a body that stops arriving, at the same time limit", async () => {
    vi.useFakeTimers();
    stubFetch(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("{"));
          init.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
        },
      });
      return new Response(body);
    });
    const answer = fetchJson(URL, shape, { timeoutMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failure(await answer).reason).toBe("timeout");
  });

  it("fails with reason aborted when the caller aborts, before or during the request", async () => {
    const fetchMock = hangingFetch();
    const early = new AbortController();
    early.abort();
    expect(failure(await fetchJson(URL, shape, { signal: early.signal })).reason).toBe("aborted");
    expect(fetchMock).not.toHaveBeenCalled();

    const late = new AbortController();
    const answer = fetchJson(URL, shape, { signal: late.signal });
    late.abort();
    expect(failure(await answer).reason).toBe("aborted");
  });
});

describe("fetchText", () => {
  it("reports decoded bytes as they stream in", async () => {
    stubFetch(async () => new Response("abcdef"));
    const seen: number[] = [];
    await expect(fetchText(URL, { onProgress: (received) => seen.push(received) })).resolves.toEqual({
      ok: true,
      data: "abcdef",
    });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(6);
  });

  it("sends the caller's headers", async () => {
    const fetchMock = stubFetch(async () => new Response("[]"));
    await fetchText(URL, { headers: { Accept: "application/vnd.github+json" } });
    expect(fetchMock).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({ headers: { Accept: "application/vnd.github+json" } }),
    );
  });
});
