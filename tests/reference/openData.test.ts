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
