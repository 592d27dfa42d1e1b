import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchAdoption } from "./adoption";

const TEMPLATE = "https://adoption.example/api/adoption/{eipId}";
const body = { eip: "7928", clients: [{ name: "geth", result: { passed: 1, total: 2 } }] };

function stubFetch(impl: () => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("fetchAdoption", () => {
  it("GETs the service for EIP 7928 and returns the parsed answer", async () => {
    const fetchMock = stubFetch(async () => Response.json(body));
    await expect(fetchAdoption(7928, TEMPLATE)).resolves.toEqual(body);
    expect(fetchMock).toHaveBeenCalledWith("https://adoption.example/api/adoption/7928", expect.objectContaining({ method: "GET" }));
  });

  it("makes no call for any other EIP", async () => {
    const fetchMock = stubFetch(async () => Response.json(body));
    await expect(fetchAdoption(7732, TEMPLATE)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails with 'Failed to fetch: {status}' on a non-OK answer", async () => {
    stubFetch(async () => new Response("nope", { status: 503 }));
    await expect(fetchAdoption(7928, TEMPLATE)).rejects.toThrow("Failed to fetch: 503");
  });

  it.each([
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a body that is not JSON", async () => new Response("{not json", { status: 200 })],
    ["JSON of the wrong shape", async () => Response.json({ eip: "7928", clients: "many" })],
  ])("fails with 'Unknown error' on %s", async (_label, impl) => {
    stubFetch(impl);
    await expect(fetchAdoption(7928, TEMPLATE)).rejects.toThrow(/^Unknown error$/);
  });
});
