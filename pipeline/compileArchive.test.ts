import { mkdtempSync, readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { callBundleSchema } from "~/schemas/callBundle";
import { searchIndexHeadSchema } from "~/schemas/searchIndex";
import { buildSearchIndex, searchIndexFromParts } from "~/domain/search/calendarIndex";
import { searchCalendar } from "~/domain/search/calendarSearch";
import type { RegisteredCall } from "~/schemas/content";
import { EMPTY_VOCABULARY } from "~/domain/summaries/decisionVocabulary";
import { compileArchive, writeArchiveOutputs } from "./compileArchive";

const FIXTURES = resolve("tests", "fixtures", "archive");
const NOW = new Date("2025-11-01T00:00:00Z");
const registry: RegisteredCall[] = [
  { type: "acdc", number: "154", date: "2025-04-03" },
  { type: "acde", number: "999", date: "2025-06-01", videoUrl: "https://youtu.be/abcdefghijk" },
];

describe("compileArchive", () => {
  it("compiles the fixture archive, keeps calls without files, and writes bundles the browser schema accepts", () => {
    const { compiled, stats, searchIndex } = compileArchive(FIXTURES, registry, NOW, EMPTY_VOCABULARY);
    expect(compiled.map((c) => c.artifacts)).toEqual([expect.arrayContaining(["transcript", "chat"]), []]);
    expect(compiled[0]?.call.issue).toBe(1399);
    expect(compiled[1]?.call).toEqual(registry[1]);
    expect(stats.callsWithFiles).toBe(1);
    expect(stats.searchDocs).toBeGreaterThan(0);

    const out = mkdtempSync(join(tmpdir(), "forkline-compile-"));
    const pub = join(out, "public");
    mkdirSync(join(pub, "data"), { recursive: true });
    writeArchiveOutputs(out, pub, compiled, searchIndex);
    const bundle = callBundleSchema.parse(JSON.parse(readFileSync(join(pub, "data/calls/acdc/154.json"), "utf8")));
    expect(bundle.transcript.length).toBeGreaterThan(0);
    expect(existsSync(join(pub, "data/calls/acde/999.json"))).toBe(true);
    expect(JSON.parse(readFileSync(join(out, "calls/acde-999.json"), "utf8"))).toEqual({});
    const head = searchIndexHeadSchema.parse(JSON.parse(readFileSync(join(pub, "data/search-index.json"), "utf8")));
    expect(head.lastUpdated).toBe(NOW.toISOString());
    // The parts written beside the head join back to the index that was built.
    const part = (path: string) =>
      existsSync(join(pub, "data", path)) ? JSON.parse(readFileSync(join(pub, "data", path), "utf8")) : undefined;
    const written = searchIndexFromParts(head, part);
    expect(written.rows).toEqual(searchIndex.rows);
    expect(searchCalendar(written, "devnet")).toEqual(searchCalendar(searchIndex, "devnet"));
    expect(searchCalendar(written, "devnet").total).toBeGreaterThan(0);
    // A later build replaces the parts folder: no earlier build's parts are left to serve.
    const later = buildSearchIndex(
      [
        {
          callType: "acdc",
          callDate: "2025-04-03",
          callNumber: "154",
          type: "transcript",
          timestamp: "00:00:01",
          speaker: "",
          text: "another build",
          position: 0,
        },
      ],
      NOW.toISOString(),
    );
    writeArchiveOutputs(out, pub, compiled, later);
    expect(later.head.parts.id).not.toBe(head.parts.id);
    expect(readdirSync(join(pub, "data", "search"))).toEqual([later.head.parts.id]);
  });

  it("reports a bad file by its path and still builds the call", () => {
    const archive = mkdtempSync(join(tmpdir(), "forkline-archive-"));
    const folder = join(archive, "acdc", "2025-04-03_154");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "agenda.json"), "[1,2");
    writeFileSync(join(folder, "chat.txt"), "00:00:01\tHost:\thello\n");
    writeFileSync(join(folder, "chat.txt.partial-123"), "half written");
    const { compiled, stats } = compileArchive(archive, registry.slice(0, 1), NOW, EMPTY_VOCABULARY);
    expect(stats.warnings).toHaveLength(1);
    expect(stats.warnings[0]).toMatch(/acdc\/2025-04-03_154\/agenda\.json: invalid JSON/);
    expect(stats.files).toBe(2);
    expect(compiled[0]?.artifacts).toEqual(["chat"]);
  });

  it("treats a missing archive folder as an archive with no files", () => {
    const { compiled, stats } = compileArchive(
      join(tmpdir(), "forkline-does-not-exist"),
      registry,
      NOW,
      EMPTY_VOCABULARY,
    );
    expect(stats.files).toBe(0);
    expect(compiled).toHaveLength(2);
  });
});
