import { describe, expect, it } from "vitest";
import { eipSchema, type Eip, type ForkRelationship } from "~/schemas/content";
import { proposalKind, proposalNumber, specUrl, toUpgradeEip } from "./upgradeEip";

const templates = {
  eipSpecUrl: "https://eips.ethereum.org/EIPS/eip-{id}",
  ripSpecUrl: "https://github.com/ethereum/RIPs/blob/master/RIPS/rip-{id}.md",
};

const described = (description: string) => ({ description });

function eip(overrides: Partial<Eip> & { forkRelationships: ForkRelationship[] }): Eip {
  return eipSchema.parse({
    id: 7928,
    title: "EIP-7928: Block-level Access Lists",
    status: "Draft",
    description: "Technical summary.",
    author: "Someone",
    type: "Standards Track",
    category: "Core",
    createdDate: "2025-03-31",
    discussionLink: "https://ethereum-magicians.org/t/x/1",
    reviewer: "bot",
    laymanDescription: "Plain words.",
    benefits: ["Faster."],
    tradeoffs: ["Bigger."],
    stakeholderImpacts: {
      endUsers: described("e"),
      appDevs: described("a"),
      walletDevs: described("w"),
      toolingInfra: described("t"),
      layer2s: described("l"),
      stakersNodes: described("s"),
      clClients: described("c"),
      elClients: described("x"),
    },
    northStarAlignment: { scaleL1: described("L1"), improveUX: described("UX") },
    ...overrides,
  });
}

// The page features content/upgrades.json gives each upgrade: Glamsterdam lists champions and headliner proposals.
const glamsterdam = {
  forkName: "Glamsterdam",
  features: { champions: true, headlinerProposals: true },
  templates,
  eipSpecsAsOf: "2026-08-22",
} as const;
const fusaka = {
  forkName: "Fusaka",
  features: { champions: false, headlinerProposals: false },
  templates,
  eipSpecsAsOf: "2026-08-22",
} as const;

describe("numbers and specification links", () => {
  it("links EIPs to the EIP site and RIPs to the RIPs repository", () => {
    expect(proposalKind("RIP-7212: x")).toBe("RIP");
    expect(proposalKind("EIP-1: x")).toBe("EIP");
    expect(proposalKind("Untitled")).toBe("EIP");
    expect(specUrl("EIP", 7928, templates)).toBe("https://eips.ethereum.org/EIPS/eip-7928");
    expect(specUrl("RIP", 7212, templates)).toBe("https://github.com/ethereum/RIPs/blob/master/RIPS/rip-7212.md");
    expect(proposalNumber({ kind: "RIP", id: 7212 })).toBe("RIP-7212");
  });
});

describe("toUpgradeEip", () => {
  const scheduled: ForkRelationship = {
    forkName: "Glamsterdam",
    status: "Scheduled",
    layer: "EL",
    isHeadliner: true,
    wasHeadlinerCandidate: true,
    headlinerDiscussionLink: "https://ethereum-magicians.org/t/h/2",
    champion: { name: "Toni", discord: "nero_eth" },
  };

  it("keeps what a full card shows, in a fixed order", () => {
    const view = toUpgradeEip(eip({ forkRelationships: [scheduled] }), glamsterdam);
    expect(view).toMatchObject({
      id: 7928,
      kind: "EIP",
      title: "Block-level Access Lists",
      stage: "Scheduled",
      layer: "EL",
      isHeadliner: true,
      wasHeadlinerCandidate: true,
      champions: [{ name: "Toni", discord: "nero_eth" }],
      specUrl: "https://eips.ethereum.org/EIPS/eip-7928",
      reviewNote: "Plain-language text drafted by a machine, not yet reviewed.",
    });
    expect(view?.details?.stakeholderImpacts.map((impact) => impact.group)).toEqual([
      "endUsers",
      "appDevs",
      "walletDevs",
      "toolingInfra",
      "layer2s",
      "stakersNodes",
      "clClients",
      "elClients",
    ]);
    expect(view?.details?.northStar).toEqual([
      { goal: "scaleL1", description: "L1" },
      { goal: "improveUX", description: "UX" },
    ]);
  });

  it("lists an EIP without a plain-language text as a compact card with its own summary, and none without this upgrade", () => {
    const untold = toUpgradeEip(
      eip({ laymanDescription: undefined, description: "The header's line.", forkRelationships: [scheduled] }),
      glamsterdam,
    );
    expect(untold?.laymanDescription).toBeUndefined();
    expect(untold?.headerDescription).toBe("The header's line.");
    expect(untold?.details).toBeUndefined();
    expect(toUpgradeEip(eip({ forkRelationships: [scheduled] }), fusaka)).toBeUndefined();
  });

  it("lists Withdrawn as a compact card, and drops the empty status unless the EIP was a headliner candidate", () => {
    const withdrawn = eip({ forkRelationships: [{ forkName: "Glamsterdam", status: "Withdrawn", layer: "EL" }] });
    expect(toUpgradeEip(withdrawn, glamsterdam)?.details).toBeUndefined();
    expect(toUpgradeEip(withdrawn, glamsterdam)?.stage).toBe("Withdrawn");
    expect(
      toUpgradeEip(eip({ forkRelationships: [{ forkName: "Glamsterdam", status: "" }] }), glamsterdam),
    ).toBeUndefined();
    const candidate = eip({
      forkRelationships: [{ forkName: "Glamsterdam", status: "", wasHeadlinerCandidate: true }],
    });
    expect(toUpgradeEip(candidate, glamsterdam)?.stage).toBe("");
  });

  it("trims declined EIPs to a compact card, headliner candidates included", () => {
    const declined = eip({ forkRelationships: [{ forkName: "Fusaka", status: "Declined" }] });
    expect(toUpgradeEip(declined, fusaka)?.details).toBeUndefined();
    const declinedCandidate = eip({
      forkRelationships: [{ forkName: "Glamsterdam", status: "Declined", wasHeadlinerCandidate: true }],
    });
    expect(toUpgradeEip(declinedCandidate, glamsterdam)?.details).toBeUndefined();
    const unplacedCandidate = eip({
      forkRelationships: [{ forkName: "Glamsterdam", status: "", wasHeadlinerCandidate: true }],
    });
    expect(toUpgradeEip(unplacedCandidate, glamsterdam)?.details).toBeDefined();
  });

  it("shows champions and headliner candidacy only where the page has them", () => {
    const fusakaEip = eip({ forkRelationships: [{ ...scheduled, forkName: "Fusaka" }] });
    const view = toUpgradeEip(fusakaEip, fusaka);
    expect(view?.champions).toBeUndefined();
    expect(view?.wasHeadlinerCandidate).toBe(false);
    expect(view?.isHeadliner).toBe(true);
  });

  it("names every champion when the facts give several, the first one first", () => {
    const both = [{ name: "Felix", discord: "fjl" }, { name: "lightclient" }];
    const view = toUpgradeEip(
      eip({ forkRelationships: [{ ...scheduled, champion: both[0], champions: both }] }),
      glamsterdam,
    );
    expect(view?.champions).toEqual(both);
  });

  it("says in words that a text was drafted by a machine, and when it was checked against which spec", () => {
    expect(toUpgradeEip(eip({ reviewer: "expert", forkRelationships: [scheduled] }), glamsterdam)?.reviewNote).toBe(
      undefined,
    );
    const review = {
      reviewedOn: "2026-11-25",
      specSha256: "a".repeat(64),
      verdict: "corrected" as const,
      changes: ["Fixed the cap."],
    };
    expect(toUpgradeEip(eip({ review, forkRelationships: [scheduled] }), glamsterdam)?.reviewNote).toBe(
      "Plain-language text drafted by a machine, then checked against the EIP's specification (as published Aug 22, 2026) on Nov 25, 2026.",
    );
    expect(toUpgradeEip(eip({ forkRelationships: [scheduled] }), glamsterdam)?.reviewNote).toBe(
      "Plain-language text drafted by a machine, not yet reviewed.",
    );
  });

  it("says under a review whose spec changed since when it changed, linked to the change", () => {
    const review = { reviewedOn: "2026-11-25", specSha256: "a".repeat(64), verdict: "accurate" as const, changes: [] };
    const stale = { since: "2026-12-02", commit: "c".repeat(40) };
    const view = toUpgradeEip({ ...eip({ review, forkRelationships: [scheduled] }), reviewStale: stale }, glamsterdam);
    expect(view?.staleReview?.text).toContain("changed on Dec 2, 2026, so this text may be out of date");
    expect(view?.staleReview?.commit.url).toBe(`https://github.com/ethereum/EIPs/commit/${"c".repeat(40)}`);
    expect(toUpgradeEip(eip({ review, forkRelationships: [scheduled] }), glamsterdam)?.staleReview).toBeUndefined();
    // Without a review there is nothing to call stale.
    expect(
      toUpgradeEip({ ...eip({ forkRelationships: [scheduled] }), reviewStale: stale }, glamsterdam)?.staleReview,
    ).toBeUndefined();
  });

  it("leaves optional fields out instead of setting them to undefined", () => {
    const view = toUpgradeEip(
      eip({ discussionLink: undefined, forkRelationships: [{ forkName: "Fusaka", status: "Scheduled" }] }),
      fusaka,
    );
    expect(view && Object.keys(view)).not.toEqual(
      expect.arrayContaining(["layer", "champions", "discussionLink", "headlinerDiscussionLink"]),
    );
    expect(JSON.stringify(view)).not.toContain("undefined");
  });
});
