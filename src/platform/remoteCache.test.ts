import { describe, expect, it, vi } from "vitest";
import { remoteFailure, type Remote } from "./remoteResult";
import { remoteCache } from "./remoteCache";

const good = (data: string): Remote<string> => ({ ok: true, data });

describe("remoteCache", () => {
  it("shares one load between callers that ask while it runs and after it succeeded", async () => {
    const cache = remoteCache<string>();
    const load = vi.fn(async () => good("bundle"));
    const [first, second] = await Promise.all([cache.get("a", load), cache.get("a", load)]);
    const third = await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(1);
    expect([first, second, third]).toEqual([good("bundle"), good("bundle"), good("bundle")]);
    expect(cache.loaded("a")).toBe("bundle");
  });

  it("keeps keys apart", async () => {
    const cache = remoteCache<string>();
    await cache.get("a", async () => good("A"));
    await expect(cache.get("b", async () => good("B"))).resolves.toEqual(good("B"));
    expect(cache.loaded("a")).toBe("A");
    expect(cache.loaded("c")).toBeNull();
  });

  it("forgets a failed load, so the next ask tries again", async () => {
    const cache = remoteCache<string>();
    const load = vi
      .fn<() => Promise<Remote<string>>>()
      .mockResolvedValueOnce(remoteFailure("status", "answered 503", 503))
      .mockResolvedValueOnce(good("second try"));
    await expect(cache.get("a", load)).resolves.toMatchObject({ ok: false, status: 503 });
    expect(cache.loaded("a")).toBeNull();
    await expect(cache.get("a", load)).resolves.toEqual(good("second try"));
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.loaded("a")).toBe("second try");
  });

  it("forgets a load that throws (its code failed to arrive), and passes the error on", async () => {
    const cache = remoteCache<string>();
    const load = vi
      .fn<() => Promise<Remote<string>>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce(good("ok"));
    await expect(cache.get("a", load)).rejects.toThrow("chunk failed");
    await expect(cache.get("a", load)).resolves.toEqual(good("ok"));
  });

  it("gives callers waiting on a failed load that failure, and a later caller a new load", async () => {
    const cache = remoteCache<string>();
    let fail: (answer: Remote<string>) => void = () => undefined;
    const slow = vi.fn(() => new Promise<Remote<string>>((resolve) => (fail = resolve)));
    const waiting = [cache.get("a", slow), cache.get("a", slow)];
    fail(remoteFailure("network", "offline"));
    for (const answer of await Promise.all(waiting)) expect(answer.ok).toBe(false);
    expect(slow).toHaveBeenCalledTimes(1);
    await expect(cache.get("a", async () => good("back online"))).resolves.toEqual(good("back online"));
  });
});
