import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compileSite } from "../../pipeline/compileSite";
import { CONTENT_DIR } from "../../pipeline/paths";
import { writeApi } from "../../pipeline/writeApi";
import { STATIC_PATHS } from "../../pipeline/prerenderPaths";
import { API_SCHEMAS } from "../../src/schemas/api";
import { openDataOf } from "../../src/domain/api/openDataFile";
import { writeMachineText } from "../../pipeline/writeMachineText";
import { checkOpenData } from "../support/openDataChecks";
import { prerenderedSite } from "../support/prerenderedSite";
import { sitePairs } from "../../src/domain/stages/siteStages";
import { toMetaEipStages } from "../../src/domain/stages/metaHistory";
import { readMetaHistories } from "../../pipeline/deriveStages";
import { syncEips } from "../../pipeline/syncEips";

const SEED = resolve("..", "shared", "corpus", "artifacts");

// The real archive's 51 calls and the real content: every JSON file against its published schema
// (Ajv), every calendar through ical.js, every feed through a feed parser.
describe.runIf(existsSync(SEED))("the open data built from the real archive", () => {
  it("follows its schemas and formats, file by file", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    const { site, apiCalls } = compileSite(CONTENT_DIR, SEED, now);
    const dir = mkdtempSync(join(tmpdir(), "forkline-api-ref-"));
    writeApi(dir, site, apiCalls, "https://forkline.example", now, sitePairs(site).pairs);
    const report = checkOpenData(dir);
    expect(report.problems).toEqual([]);
    expect(report.json).toBe(5 + site.eips.length + site.upgrades.length + site.calls.length);
    const callEvents = report.uids.get("/api/v1/calendar/calls.ics") ?? [];
    expect(callEvents.length).toBe(site.calls.length);
  });
});

// The Markdown twins and llms.txt of the curated cut (it has key decisions): every link they hold names a file of the build.
const UPSTREAM = resolve("..", "shared", "corpus", "upstream-2026-02");
describe.runIf(existsSync(UPSTREAM))("the Markdown twins and llms.txt of the real archive", () => {
  it("are written for every page and hold no broken link, with one id per decision", () => {
    const siteUrl = "https://forkline.example";
    const { dir, site, pages } = prerenderedSite(UPSTREAM, siteUrl, new Date("2026-11-26T00:00:00Z"));
    const { twins } = writeMachineText(dir, siteUrl, pages, site);
    expect(twins).toBe(pages.length - STATIC_PATHS.length + 1);
    const decisions = openDataOf(
      API_SCHEMAS.decisions,
      JSON.parse(readFileSync(join(dir, "api/v1/decisions.json"), "utf8")),
      "decisions.json",
    );
    expect(decisions.length).toBeGreaterThan(20);
    expect(new Set(decisions.map((d) => d.id)).size).toBe(decisions.length);
    const withDecisions = site.calls.find((call) => call.digest.decisions > 0 && call.artifacts.includes("tldr"));
    if (withDecisions)
      expect(readFileSync(join(dir, `calls/${withDecisions.type}/${withDecisions.number}.md`), "utf8")).toContain(
        "## TL;DR",
      );
  });
});

// The real EIPs history (a git clone of the bundle) with the curated cut's calls: every EIP's stage evidence in its
// file follows the published schema, and says "disputed" on a stage exactly where its evidence holds a call and a
// meta-EIP step that differ.
const BUNDLE = resolve("..", "shared", "corpus", "eips-2026-05.bundle");
describe.runIf(existsSync(BUNDLE) && existsSync(UPSTREAM))(
  "the stage evidence of the open data, from the real sources",
  () => {
    it("follows its schema, and every dispute it states is a call and a meta EIP that differ", () => {
      const clone = join(mkdtempSync(join(tmpdir(), "forkline-api-eips-")), "eips");
      syncEips(BUNDLE, clone);
      const now = new Date("2026-05-20T00:00:00Z");
      const compiled = compileSite(CONTENT_DIR, UPSTREAM, now);
      const site = { ...compiled.site, metaEips: readMetaHistories(clone).map(toMetaEipStages) };
      const dir = mkdtempSync(join(tmpdir(), "forkline-api-ref-"));
      writeApi(dir, site, compiled.apiCalls, "https://forkline.example", now, sitePairs(site).pairs);
      expect(checkOpenData(dir).problems).toEqual([]);
      const sources = new Set<string>();
      for (const { id } of site.eips) {
        const path = `api/v1/eips/${id}.json`;
        const eip = openDataOf(API_SCHEMAS.eip, JSON.parse(readFileSync(join(dir, path), "utf8")), path);
        expect(eip.stageEvidence.asOf).toBe("2026-05-20");
        for (const stage of eip.stageEvidence.stages) {
          expect(stage.eip).toBe(id);
          expect(stage.stage, `EIP-${id} ${stage.upgrade}`).toBe(stage.evidence.at(-1)?.stage);
          for (const step of stage.evidence) sources.add(step.source);
          if (!stage.disputed) continue;
          const call = stage.evidence.findLast((e) => e.source === "call");
          const meta = stage.evidence.findLast((e) => e.source === "meta-eip");
          expect(call && meta && call.stage !== meta.stage, `EIP-${id} ${stage.upgrade}`).toBe(true);
        }
        for (const shown of eip.stages) {
          const upgrade = site.upgrades.find((u) => u.forkName === shown.upgrade);
          const derived = eip.stageEvidence.stages.find((d) => d.upgrade === upgrade?.name);
          expect(shown.disputed, `EIP-${id} ${shown.upgrade}`).toBe(derived?.disputed ?? false);
        }
      }
      expect([...sources].sort()).toEqual(["call", "curated", "meta-eip"]);
    }, 120_000);
  },
);
