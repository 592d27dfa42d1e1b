import { describe, expect, it } from "vitest";
import { parseAdoptionResponse } from "./adoption";

const fork = (...eips: unknown[]) => ({ name: "Glamsterdam", summary: { totalEIPs: eips.length }, eips });

describe("parseAdoptionResponse", () => {
  it("takes the EIP's entry from the fork's answer, ignoring keys it does not know", () => {
    const parsed = parseAdoptionResponse(
      fork(
        { eip: "7732", clients: "not read" },
        {
          eip: "7928",
          spec: "https://eips.ethereum.org/EIPS/eip-7928",
          summary: { totalClients: 2 },
          clients: [
            {
              name: "Geth",
              version: "1.16",
              githubRepo: "https://github.com/ethereum/go-ethereum",
              result: { passed: 102, failed: 5, pending: 13, total: 120, score: 85 },
            },
            { name: "Reth" },
          ],
          lastUpdated: "2025-10-21T09:48:37.869Z",
          extra: true,
        },
      ),
      7928,
    );
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.data.clients).toHaveLength(2);
      expect(parsed.data.clients[0]?.result).toEqual({ passed: 102, failed: 5, pending: 13, total: 120, score: 85 });
      expect(parsed.data).not.toHaveProperty("extra");
    }
  });

  it("accepts a minimal entry, and a huge fork answer", () => {
    expect(parseAdoptionResponse(fork({ eip: "7928", clients: [] }), 7928).ok).toBe(true);
    const many = Array.from({ length: 50_000 }, (_, i) => ({ eip: String(i), clients: [] }));
    expect(parseAdoptionResponse(fork(...many), 7928).ok).toBe(true);
  });

  it.each([
    ["null", null],
    ["a string", "<html>"],
    ["an array", []],
    ["the old per-EIP answer", { eip: "7928", clients: [] }],
    ["eips not a list", { eips: { 7928: { clients: [] } } }],
    ["no entry for the EIP", fork({ eip: "7732", clients: [] }, null, "7928")],
    ["a numeric eip", fork({ eip: 7928, clients: [] })],
    ["no clients", fork({ eip: "7928" })],
    ["clients not a list", fork({ eip: "7928", clients: {} })],
    ["a client without a name", fork({ eip: "7928", clients: [{ result: { passed: 1 } }] })],
    ["counts as text", fork({ eip: "7928", clients: [{ name: "geth", result: { passed: "9", total: 10 } }] })],
    ["negative counts", fork({ eip: "7928", clients: [{ name: "geth", result: { passed: -1, total: 10 } }] })],
    ["an infinite score", fork({ eip: "7928", clients: [{ name: "geth", result: { score: Infinity } }] })],
  ])("rejects %s, saying why", (_label, body) => {
    const parsed = parseAdoptionResponse(body, 7928);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(/EIP/);
  });
});
