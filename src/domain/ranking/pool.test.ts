import { describe, expect, it } from "vitest";
import type { Eip, ForkRelationship, Upgrade } from "../../schemas/content";
import { openProposals, proposedPool, snapshotPool } from "./pool";

function eip(id: number, relationships: ForkRelationship[], laymanDescription: string | null = `plain ${id}`): Eip {
  return {
    id,
    title: `EIP-${id}: Title ${id}`,
    status: "Draft",
    description: "d",
    author: "a",
    type: "Standards Track",
    createdDate: "2025-01-01",
    forkRelationships: relationships,
    ...(laymanDescription === null ? {} : { laymanDescription }),
  };
}

const proposed: ForkRelationship = { forkName: "Glamsterdam", status: "Proposed" };

const rankingPool = (eips: readonly Eip[]) => proposedPool(eips, "Glamsterdam");

describe("proposedPool", () => {
  it("keeps Glamsterdam proposed EIPs with a layman description, title prefix stripped", () => {
    expect(rankingPool([eip(7702, [proposed])])).toEqual([
      { id: 7702, title: "Title 7702", laymanDescription: "plain 7702" },
    ]);
  });

  it("sorts by id", () => {
    const ids = rankingPool([eip(9, [proposed]), eip(3, [proposed]), eip(5, [proposed])]).map((p) => p.id);
    expect(ids).toEqual([3, 5, 9]);
  });

  it("drops headliners of Glamsterdam but keeps explicit non-headliners", () => {
    const pool = rankingPool([
      eip(1, [{ ...proposed, isHeadliner: true }]),
      eip(2, [{ ...proposed, isHeadliner: false, wasHeadlinerCandidate: true }]),
    ]);
    expect(pool.map((p) => p.id)).toEqual([2]);
  });

  it("drops EIPs whose Glamsterdam status is not Proposed", () => {
    const statuses = ["Included", "Considered", "Declined", "Scheduled", "Withdrawn", ""] as const;
    const eips = statuses.map((status, i) => eip(i + 1, [{ forkName: "Glamsterdam", status }]));
    expect(rankingPool(eips)).toEqual([]);
  });

  it("judges status and headliner flag on the Glamsterdam relationship only", () => {
    const pool = rankingPool([
      eip(1, [{ forkName: "Fusaka", status: "Proposed" }]),
      eip(2, [{ forkName: "Fusaka", status: "Declined", isHeadliner: true }, proposed]),
    ]);
    expect(pool.map((p) => p.id)).toEqual([2]);
  });

  it("drops EIPs without a layman description", () => {
    expect(rankingPool([eip(1, [proposed], null)])).toEqual([]);
  });
});

describe("snapshotPool", () => {
  it("keeps exactly the listed ids, whatever their status today, with today's title and description", () => {
    const eips = [
      eip(1, [{ forkName: "Glamsterdam", status: "Declined" }]),
      eip(2, [proposed]),
      eip(3, [{ forkName: "Glamsterdam", status: "Scheduled", isHeadliner: true }]),
    ];
    expect(snapshotPool(eips, [3, 1])).toEqual([
      { id: 1, title: "Title 1", laymanDescription: "plain 1" },
      { id: 3, title: "Title 3", laymanDescription: "plain 3" },
    ]);
  });

  it("drops ids that are not in the catalogue or have no description", () => {
    expect(snapshotPool([eip(1, [], null), eip(2, [])], [1, 2, 99]).map((p) => p.id)).toEqual([2]);
  });
});

function upgrade(id: Upgrade["id"], forkName: Upgrade["forkName"], status: Upgrade["status"]): Upgrade {
  return {
    id,
    path: `/upgrade/${id}`,
    name: forkName,
    forkName,
    layers: { execution: "x", consensus: "y" },
    tagline: "t",
    description: "d",
    status,
    activationDate: "TBD",
    asOf: "2026-08-22",
    disabled: false,
    metaEip: 1,
    banners: [],
    pageFeatures: {
      timeline: false,
      layerFilter: false,
      champions: false,
      headlinerProposals: false,
      starFollowsStage: false,
      rankingCta: null,
    },
  };
}

describe("openProposals", () => {
  const eips = [
    eip(1, [{ forkName: "Glamsterdam", status: "Proposed" }]),
    eip(2, [{ forkName: "Hegota", status: "Proposed" }]),
    eip(3, [{ forkName: "Hegota", status: "Proposed", isHeadliner: true }]),
  ];

  it("is the first upgrade in Planning, in content order, with proposals to rank", () => {
    const upgrades = [upgrade("glamsterdam", "Glamsterdam", "Upcoming"), upgrade("hegota", "Hegota", "Planning")];
    const open = openProposals(upgrades, eips);
    expect(open?.upgrade.id).toBe("hegota");
    expect(open?.pool.map((p) => p.id)).toEqual([2]);
  });

  it("skips a Planning upgrade without proposals", () => {
    const upgrades = [upgrade("fusaka", "Fusaka", "Planning"), upgrade("hegota", "Hegota", "Planning")];
    expect(openProposals(upgrades, eips)?.upgrade.id).toBe("hegota");
  });

  it("takes the first of two open upgrades", () => {
    const upgrades = [upgrade("glamsterdam", "Glamsterdam", "Planning"), upgrade("hegota", "Hegota", "Planning")];
    expect(openProposals(upgrades, eips)?.upgrade.id).toBe("glamsterdam");
  });

  it("is undefined when no upgrade is in Planning", () => {
    expect(openProposals([upgrade("hegota", "Hegota", "Upcoming")], eips)).toBeUndefined();
  });
});
