import { describe, expect, it } from "vitest";
import type { Eip, ForkRelationship } from "../../schemas/content";
import { rankingPool } from "./pool";

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

describe("rankingPool", () => {
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
