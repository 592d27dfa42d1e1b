import { describe, expect, test } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { openTierMaker, snapshotTierMaker } from "~/domain/ranking/tierMaker";
import { readContent } from "../../pipeline/readContent";

// The Glamsterdam tier maker ranks the proposals as they stood at its deadline (Oct 30, 2025): exactly the
// Glamsterdam 'Proposed' non-headliners of the reference facts, which date from then.
const REFERENCE = resolve("..", "shared", "reference");
const hasReference = existsSync(join(REFERENCE, "eip-facts.json"));

type Fact = { id: number; forkRelationships: { forkName: string; status: string; isHeadliner?: boolean }[] };

describe.skipIf(!hasReference)("tier maker pools against ../shared/reference", () => {
  const facts = hasReference ? (JSON.parse(readFileSync(join(REFERENCE, "eip-facts.json"), "utf8")) as Fact[]) : [];
  const site = readContent(resolve("content"));

  test("the Glamsterdam snapshot pool is the 44 proposals of eip-facts.json", () => {
    const expected = facts
      .filter((f) =>
        f.forkRelationships.some(
          (r) => r.forkName === "Glamsterdam" && r.status === "Proposed" && r.isHeadliner !== true,
        ),
      )
      .map((f) => f.id)
      .sort((a, b) => a - b);
    expect(expected).toHaveLength(44);
    const page = snapshotTierMaker(site, "glamsterdam");
    expect(page?.asOf).toBe("2025-10-30");
    expect(page?.pool.map((eip) => eip.id)).toEqual(expected);
  });

  test("the open pool is Hegotá's 67 proposals", () => {
    const page = openTierMaker(site, "2026-08-22");
    expect(page?.maker).toMatchObject({
      upgradeId: "hegota",
      title: "Hegotá EIP Tier Maker",
      storageKey: "hegota-rankings",
    });
    const proposed = site.eips.filter((eip) =>
      eip.forkRelationships.some((r) => r.forkName === "Hegota" && r.status === "Proposed" && r.isHeadliner !== true),
    );
    expect(page?.pool.map((eip) => eip.id)).toEqual(proposed.map((eip) => eip.id));
    expect(page?.pool).toHaveLength(67);
  });
});
