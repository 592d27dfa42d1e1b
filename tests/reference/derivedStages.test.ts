import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileArchive, contentVocabulary } from "../../pipeline/compileArchive";
import { readMetaHistories } from "../../pipeline/deriveStages";
import { readContent } from "../../pipeline/readContent";
import { syncEips } from "../../pipeline/syncEips";
import { planArchiveSync, unregisteredCalls } from "../../src/domain/archive/archivePlan";
import { eipArchiveIndex } from "../../src/domain/eips/eipArchive";
import { stageOnDay } from "../../src/domain/eips/stageHistory";
import { parseMetaEip, stageOf } from "../../src/domain/stages/metaEip";
import { matchUpgrade, stageAsOf, stagePairs, type StagePair } from "../../src/domain/stages/stageEvidence";
import type { StageAsOf } from "../../src/schemas/stages";
import { archiveManifestSchema } from "../../src/schemas/manifest";
import { z } from "zod";
import { stageStepSchema } from "../../src/schemas/content";
import type { ArchivedDecision } from "../../src/schemas/site";

// The stages derived from the sources alone (the EIPs history as a real git clone, and the calls' stage-change
// decisions) replayed month by month against the dated stage histories of ../shared/reference-2026-08.
const SHARED = resolve("..", "shared");
const BUNDLE = join(SHARED, "corpus", "eips-2026-05.bundle");
const FACTS = join(SHARED, "reference-2026-08", "eip-facts.json");
const ARCHIVES = ["upstream-2026-02", "pm-2026-05"].map((name) => join(SHARED, "corpus", name));
const hasShared =
  existsSync(BUNDLE) && existsSync(FACTS) && ARCHIVES.every((dir) => existsSync(join(dir, "manifest.json")));

// The bundle holds the EIPs history from Jan 2024 to May 2026: months after it would compare a stopped clock.
const MONTHS: string[] = [];
for (
  let month = new Date(Date.UTC(2024, 2, 1));
  month <= new Date(Date.UTC(2026, 5, 1));
  month.setUTCMonth(month.getUTCMonth() + 1)
) {
  MONTHS.push(month.toISOString().slice(0, 10));
}

const root = hasShared ? mkdtempSync(join(tmpdir(), "forkline-stages-")) : "";
const clone = join(root, "eips");

const factsSchema = z.array(
  z.object({
    id: z.number(),
    forkRelationships: z.array(z.object({ forkName: z.string(), statusHistory: z.array(stageStepSchema).optional() })),
  }),
);

function archiveDecisions(dir: string, known: ReadonlySet<number>): ArchivedDecision[] {
  const plan = planArchiveSync(
    archiveManifestSchema.parse(JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"))),
  );
  // Calls without a curated decisions file give the decisions their TL;DRs state (domain/summaries/derivedDecisions).
  const { archiveCalls } = compileArchive(
    dir,
    unregisteredCalls(plan, []),
    new Date("2026-08-22T00:00:00Z"),
    contentVocabulary(readContent(resolve("content"))),
  );
  return eipArchiveIndex(archiveCalls, [], known).decisions;
}

describe.skipIf(!hasShared)("stages from the sources against reference-2026-08", () => {
  let pairs: StagePair[] = [];
  let secondSyncMs = Infinity;
  const facts = hasShared ? factsSchema.parse(JSON.parse(readFileSync(FACTS, "utf8"))) : [];
  const upgrades = hasShared ? readContent(resolve("content")).upgrades : [];

  beforeAll(() => {
    syncEips(BUNDLE, clone);
    const started = performance.now();
    syncEips(BUNDLE, clone);
    secondSyncMs = performance.now() - started;
    const known = new Set(facts.map((eip) => eip.id));
    const decisions = ARCHIVES.flatMap((dir) => archiveDecisions(dir, known));
    const derived = stagePairs({
      upgrades,
      metaHistories: readMetaHistories(clone),
      decisions,
      eips: [],
      curatedRef: () => "",
    });
    pairs = derived.pairs;
    console.log(
      `${decisions.filter((d) => d.kind === "stage_change").length} stage-change decisions in the archives; not placed:\n  ${derived.notes.join("\n  ")}`,
    );
  }, 300_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("syncs a second time with nothing new within 5 s", () => {
    console.log(`second EIPs sync with nothing new: ${Math.round(secondSyncMs)} ms`);
    expect(secondSyncMs).toBeLessThan(5000);
  });

  it("agrees with the dated stage histories month by month, and prints where it does not", () => {
    const tally = new Map<string, { compared: number; agree: number; undated: number; possible: number }>();
    const disagreements = new Map<string, string[]>();
    const inconsistent = new Map<string, number>();
    for (const eip of facts) {
      for (const relationship of eip.forkRelationships) {
        const upgrade = matchUpgrade(upgrades, relationship.forkName);
        if (!upgrade) continue;
        const pair = pairs.find((p) => p.upgradeId === upgrade.id && p.eip === eip.id);
        const count = tally.get(upgrade.name) ?? { compared: 0, agree: 0, undated: 0, possible: 0 };
        tally.set(upgrade.name, count);
        for (const month of MONTHS) {
          const expected = stageOnDay(relationship.statusHistory ?? [], month);
          const derived = pair ? (stageAsOf(pair, month, true)?.stage ?? null) : null;
          if (expected.kind === "unknown") {
            count.undated++;
            const possible = possibleStages(relationship.statusHistory ?? [], month);
            if (possible.has(derived)) count.possible++;
            else
              inconsistent.set(
                `${upgrade.name}: ${derived ?? "—"} where the reference has ${[...possible].map((p) => p ?? "—").join(" or ")}`,
                (inconsistent.get(
                  `${upgrade.name}: ${derived ?? "—"} where the reference has ${[...possible].map((p) => p ?? "—").join(" or ")}`,
                ) ?? 0) + 1,
              );
            continue;
          }
          const want = expected.kind === "stage" ? expected.status : null;
          if (want === null && derived === null) continue;
          count.compared++;
          if (want === derived) count.agree++;
          else {
            const key = `${upgrade.name} EIP-${eip.id}`;
            disagreements.set(key, [
              ...(disagreements.get(key) ?? []),
              `${month}: ${derived ?? "—"} vs ${want ?? "—"}`,
            ]);
          }
        }
      }
    }
    const total = [...tally.values()].reduce(
      (sum, t) => ({
        compared: sum.compared + t.compared,
        agree: sum.agree + t.agree,
        undated: sum.undated + t.undated,
        possible: sum.possible + t.possible,
      }),
      { compared: 0, agree: 0, undated: 0, possible: 0 },
    );
    const lines = [...tally].map(
      ([name, t]) =>
        `  ${name}: ${t.agree}/${t.compared} (${((100 * t.agree) / Math.max(1, t.compared)).toFixed(1)}%) where the reference dates the stage; where it does not, ${t.possible}/${t.undated} consistent with its undated steps`,
    );
    console.log(
      `agreement, sources only vs reference-2026-08, ${MONTHS.length} monthly dates ${MONTHS[0]} to ${MONTHS.at(-1)}: ${total.agree}/${total.compared} (${((100 * total.agree) / total.compared).toFixed(1)}%)\n${lines.join("\n")}`,
    );
    console.log(
      `pairs that differ (derived vs reference, first months shown):\n${[...disagreements].map(([key, months]) => `  ${key}: ${months.slice(0, 3).join("; ")}${months.length > 3 ? ` (+${months.length - 3} months)` : ""}`).join("\n")}`,
    );
    console.log(
      `undated month-pairs that are not consistent, by kind:\n${[...inconsistent]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `  ${kind}: ${count}`)
        .join("\n")}`,
    );
    console.log(
      `  all upgrades, undated months: ${total.possible}/${total.undated} (${((100 * total.possible) / total.undated).toFixed(1)}%) consistent`,
    );
    expect(total.compared).toBeGreaterThan(300);
    expect(total.agree / total.compared).toBeGreaterThan(0.8);
    expect(total.possible / total.undated).toBeGreaterThan(0.8);
  });

  it("lists the disputed pairs, each a meta-EIP state and a call decision that differ", () => {
    const disputes: { month: string; stage: StageAsOf }[] = [];
    for (const month of [...MONTHS.slice(0, -1), "2026-05-31"]) {
      for (const pair of pairs) {
        const stage = stageAsOf(pair, month, true);
        if (stage?.disputed) disputes.push({ month, stage });
      }
    }
    const latest = disputes.filter((d) => d.month === "2026-05-31");
    console.log(
      `disputed on 2026-05-31: ${latest.length}\n${latest.map(({ stage }) => `  ${stage.upgrade} EIP-${stage.eip}: ${explainDispute(stage)}`).join("\n")}`,
    );
    console.log(
      `disputed pairs on any monthly date: ${new Set(disputes.map((d) => `${d.stage.upgrade}/${d.stage.eip}`)).size}`,
    );
    // Each dispute checked against the raw sources: the meta EIP's file as it stood that day, read again from git, and
    // the call decision's own stage.
    for (const { month, stage } of disputes) {
      const call = stage.evidence.findLast((e) => e.source === "call");
      expect(call, `${stage.upgrade}/${stage.eip}`).toBeDefined();
      const meta = upgrades.find((u) => u.name === stage.upgrade)?.metaEip;
      const rev = execFileSync(
        "git",
        ["rev-list", "-1", `--before=${month}T23:59:59Z`, "HEAD", "--", `EIPS/eip-${meta}.md`],
        { cwd: clone, encoding: "utf8" },
      ).trim();
      const text = execFileSync("git", ["show", `${rev}:EIPS/eip-${meta}.md`], { cwd: clone, encoding: "utf8" });
      const listed = stageOf(parseMetaEip(text), stage.eip);
      expect(
        listed === call?.stage,
        `${stage.upgrade}/${stage.eip} on ${month}: meta ${listed} vs call ${call?.stage}`,
      ).toBe(false);
    }
  });
});

/** Where undated steps leave the reference's stage on a day open: every stage it may have been (null for none). */
function possibleStages(history: readonly { status: string; date: string | null }[], day: string): Set<string | null> {
  let lastSure = -1;
  history.forEach((step, i) => {
    if (step.date !== null && step.date <= day) lastSure = i;
  });
  const possible = new Set<string | null>([lastSure >= 0 ? history[lastSure]!.status : null]);
  for (const step of history.slice(lastSure + 1)) {
    if (step.date !== null) break;
    possible.add(step.status);
  }
  return possible;
}

function explainDispute(stage: StageAsOf): string {
  const call = stage.evidence.findLast((e) => e.source === "call");
  const meta = stage.evidence.findLast((e) => e.source === "meta-eip");
  return `call ${call?.ref} (${call?.date}) says ${call?.stage}; meta EIP says ${meta?.stage} since ${meta?.date}`;
}
