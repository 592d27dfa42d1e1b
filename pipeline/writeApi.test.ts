import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { checkOpenData } from "../tests/support/openDataChecks";
import { compileSite } from "./compileSite";
import { writeApi } from "./writeApi";
import { CONTENT_DIR } from "./paths";

const FIXTURES = resolve("tests", "fixtures", "archive");
const SITE_URL = "https://forkline.example";

function build(generatedAt: Date, archive = FIXTURES) {
  const { site, apiCalls } = compileSite(CONTENT_DIR, archive, generatedAt);
  const dir = mkdtempSync(join(tmpdir(), "forkline-api-"));
  const stats = writeApi(dir, site, apiCalls, SITE_URL, generatedAt);
  return { dir, site, stats, report: checkOpenData(dir) };
}

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

  it("keeps every calendar UID from one build to the next; only the build time changes", () => {
    expect([...second.report.uids]).toEqual([...first.report.uids]);
    expect([...first.report.uids.values()].flat()).toContain("call-acde-223@forkline");
    const read = (dir: string, path: string) => readFileSync(join(dir, path), "utf8");
    const calls = (dir: string) => read(dir, "api/v1/calendar/calls.ics").replace(/^DTSTAMP:.*$/gm, "");
    expect(calls(second.dir)).toBe(calls(first.dir));
    expect(read(second.dir, "api/v1/feeds/calls.xml")).toBe(read(first.dir, "api/v1/feeds/calls.xml"));
    const eip = (dir: string) =>
      JSON.parse(read(dir, "api/v1/eips/7732.json")) as { generatedAt: string; data: unknown };
    expect(eip(first.dir).generatedAt).toBe("2026-01-01T00:00:00.000Z");
    expect(eip(second.dir).data).toEqual(eip(first.dir).data);
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

  it("notices a file that breaks its schema (the check can fail)", async () => {
    const { writeFileSync } = await import("node:fs");
    const broken = build(new Date("2026-01-01T00:00:00Z"));
    writeFileSync(
      join(broken.dir, "api/v1/eips/7732.json"),
      JSON.stringify({ apiVersion: 1, generatedAt: "yesterday", data: { id: "7732" } }),
    );
    writeFileSync(join(broken.dir, "api/v1/calendar/calls.ics"), "BEGIN:VCALENDAR\nEND:VCALENDAR\n");
    writeFileSync(join(broken.dir, "api/v1/feeds/extra.xml"), "<feed/>");
    const problems = checkOpenData(broken.dir).problems.join("\n");
    expect(problems).toContain("/api/v1/eips/7732.json");
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
