import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_SCHEMAS } from "../src/schemas/api";
import { openDataOf } from "../src/domain/api/openDataFile";
import { stagesReportSchema } from "../src/schemas/stages";
import { sitePairs } from "../src/domain/stages/siteStages";
import { fixtureEipsRepo } from "../tests/support/fixtureEipsRepo";
import { checkOpenData } from "../tests/support/openDataChecks";
import { compileSite } from "./compileSite";
import { writeApi } from "./writeApi";
import { CONTENT_DIR } from "./paths";

const FIXTURES = resolve("tests", "fixtures", "archive");
const SITE_URL = "https://forkline.example";

/** The open data of content/ and the fixture archive, with the fixture EIPs history's meta EIPs as a clone gives them. */
function build(generatedAt: Date, archive = FIXTURES) {
  const compiled = compileSite(CONTENT_DIR, archive, generatedAt);
  const site = { ...compiled.site, metaEips: fixtureEipsRepo().metaEips };
  const dir = mkdtempSync(join(tmpdir(), "forkline-api-"));
  const stats = writeApi(dir, site, compiled.apiCalls, SITE_URL, generatedAt, sitePairs(site).pairs);
  return { dir, site, stats, report: checkOpenData(dir) };
}

const readData = <T>(dir: string, schema: z.ZodType<{ data: T }>, path: string): T =>
  openDataOf(schema, JSON.parse(readFileSync(join(dir, path), "utf8")), path);

describe("the open data of /api/v1 (content + fixture archive)", () => {
  const first = build(new Date("2026-01-01T00:00:00Z"));
  const second = build(new Date("2026-02-01T12:00:00Z"));

  it("has a file for every endpoint, and every file follows its published schema or format", () => {
    expect(first.report.problems).toEqual([]);
    expect(first.report.json).toBe(5 + first.site.eips.length + first.site.upgrades.length + first.site.calls.length);
    expect(first.report.calendars).toBeGreaterThan(2);
    expect(first.report.feeds).toBeGreaterThan(3);
    expect(first.stats.files).toBe(first.report.files.length);
  });

  it("keeps every calendar UID from one build to the next; only the build time (and the stages' day) changes", () => {
    expect([...second.report.uids]).toEqual([...first.report.uids]);
    expect([...first.report.uids.values()].flat()).toContain("call-acde-223@forkline");
    const read = (dir: string, path: string) => readFileSync(join(dir, path), "utf8");
    const calls = (dir: string) => read(dir, "api/v1/calendar/calls.ics").replace(/^DTSTAMP:.*$/gm, "");
    expect(calls(second.dir)).toBe(calls(first.dir));
    expect(read(second.dir, "api/v1/feeds/calls.xml")).toBe(read(first.dir, "api/v1/feeds/calls.xml"));
    const eip = (dir: string) =>
      JSON.parse(read(dir, "api/v1/eips/7732.json")) as { generatedAt: string; data: unknown };
    expect(eip(first.dir).generatedAt).toBe("2026-01-01T00:00:00.000Z");
    const withoutDay = (dir: string) => {
      const { stageEvidence, ...data } = readData(dir, API_SCHEMAS.eip, "api/v1/eips/7732.json");
      return { ...data, derived: stageEvidence.stages };
    };
    expect(readData(second.dir, API_SCHEMAS.eip, "api/v1/eips/7732.json").stageEvidence.asOf).toBe("2026-02-01");
    expect(withoutDay(second.dir)).toEqual(withoutDay(first.dir));
  });

  it("says what a call holds: its transcript, chat, summaries and decisions, with links to the page", () => {
    const call = JSON.parse(readFileSync(join(first.dir, "api/v1/calls/focil/019.json"), "utf8")) as {
      data: {
        transcript: unknown[];
        decisions: { kind: string }[];
        links: { page: string; api: string };
        seriesName: string;
      };
    };
    expect(call.data.transcript.length).toBeGreaterThan(0);
    expect(call.data.decisions.map((d) => d.kind)).toContain("stage_change");
    expect(call.data.links).toEqual({
      page: `${SITE_URL}/calls/focil/019`,
      api: `${SITE_URL}/api/v1/calls/focil/019.json`,
    });
  });

  it("gives each EIP's stage in every upgrade with its evidence, exactly as `npm run stages -- --json` prints it", () => {
    const eip = readData(first.dir, API_SCHEMAS.eip, "api/v1/eips/7805.json");
    expect(eip.stageEvidence.asOf).toBe("2026-01-01");
    const glamsterdam = eip.stageEvidence.stages.find((stage) => stage.upgrade === "Glamsterdam");
    // EIP-7773 lists it as Proposed since 2025-07-01 and has not moved; focil/019 decided Considered on 2025-09-09.
    expect(glamsterdam).toMatchObject({ eip: 7805, disputed: true });
    expect(glamsterdam?.evidence.filter((e) => e.source !== "curated")).toEqual([
      {
        source: "meta-eip",
        stage: "Proposed",
        date: "2025-07-01",
        ref: expect.stringMatching(/^https:\/\/github\.com\/ethereum\/EIPs\/commit\/[0-9a-f]{40}$/),
      },
      { source: "call", stage: "Considered", date: "2025-09-09", ref: "focil/19#00:01:20" },
    ]);
    expect(eip.stages.find((stage) => stage.upgrade === "Glamsterdam")?.disputed).toBe(true);
    expect(eip.stages.find((stage) => stage.upgrade === "Hegota")?.disputed).toBe(false);
    const upgrade = readData(first.dir, API_SCHEMAS.upgrade, "api/v1/upgrades/glamsterdam.json");
    expect(upgrade.eips.filter((e) => e.disputed).map((e) => e.id)).toEqual([7805]);
    const listed = readData(first.dir, API_SCHEMAS.eips, "api/v1/eips.json").find((e) => e.id === 7805);
    expect(listed?.stages).toEqual(eip.stages);

    // The same derivation as the maintainers' command, on the same day, from the same clone and archive.
    const printed = stagesReportSchema.parse(
      JSON.parse(
        execFileSync(
          "npx",
          [
            "tsx",
            "pipeline/stages.ts",
            "--as-of",
            "2026-01-01",
            "--json",
            "--archive",
            FIXTURES,
            "--eips-dir",
            fixtureEipsRepo().dir,
          ],
          { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
        ),
      ),
    );
    for (const id of [7805, 7732, 7708]) {
      const file = readData(first.dir, API_SCHEMAS.eip, `api/v1/eips/${id}.json`);
      expect(file.stageEvidence.stages, `EIP-${id}`).toEqual(printed.stages.filter((stage) => stage.eip === id));
    }
  }, 60_000);

  it("gives an EIP no evidence and no dispute where no source knows it in any upgrade", () => {
    const site = first.site.eips.find((eip) => eip.forkRelationships.length === 0);
    if (!site) throw new Error("content/ has no EIP outside every upgrade");
    const eip = readData(first.dir, API_SCHEMAS.eip, `api/v1/eips/${site.id}.json`);
    expect(eip.stageEvidence).toEqual({ asOf: "2026-01-01", stages: [] });
    expect(eip.stages).toEqual([]);
  });

  it("notices a file that breaks its schema (the check can fail)", async () => {
    const { writeFileSync } = await import("node:fs");
    const broken = build(new Date("2026-01-01T00:00:00Z"));
    writeFileSync(
      join(broken.dir, "api/v1/eips/7732.json"),
      JSON.stringify({ apiVersion: 1, generatedAt: "yesterday", data: { id: "7732" } }),
    );
    const withEvidence = JSON.parse(readFileSync(join(broken.dir, "api/v1/eips/7805.json"), "utf8")) as {
      data: { stageEvidence: { stages: { evidence: { source: string; date: string | null }[] }[] } };
    };
    const step = withEvidence.data.stageEvidence.stages[0]?.evidence[0];
    if (!step) throw new Error("EIP-7805 has no evidence");
    step.source = "rumour";
    writeFileSync(join(broken.dir, "api/v1/eips/7805.json"), JSON.stringify(withEvidence));
    writeFileSync(join(broken.dir, "api/v1/calendar/calls.ics"), "BEGIN:VCALENDAR\nEND:VCALENDAR\n");
    writeFileSync(join(broken.dir, "api/v1/feeds/extra.xml"), "<feed/>");
    const problems = checkOpenData(broken.dir).problems.join("\n");
    expect(problems).toContain("/api/v1/eips/7732.json");
    expect(problems).toMatch(
      /\/api\/v1\/eips\/7805\.json: .*stageEvidence\/stages\/0\/evidence\/0\/source must be equal to one of the allowed values/,
    );
    expect(problems).toContain("/api/v1/calendar/calls.ics: lines must end in CRLF");
    expect(problems).toContain("/api/v1/feeds/extra.xml: no endpoint");
  });
});

describe("identifiers in the open data and the feeds", () => {
  const read = (dir: string, path: string) => readFileSync(join(dir, path), "utf8");
  const entryIds = (dir: string, path: string) =>
    [...read(dir, path).matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
  const first = build(new Date("2026-01-01T00:00:00Z"));
  const second = build(new Date("2026-03-01T00:00:00Z"));

  it("keeps every feed entry id from one build to the next", () => {
    for (const path of [
      "api/v1/feeds/decisions.xml",
      "api/v1/feeds/calls.xml",
      "api/v1/feeds/upgrades/glamsterdam.xml",
    ]) {
      expect(entryIds(first.dir, path).length, path).toBeGreaterThan(0);
      expect(entryIds(second.dir, path), path).toEqual(entryIds(first.dir, path));
    }
  });

  it("uses one id per decision and call in the JSON and the feeds", () => {
    const decisions = (
      JSON.parse(read(first.dir, "api/v1/decisions.json")) as { data: { id: string; links: { moment: string } }[] }
    ).data;
    expect(new Set(decisions.map((d) => d.id)).size).toBe(decisions.length);
    expect(entryIds(first.dir, "api/v1/feeds/decisions.xml")).toEqual(
      decisions.slice(0, 100).map((d) => `tag:forkline.example,2025:decision:${d.id}`),
    );
    expect(decisions[0]?.links.moment).toMatch(
      /^https:\/\/forkline\.example\/calls\/[a-z]+\/\d{3}(\/[a-z]+)?#\d\d:\d\d:\d\d$/,
    );
    const calls = (
      JSON.parse(read(first.dir, "api/v1/calls.json")) as { data: { id: string; type: string; number: string }[] }
    ).data;
    expect(calls.every((call) => call.id === `${call.type}/${call.number}`)).toBe(true);
    expect(new Set(entryIds(first.dir, "api/v1/feeds/calls.xml"))).toEqual(
      new Set(calls.map((c) => `tag:forkline.example,2025:call:${c.id}`)),
    );
  });
});
