import { describe, expect, test } from "vitest";
import { archiveManifestSchema } from "~/schemas/manifest";
import { manifestFromFolders, planArchiveSync, unregisteredCalls, unregisteredSeries } from "./archivePlan";

const manifest = archiveManifestSchema.parse({
  version: 1,
  series: {
    acdc: {
      name: "All Core Devs - Consensus",
      calls: [
        {
          date: "2025-10-30",
          path: "acdc/2025-10-30_168",
          number: 168,
          issue: 1772,
          videoUrl: "https://youtube.com/watch?v=x",
          resources: {
            transcript: "transcript.vtt",
            transcript_corrected: "transcript_corrected.vtt",
            chat: "chat.txt",
          },
        },
      ],
    },
    acdt: { calls: [{ date: "2025-03-10", path: "acdt/2025-03-10_40", number: 40, resources: {} }] },
    epbs: { calls: [{ date: "2025-05-01", path: "epbs/2025-05-01_3", number: 3, resources: { chat: "chat.txt" } }] },
  },
});

describe("planArchiveSync", () => {
  test("lists the manifest's files plus config.json", () => {
    const plan = planArchiveSync(manifest);
    expect(plan.calls[0]).toEqual({
      series: "acdc",
      number: "168",
      date: "2025-10-30",
      folder: "acdc/2025-10-30_168",
      issue: 1772,
      videoUrl: "https://youtube.com/watch?v=x",
      files: ["chat.txt", "config.json", "transcript.vtt", "transcript_corrected.vtt"],
    });
  });
  test("pads call numbers and plans every series, one the site has never seen included", () => {
    const plan = planArchiveSync(manifest);
    expect(plan.calls.map((c) => `${c.series}/${c.number}`)).toEqual(["acdc/168", "acdt/040", "epbs/003"]);
    expect(plan.series).toEqual([{ id: "acdc", name: "All Core Devs - Consensus" }, { id: "acdt" }, { id: "epbs" }]);
    expect(plan.skipped).toEqual([]);
  });
  test("reports a series id unfit for a URL and a call stored under another series, and plans the rest", () => {
    const odd = archiveManifestSchema.parse({
      version: 1,
      series: {
        "../etc": { calls: [{ date: "2025-01-01", path: "x/2025-01-01_1", number: 1 }] },
        focil: {
          name: "FOCIL Breakout",
          calls: [
            { date: "2025-01-02", path: "epbs/2025-01-02_2", number: 2 },
            { date: "2025-01-09", path: "focil/2025-01-09_3", number: 3 },
          ],
        },
      },
    });
    const plan = planArchiveSync(odd);
    expect(plan.calls.map((c) => `${c.series}/${c.number}`)).toEqual(["focil/003"]);
    expect(plan.skipped).toEqual([
      "series '../etc': not a usable series id (lower-case letters, digits and '-')",
      "epbs/2025-01-02_2: listed under series 'focil' but stored elsewhere",
    ]);
  });
});

test("unregisteredSeries names new series as upstream does, with a short label made by rule", () => {
  const plan = planArchiveSync(manifest);
  expect(
    unregisteredSeries(plan, [{ id: "acdc", name: "All Core Devs - Consensus", short: "ACDC", chip: true }]),
  ).toEqual([
    { id: "acdt", name: "acdt", short: "acdt" },
    { id: "epbs", name: "epbs", short: "epbs" },
  ]);
});

test("unregisteredCalls finds calls the registry does not know", () => {
  const plan = planArchiveSync(manifest);
  expect(unregisteredCalls(plan, [{ type: "acdt", number: "040", date: "2025-03-10" }])).toEqual([
    { type: "acdc", number: "168", date: "2025-10-30", videoUrl: "https://youtube.com/watch?v=x", issue: 1772 },
    { type: "epbs", number: "003", date: "2025-05-01" },
  ]);
});

describe("manifest schema", () => {
  test("refuses paths that could escape the archive folder", () => {
    const bad = {
      version: 1,
      series: { acdc: { calls: [{ date: "2025-01-01", path: "../../etc_1", number: 1, resources: {} }] } },
    };
    expect(archiveManifestSchema.safeParse(bad).success).toBe(false);
  });
  test("refuses resource names with a path in them", () => {
    const bad = {
      version: 1,
      series: {
        acdc: { calls: [{ date: "2025-01-01", path: "acdc/2025-01-01_1", number: 1, resources: { chat: "../x" } }] },
      },
    };
    expect(archiveManifestSchema.safeParse(bad).success).toBe(false);
  });
});

describe("file kinds and folder trees", () => {
  test("a resource kind the site does not know is reported and not synced; a breakout's kinds are known", () => {
    const withKinds = archiveManifestSchema.parse({
      version: 1,
      series: {
        acdt: {
          calls: [
            {
              date: "2026-07-20",
              path: "acdt/2026-07-20_88",
              number: 88,
              resources: { chat_cl: "chat_cl.txt", key_decisions: "key_decisions.json", slides: "slides.pdf" },
            },
          ],
        },
      },
    });
    const plan = planArchiveSync(withKinds);
    expect(plan.calls[0]?.files).toEqual(["chat_cl.txt", "config.json", "key_decisions.json"]);
    expect(plan.skipped).toEqual(["acdt/2026-07-20_88/slides.pdf: a file kind ('slides') the site does not know"]);
  });

  test("a folder tree without a manifest becomes one: each <date>_<number> folder a call, each file a resource", () => {
    const manifest = manifestFromFolders([
      {
        series: "focil",
        folder: "2025-09-09_19",
        files: ["transcript_corrected.vtt", "transcript_changelog.tsv", "chat.txt"],
      },
      { series: "focil", folder: "notes", files: ["readme.md"] },
      { series: "acdc", folder: "2025-04-03_154", files: ["config.json", "../escape", "tldr.json"] },
    ]);
    expect(archiveManifestSchema.safeParse(manifest).success).toBe(true);
    const plan = planArchiveSync(manifest);
    expect(plan.calls.map((c) => [c.series, c.number, c.files])).toEqual([
      ["focil", "019", ["chat.txt", "config.json", "transcript_changelog.tsv", "transcript_corrected.vtt"]],
      ["acdc", "154", ["config.json", "tldr.json"]],
    ]);
    expect(plan.skipped).toEqual([]);
    expect(manifestFromFolders([])).toEqual({ version: 1, series: {} });
  });
});
