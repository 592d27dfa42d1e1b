import { describe, expect, test } from "vitest";
import type { Eip } from "~/schemas/content";
import { eipProseProblems, inlineLinkUrls, wordCount } from "./contentRules";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const impact = { description: "Some impact." };
const complete: Eip = {
  id: 1, title: "EIP-1: Test", status: "Draft", description: "d", author: "a", type: "Standards Track",
  createdDate: "2025-01-01", forkRelationships: [], reviewer: "bot",
  laymanDescription: words(80), benefits: ["One.", "Two."], tradeoffs: ["Three."],
  stakeholderImpacts: {
    endUsers: impact, appDevs: impact, walletDevs: impact, toolingInfra: impact,
    layer2s: impact, stakersNodes: impact, clClients: impact, elClients: impact,
  },
};

describe("eipProseProblems", () => {
  test("a complete EIP has none", () => {
    expect(eipProseProblems(complete)).toEqual([]);
  });
  test("names a description that is too short or too long", () => {
    expect(eipProseProblems({ ...complete, laymanDescription: words(20) })[0]).toMatch(/20 words/);
    expect(eipProseProblems({ ...complete, laymanDescription: words(181) })[0]).toMatch(/181 words/);
  });
  test("refuses links that are not https", () => {
    const text = `${words(70)} [click](javascript:alert(1)) [plain](http://x.example)`;
    expect(eipProseProblems({ ...complete, laymanDescription: text })).toEqual([
      "field 'laymanDescription': link 'javascript:alert(1' is not https",
      "field 'laymanDescription': link 'http://x.example' is not https",
    ]);
  });
  test("counts benefits and trade-offs", () => {
    expect(eipProseProblems({ ...complete, benefits: ["Only one."], tradeoffs: [] })).toEqual([
      "field 'benefits': 1 items, expected 2–5",
      "field 'tradeoffs': 0 items, expected 1–4",
    ]);
  });
  test("requires all eight stakeholder groups", () => {
    const { layer2s: _dropped, ...seven } = complete.stakeholderImpacts!;
    expect(eipProseProblems({ ...complete, stakeholderImpacts: { ...seven, layer2s: { description: " " } } })).toEqual([
      "field 'stakeholderImpacts.layer2s': missing",
    ]);
  });
  test("an EIP without a description is reported once", () => {
    expect(eipProseProblems({ ...complete, laymanDescription: undefined })).toHaveLength(1);
  });
});

test("word counting and link extraction", () => {
  expect(wordCount("  a  b\nc ")).toBe(3);
  expect(inlineLinkUrls("see [EIP](https://eips.ethereum.org/EIPS/eip-1) and [x](y)")).toEqual(["https://eips.ethereum.org/EIPS/eip-1", "y"]);
});
