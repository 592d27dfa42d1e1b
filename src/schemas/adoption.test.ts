import { describe, expect, it } from "vitest";
import { parseAdoptionResponse } from "./adoption";

describe("parseAdoptionResponse", () => {
  it("accepts the service's shape, ignoring keys it does not know", () => {
    const parsed = parseAdoptionResponse({
      eip: "7928",
      spec: "amsterdam",
      clients: [
        { name: "geth", version: "1.16", githubRepo: "ethereum/go-ethereum", result: { passed: 90, failed: 10, total: 100, percentage: 90 } },
        { name: "reth" },
      ],
      lastUpdated: "2025-10-01T12:00:00Z",
      extra: true,
    });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.data.clients).toHaveLength(2);
      expect(parsed.data).not.toHaveProperty("extra");
    }
  });

  it("accepts a minimal answer", () => {
    expect(parseAdoptionResponse({ eip: "7928", clients: [] }).ok).toBe(true);
  });

  it.each([
    ["null", null],
    ["a string", "<html>"],
    ["an array", []],
    ["no clients", { eip: "7928" }],
    ["clients not a list", { eip: "7928", clients: {} }],
    ["a numeric eip", { eip: 7928, clients: [] }],
    ["a client without a name", { eip: "7928", clients: [{ result: { passed: 1 } }] }],
    ["counts as text", { eip: "7928", clients: [{ name: "geth", result: { passed: "9", total: 10 } }] }],
    ["negative counts", { eip: "7928", clients: [{ name: "geth", result: { passed: -1, total: 10 } }] }],
    ["an infinite percentage", { eip: "7928", clients: [{ name: "geth", result: { percentage: Infinity } }] }],
  ])("rejects %s", (_label, body) => {
    expect(parseAdoptionResponse(body).ok).toBe(false);
  });
});
