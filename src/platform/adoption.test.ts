import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchAdoption } from "./adoption";
import { failureMessage } from "./remoteResult";

const URL = "https://adoption.example/api/adoption/fork/glamsterdam";
const entry = { eip: "7928", clients: [{ name: "geth", result: { passed: 1, total: 2 } }] };
const body = { name: "Glamsterdam", eips: [{ eip: "7732", clients: [] }, entry] };

function stubFetch(impl: () => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

/** SPEC §8's message for the answer, or null when it succeeded. */
async function messageOf(answer: ReturnType<typeof fetchAdoption>): Promise<string | null> {
  const settled = await answer;
  return settled.ok ? null : failureMessage(settled);
}

describe("fetchAdoption", () => {
  it("GETs the fork's answer for EIP 7928 and returns its entry", async () => {
    const fetchMock = stubFetch(async () => Response.json(body));
    await expect(fetchAdoption(7928, URL)).resolves.toEqual({ ok: true, data: entry });
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ method: "GET" }));
  });

  it("makes no call for any other EIP", async () => {
    const fetchMock = stubFetch(async () => Response.json(body));
    await expect(fetchAdoption(7732, URL)).resolves.toMatchObject({ ok: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails with 'Failed to fetch: {status}' on a non-OK answer", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch(async () => new Response("nope", { status: 503 }));
    await expect(messageOf(fetchAdoption(7928, URL))).resolves.toBe("Failed to fetch: 503");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Failed to fetch: 503"));
    warn.mockRestore();
  });

  it.each([
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch")), null],
    ["a body that is not JSON", async () => new Response("{not json", { status: 200 }), null],
    ["the old per-EIP shape", async () => Response.json(entry), "the answer has no list of EIPs"],
    [
      "an answer without the EIP",
      async () => Response.json({ eips: [{ eip: "7732", clients: [] }] }),
      "does not list EIP-7928",
    ],
    [
      "a malformed entry",
      async () => Response.json({ eips: [{ eip: "7928", clients: "many" }] }),
      "entry for EIP-7928 is malformed",
    ],
  ] as const)("fails with 'Unknown error' on %s, and logs why", async (_label, impl, logged) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch(impl);
    await expect(messageOf(fetchAdoption(7928, URL))).resolves.toMatch(/^Unknown error$/);
    if (logged) expect(warn).toHaveBeenCalledWith(expect.stringContaining(logged));
    warn.mockRestore();
  });
});
