import { describe, expect, test } from "vitest";
import { quoteForReport, readManifestEntries } from "./manifestEntries";

const good = { date: "2026-05-28", path: "acdc/2026-05-28_179", number: 179, resources: { chat: "chat.txt" } };

describe("reading a manifest entry by entry", () => {
  test("a malformed entry costs that entry only, named by its path and field", () => {
    const reading = readManifestEntries({
      version: 1,
      series: {
        acdc: {
          name: "All Core Devs - Consensus",
          calls: [good, { ...good, path: "acdc/../../x_1" }, { ...good, number: -1 }],
        },
      },
    });
    expect(reading.ok && reading.manifest.series.acdc?.calls).toEqual([good]);
    expect(reading.ok && reading.rejected).toEqual([
      `series "acdc" entry 2 (path "acdc/../../x_1"): left out, field 'path': '<series>/<date>_<number>'`,
      `series "acdc" entry 3 (path "acdc/2026-05-28_179"): left out, field 'number': Too small: expected number to be >=0`,
    ]);
  });
  test("a series that is not one is left out; a series name too long to be one is dropped, its calls kept", () => {
    const reading = readManifestEntries({
      version: 1,
      series: { acdc: { name: "n".repeat(301), calls: [good] }, odd: 7 },
    });
    expect(reading.ok && reading.manifest.series).toEqual({ acdc: { calls: [good] } });
    expect(reading.ok && reading.rejected).toEqual([
      `series "acdc": its name is ignored (not text of at most 300 characters)`,
      `series "odd": left out, not a series with a list of calls: Invalid input: expected object, received number`,
    ]);
  });
  test("no version 1 frame, no manifest", () => {
    expect(readManifestEntries({ version: 2, series: {} })).toMatchObject({ ok: false });
    expect(readManifestEntries([])).toMatchObject({ ok: false });
    expect(readManifestEntries(null)).toMatchObject({ ok: false });
  });
  test("a quoted value is one line of at most 60 characters, whatever it holds", () => {
    expect(quoteForReport("a\nb")).toBe(`"a\\nb"`);
    expect(quoteForReport("x".repeat(10_000)).length).toBeLessThanOrEqual(62);
    expect(quoteForReport({ path: 1 })).toBe(`"{\\"path\\":1}"`);
  });
});
