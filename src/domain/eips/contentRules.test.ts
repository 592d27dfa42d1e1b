import { describe, expect, test } from "vitest";
import type { Eip } from "~/schemas/content";
import {
  eipProseProblems,
  inlineLinkUrls,
  proseFields,
  reviewProblems,
  stageClaimProblems,
  wordCount,
} from "./contentRules";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const impact = { description: "Some impact." };
const complete: Eip = {
  id: 1,
  title: "EIP-1: Test",
  status: "Draft",
  description: "d",
  author: "a",
  type: "Standards Track",
  createdDate: "2025-01-01",
  forkRelationships: [],
  reviewer: "bot",
  laymanDescription: words(80),
  benefits: ["One.", "Two."],
  tradeoffs: ["Three."],
  stakeholderImpacts: {
    endUsers: impact,
    appDevs: impact,
    walletDevs: impact,
    toolingInfra: impact,
    layer2s: impact,
    stakersNodes: impact,
    clClients: impact,
    elClients: impact,
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
  expect(inlineLinkUrls("see [EIP](https://eips.ethereum.org/EIPS/eip-1) and [x](y)")).toEqual([
    "https://eips.ethereum.org/EIPS/eip-1",
    "y",
  ]);
});

describe("reviewProblems", () => {
  const SHA = "a".repeat(64);
  const base: Eip = { ...complete, id: 9001 };
  const reviewed = (review: Partial<NonNullable<Eip["review"]>>): Eip => ({
    ...base,
    review: { reviewedOn: "2026-11-25", specSha256: SHA, verdict: "accurate", changes: [], ...review },
  });

  test("accepts a review of the current spec whose verdict matches its changes", () => {
    expect(reviewProblems(reviewed({}), SHA)).toEqual([]);
    expect(reviewProblems(reviewed({ verdict: "corrected", changes: ["Fixed the cap."] }), SHA)).toEqual([]);
    expect(reviewProblems(base, undefined)).toEqual([]);
  });

  test("flags a review of another version of the spec, or of no spec", () => {
    expect(reviewProblems(reviewed({}), "b".repeat(64))[0]).toMatch(/review.specSha256.*another version/);
    expect(reviewProblems(reviewed({}), undefined)[0]).toMatch(/no content\/eip-specs\/eip-9001.md/);
  });

  test("flags a verdict its changes contradict", () => {
    expect(reviewProblems(reviewed({ changes: ["x"] }), SHA)).toEqual([
      "field 'review.changes': a text reviewed as accurate lists changes",
    ]);
    expect(reviewProblems(reviewed({ verdict: "corrected" }), SHA)).toEqual([
      "field 'review.changes': a corrected text must say what changed",
    ]);
  });
});

describe("stageClaimProblems", () => {
  test("flags prose that states a fork stage, in either order, naming the field", () => {
    const eip: Eip = {
      ...complete,
      laymanDescription: "It adds an opcode. It was declined for Glamsterdam.",
      tradeoffs: ["Fusaka included it late."],
    };
    expect(stageClaimProblems(eip)).toEqual([
      "field 'laymanDescription': states a fork stage ('declined for Glamsterdam'); the page shows stages from forkRelationships",
      "field 'tradeoffs.0': states a fork stage ('Fusaka included'); the page shows stages from forkRelationships",
    ]);
  });

  test("lets prose name a fork or a stage word on its own", () => {
    const eip: Eip = {
      ...complete,
      laymanDescription: "Blocks included in the chain. Glamsterdam's other EIPs change gas.",
    };
    expect(stageClaimProblems(eip)).toEqual([]);
  });
});

describe("proseFields", () => {
  test("lists every prose field with the name problem reports use", () => {
    const fields = proseFields({ ...complete, northStarAlignment: { scaleL1: { description: "More room." } } }).map(
      (f) => f.field,
    );
    expect(fields).toEqual([
      "laymanDescription",
      "benefits.0",
      "benefits.1",
      "tradeoffs.0",
      "stakeholderImpacts.endUsers",
      "stakeholderImpacts.appDevs",
      "stakeholderImpacts.walletDevs",
      "stakeholderImpacts.toolingInfra",
      "stakeholderImpacts.layer2s",
      "stakeholderImpacts.stakersNodes",
      "stakeholderImpacts.clClients",
      "stakeholderImpacts.elClients",
      "northStarAlignment.scaleL1",
    ]);
  });
});
