import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compileSite } from "../../pipeline/compileSite";
import { CONTENT_DIR } from "../../pipeline/paths";
import { stageOnDay, type StageStep } from "~/domain/eips/stageHistory";
import { upgradePageData } from "~/domain/upgrades/upgradePageData";

const FACTS = resolve("..", "shared", "reference-2026-08");
const SEED = resolve("..", "shared", "corpus", "artifacts");

type Relationship = { forkName: string; status: string; statusHistory?: StageStep[] };
type Fact = { id: number; forkRelationships: Relationship[] };

// Every stage of the Aug 2026 facts, read off the pages a visitor opens: the content, compiled as the build does.
describe.runIf(existsSync(join(FACTS, "eip-facts.json")) && existsSync(SEED))("stages as of reference-2026-08", () => {
  const facts = JSON.parse(readFileSync(join(FACTS, "eip-facts.json"), "utf8")) as Fact[];
  const { site } = compileSite(CONTENT_DIR, SEED, new Date("2026-11-26T00:00:00Z"));

  it("lists every EIP of the four upgrades on its upgrade's page, with its current stage", () => {
    const pages = new Map(
      site.upgrades.map((upgrade) => [upgrade.forkName, upgradePageData(site, upgrade.id, "2026-11-26")]),
    );
    const problems: string[] = [];
    let checked = 0;
    for (const fact of facts) {
      for (const relationship of fact.forkRelationships) {
        if (relationship.forkName === "Cancun-Deneb") continue;
        const page = pages.get(relationship.forkName as never);
        const listed = page?.eips.find((eip) => eip.id === fact.id);
        checked++;
        if (listed?.stage !== relationship.status)
          problems.push(`${fact.id} on ${relationship.forkName}: ${String(listed?.stage)} ≠ ${relationship.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBe(22 + 47 + 70 + 71);
  });

  it("answers 'as of a day' from the dated history, and 'unknown' where an undated step may fall either side", () => {
    const history = (id: number, fork: string) =>
      facts.find((fact) => fact.id === id)?.forkRelationships.find((r) => r.forkName === fork)?.statusHistory ?? [];
    const eip2780 = history(2780, "Glamsterdam");
    expect(stageOnDay(eip2780, "2025-12-18")).toEqual({ kind: "stage", status: "Considered" });
    expect(stageOnDay(eip2780, "2026-08-03")).toEqual({ kind: "stage", status: "Considered" });
    expect(stageOnDay(eip2780, "2026-08-04")).toEqual({ kind: "stage", status: "Scheduled" });
    // Its first step, 'Proposed', has no date: before Dec 18 2025 it may or may not have been proposed yet.
    expect(stageOnDay(eip2780, "2025-12-17")).toEqual({ kind: "unknown" });
    // Every history's stage today is the relationship's status, wherever the history is dated at all.
    for (const fact of facts) {
      for (const r of fact.forkRelationships) {
        if (!r.statusHistory?.length) continue;
        const now = stageOnDay(r.statusHistory, "2026-11-26");
        if (now.kind === "stage") expect(now.status, `${fact.id} ${r.forkName}`).toBe(r.status);
      }
    }
  });
});
