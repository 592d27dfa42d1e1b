import { describe, expect, test } from "vitest";
import { updateReportSchema, type SiteSnapshot } from "~/schemas/updateReport";
import { callsWithoutSync, diffSnapshots, reportMarkdown, siteSnapshot } from "./updateReport";

const AT = "2026-06-01T10:00:00.000Z";
const empty: SiteSnapshot = { calls: {}, decisions: {}, stages: {}, scopes: {}, specs: {}, reviews: {} };

describe("a site's snapshot", () => {
  test("keys calls, decisions, stages and scopes so two builds of the same data compare equal", () => {
    const site = {
      calls: [
        { type: "acde", number: "230", date: "2026-02-12", artifacts: ["transcript", "chat"] },
        {
          type: "acdc",
          number: "154",
          date: "2025-04-03",
          artifacts: ["transcript"],
          sync: { transcriptStartTime: "00:07:48", videoStartTime: "00:00:09" },
        },
        { type: "acdt", number: "090", date: "2026-08-01", artifacts: [] },
      ],
      eips: [
        {
          id: 7702,
          review: { specSha256: "a".repeat(64) },
          forkRelationships: [
            {
              forkName: "Pectra",
              status: "Included",
              statusHistory: [{ status: "Included", call: "acde/200", date: "2025-01-02" }],
            },
          ],
        },
        { id: 8141, forkRelationships: [{ forkName: "Hegota", status: "Proposed" }] },
      ],
      eipArchive: {
        decisions: [
          {
            callType: "acde",
            callNumber: "230",
            timestamp: "00:10:00",
            kind: "stage",
            label: "SFI",
            text: "EIP-8141 scheduled",
          },
          {
            callType: "acde",
            callNumber: "230",
            timestamp: "00:10:00",
            kind: "stage",
            label: "DFI",
            text: "EIP-1 declined",
          },
        ],
      },
    };
    const snapshot = siteSnapshot(site, { "7702": "b".repeat(64) });
    expect(snapshot.calls).toEqual({
      "acde/230": { date: "2026-02-12", transcript: true, synced: false },
      "acdc/154": { date: "2025-04-03", transcript: true, synced: true },
      "acdt/090": { date: "2026-08-01", transcript: false, synced: false },
    });
    expect(snapshot.decisions).toEqual({
      "acde/230@00:10:00/stage": "SFI: EIP-8141 scheduled",
      "acde/230@00:10:00/stage/2": "DFI: EIP-1 declined",
    });
    expect(snapshot.stages["7702@Pectra"]).toEqual({ status: "Included", call: "acde/200", date: "2025-01-02" });
    expect(snapshot.scopes).toEqual({ Pectra: [7702], Hegota: [8141] });
    expect(snapshot.reviews).toEqual({ "7702": "a".repeat(64) });
    expect(callsWithoutSync(snapshot)).toEqual(["acde/230"]);
  });
});

describe("what changed between two runs", () => {
  const before: SiteSnapshot = {
    calls: { "acde/230": { date: "2026-02-12", transcript: true, synced: false } },
    decisions: { "acde/230@00:10:00/stage": "SFI: EIP-8141 scheduled" },
    stages: {
      "8141@Hegota": { status: "Proposed", call: null, date: null },
      "7702@Pectra": { status: "Included", call: null, date: null },
    },
    scopes: { Hegota: [8141, 9000], Pectra: [7702] },
    specs: { "7702": "s1" },
    reviews: { "7702": "s1" },
  };
  const after: SiteSnapshot = {
    calls: { ...before.calls, "acde/231": { date: "2026-02-26", transcript: true, synced: false } },
    decisions: {
      "acde/230@00:10:00/stage": "SFI: EIP-8141 scheduled for Hegota",
      "acde/231@00:05:00/other": "Devnet: launch",
    },
    stages: { ...before.stages, "8141@Hegota": { status: "Scheduled", call: "acde/231", date: "2026-02-26" } },
    scopes: { Hegota: [8141, 9001], Pectra: [7702] },
    specs: { "7702": "s2" },
    reviews: { "7702": "s1" },
  };

  test("lists new calls, new and changed decisions, stage changes with their evidence, scope moves and reviews a spec change made stale", () => {
    const changes = diffSnapshots(before, after, AT);
    expect(changes.map((c) => [c.kind, c.title, c.path, c.evidence])).toEqual([
      ["new-call", "New call: acde/231 (2026-02-26)", "/calls/acde/231", undefined],
      [
        "changed-decision",
        "Decision changed in acde/230: SFI: EIP-8141 scheduled for Hegota",
        "/calls/acde/230",
        "was: SFI: EIP-8141 scheduled",
      ],
      ["new-decision", "New decision in acde/231: Devnet: launch", "/calls/acde/231", undefined],
      ["stage", "EIP-8141 in Hegota: Proposed → Scheduled", "/eips/8141", "decided on acde/231 (2026-02-26)"],
      ["scope-entered", "EIP-9001 entered Hegota's scope", "/eips/9001", undefined],
      ["scope-left", "EIP-9000 left Hegota's scope", "/eips/9000", undefined],
      [
        "review-stale",
        "EIP-7702's spec changed: its plain-language text needs a new review",
        "/eips/7702",
        "content/eip-specs/eip-7702.md",
      ],
    ]);
    expect(changes.every((c) => c.updated === AT)).toBe(true);
    expect(new Set(changes.map((c) => c.id)).size).toBe(changes.length);
  });

  test("the same snapshot twice is no change, and a review already stale is not reported again", () => {
    expect(diffSnapshots(after, after, AT)).toEqual([]);
    expect(diffSnapshots(empty, empty, AT)).toEqual([]);
  });
});

test("the report reads as Markdown: changes under headings, skipped files with why, the calls without sync times and how to add them", () => {
  const report = updateReportSchema.parse({
    at: AT,
    status: "degraded",
    exitCode: 3,
    rebuilt: true,
    build: "rebuilt into build/client (2 calls, 1 EIPs)",
    firstRun: false,
    durationMs: 1234,
    sources: [{ source: "pm", status: "degraded", took: 3, unchanged: 10 }],
    changes: diffSnapshots(
      noCalls(),
      { ...noCalls(), calls: { "acde/231": { date: "2026-02-26", transcript: true, synced: false } } },
      AT,
    ),
    skipped: [{ what: "acde/2026-02-26_231/chat.txt", why: "HTTP 500 (after 5 tries); last copy kept" }],
    callsWithoutSync: ["acde/231"],
    notReported: [],
  });
  const text = reportMarkdown(report);
  expect(text).toContain("## Forkline update, 2026-06-01T10:00:00.000Z: degraded (exit 3)");
  expect(text).toContain("### New calls (1)\n- New call: acde/231 (2026-02-26)");
  expect(text).toContain(
    "### Files skipped (1)\n- acde/2026-02-26_231/chat.txt: HTTP 500 (after 5 tries); last copy kept",
  );
  expect(text).toContain(
    "### Calls without video sync times (1)\nacde/231\n\nAdd them with `npm run offset -- <call> <time>`.",
  );
});

function noCalls(): SiteSnapshot {
  return { ...empty, calls: {} };
}
