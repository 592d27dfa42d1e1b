import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compileSite } from "../../pipeline/compileSite";
import { CONTENT_DIR } from "../../pipeline/paths";
import { writeApi } from "../../pipeline/writeApi";
import { checkOpenData } from "../support/openDataChecks";

const SEED = resolve("..", "shared", "corpus", "artifacts");

// The real archive's 51 calls and the real content: every JSON file against its published schema
// (Ajv), every calendar through ical.js, every feed through a feed parser.
describe.runIf(existsSync(SEED))("the open data built from the real archive", () => {
  it("follows its schemas and formats, file by file", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    const { site, apiCalls } = compileSite(CONTENT_DIR, SEED, now);
    const dir = mkdtempSync(join(tmpdir(), "forkline-api-ref-"));
    writeApi(dir, site, apiCalls, "https://forkline.example", now);
    const report = checkOpenData(dir);
    expect(report.problems).toEqual([]);
    expect(report.json).toBe(5 + site.eips.length + site.upgrades.length + site.calls.length);
    const callEvents = report.uids.get("/api/v1/calendar/calls.ics") ?? [];
    expect(callEvents.length).toBe(site.calls.length);
  });
});
