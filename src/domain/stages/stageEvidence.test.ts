import { describe, expect, it } from "vitest";
import type { ArchivedDecision } from "~/schemas/site";
import type { MetaEipHistory } from "./metaHistory";
import {
  decidedStage,
  EIPS_COMMIT_URL,
  matchUpgrade,
  stageAsOf,
  stagePairs,
  type StageInputs,
  IMPORTED_NOTE,
  OVERRIDE_NOTE,
  type UpgradeFacts,
} from "./stageEvidence";

const upgrades: UpgradeFacts[] = [
  { id: "fusaka", name: "Fusaka", forkName: "Fusaka", metaEip: 7607 },
  { id: "glamsterdam", name: "Glamsterdam", forkName: "Glamsterdam", metaEip: 7773 },
  { id: "hegota", name: "Hegotá", forkName: "Hegota", metaEip: 8081 },
];
const sha = (n: number) => String(n).padStart(40, "0");
const meta = (eip: number, upgrade: string, steps: Record<number, [string, string][]>): MetaEipHistory => ({
  eip,
  upgrade,
  warnings: [],
  steps: new Map(
    Object.entries(steps).map(([id, list]) => [
      Number(id),
      list.map(([stage, date], i) => ({ stage, date, upstreamCommit: sha(i + 1) })),
    ]),
  ),
});
const decision = (callDate: string, eips: number[], to: string, fork?: string): ArchivedDecision => ({
  callType: "acde",
  callNumber: "229",
  callDate,
  timestamp: "00:34:55",
  kind: "stage_change",
  label: `${to}`,
  text: `EIP-${eips.join(", ")} ${to}`,
  eips,
  ...(fork ? { fork } : {}),
  stageChange: { to },
  source: "curated",
});
const inputs = (over: Partial<StageInputs>): StageInputs => ({
  upgrades,
  metaHistories: [],
  decisions: [],
  eips: [],
  curatedRef: (eip) => `content/eips/${eip}.json`,
  ...over,
});
const pairOf = (result: ReturnType<typeof stagePairs>, upgradeId: string, eip: number) => {
  const pair = result.pairs.find((p) => p.upgradeId === upgradeId && p.eip === eip);
  if (!pair) throw new Error(`no pair ${upgradeId}/${eip}`);
  return pair;
};

describe("matchUpgrade and decidedStage", () => {
  it("matches a meta EIP by number whatever its title said then, and a name without its accents", () => {
    expect(matchUpgrade(upgrades, "Amsterdam", 7773)?.id).toBe("glamsterdam");
    expect(matchUpgrade(upgrades, "Hegotá")?.id).toBe("hegota");
    expect(matchUpgrade(upgrades, "  glamsterdam ")?.id).toBe("glamsterdam");
    expect(matchUpgrade(upgrades, "Dencun", 7569)).toBeUndefined();
  });

  it("reads a decision's stage in any spelling", () => {
    expect(decidedStage("CFI")).toBe("Considered");
    expect(decidedStage("scheduled")).toBe("Scheduled");
    expect(decidedStage("moved on")).toBeNull();
    expect(decidedStage(undefined)).toBeNull();
  });
});

describe("stagePairs and stageAsOf", () => {
  const metaHistories = [
    meta(7773, "Glamsterdam", {
      7610: [
        ["Proposed", "2025-09-24"],
        ["Considered", "2026-07-13"],
      ],
      7692: [["Declined", "2025-10-15"]],
    }),
    meta(7607, "Fusaka", { 7692: [["Declined", "2025-04-14"]] }),
    meta(7569, "Dencun", { 4844: [["Included", "2024-03-13"]] }),
  ];

  it("links each step to its source: the call moment, the upstream commit, the curated file", () => {
    const result = stagePairs(
      inputs({
        metaHistories,
        decisions: [decision("2026-01-29", [7610], "Considered")],
        eips: [
          {
            id: 7610,
            forkRelationships: [
              {
                forkName: "Glamsterdam",
                status: "Declined",
                statusHistory: [
                  { status: "Proposed", call: null, date: null },
                  { status: "Declined", call: "acdc/185", date: "2026-08-20" },
                ],
              },
            ],
          },
        ],
      }),
    );
    const evidence = pairOf(result, "glamsterdam", 7610).evidence;
    expect(evidence.map((e) => `${e.source}:${e.stage}:${e.date}`)).toEqual([
      "curated:Proposed:null",
      "meta-eip:Proposed:2025-09-24",
      "call:Considered:2026-01-29",
      "meta-eip:Considered:2026-07-13",
      "curated:Declined:2026-08-20",
    ]);
    expect(evidence[1]?.ref).toBe(`${EIPS_COMMIT_URL}${sha(1)}`);
    expect(evidence[2]?.ref).toBe("acde/229#00:34:55");
    expect(evidence[4]).toMatchObject({ ref: "content/eips/7610.json", note: "decided on acdc/185" });
    expect(result.notes).toEqual(["meta EIP-7569 (Dencun) is of no upgrade in content/upgrades.json"]);
  });

  it("is disputed while the call is ahead of the meta EIP, and no longer once the meta EIP follows", () => {
    const result = stagePairs(inputs({ metaHistories, decisions: [decision("2026-01-29", [7610], "Considered")] }));
    const pair = pairOf(result, "glamsterdam", 7610);
    expect(stageAsOf(pair, "2025-12-01", true)).toMatchObject({ stage: "Proposed", disputed: false });
    expect(stageAsOf(pair, "2026-06-01", true)).toMatchObject({
      stage: "Considered",
      disputed: true,
      upgrade: "Glamsterdam",
    });
    expect(stageAsOf(pair, "2026-07-13", true)).toMatchObject({ stage: "Considered", disputed: false });
    expect(stageAsOf(pair, "2025-01-01", true)).toBeNull();
  });

  it("does not call a removal and a decline a dispute", () => {
    const removed = meta(7773, "Glamsterdam", {
      7999: [
        ["Proposed", "2025-08-26"],
        ["Withdrawn", "2025-10-23"],
      ],
    });
    const result = stagePairs(
      inputs({ metaHistories: [removed], decisions: [decision("2025-10-23", [7999], "Declined", "Glamsterdam")] }),
    );
    expect(stageAsOf(pairOf(result, "glamsterdam", 7999), "2025-11-01", true)?.disputed).toBe(false);
  });

  it("places a decision that names no upgrade where the EIP is in play, or is heading, and reports one it cannot place", () => {
    const result = stagePairs(
      inputs({
        metaHistories,
        decisions: [
          decision("2025-08-14", [7692], "Declined"),
          decision("2026-02-01", [1234], "Considered"),
          decision("2026-02-01", [7610], "Considered", "Gloas-Amsterdam"),
        ],
      }),
    );
    // 7692 was already declined for Fusaka on that day, and Glamsterdam lists it later: the decision is Glamsterdam's.
    expect(pairOf(result, "glamsterdam", 7692).evidence.map((e) => e.source)).toEqual(["call", "meta-eip"]);
    expect(pairOf(result, "fusaka", 7692).evidence.map((e) => e.source)).toEqual(["meta-eip"]);
    expect(result.notes).toContain(
      "acde/229 (2026-02-01) decided EIP-1234 Considered for no named upgrade, which no upgrade's sources place: not counted",
    );
    expect(result.notes).toContain(
      "acde/229 (2026-02-01) decided EIP-7610 Considered for Gloas-Amsterdam, which no upgrade's sources place: not counted",
    );
  });

  it("leaves curated steps out with sourcesOnly, and dates an undated curated step by the step before it", () => {
    const result = stagePairs(
      inputs({
        metaHistories,
        eips: [
          {
            id: 7975,
            forkRelationships: [
              {
                forkName: "Glamsterdam",
                status: "Networking",
                statusHistory: [
                  { status: "Considered", call: "acde/230", date: "2026-02-12" },
                  { status: "Networking", call: null, date: null },
                ],
              },
            ],
          },
        ],
      }),
    );
    const pair = pairOf(result, "glamsterdam", 7975);
    expect(stageAsOf(pair, "2026-02-11")).toBeNull();
    expect(stageAsOf(pair, "2026-02-12")?.stage).toBe("Networking");
    expect(stageAsOf(pair, "2026-03-01", true)).toBeNull();
  });

  describe("the imported facts and corrections", () => {
    const relationship = (over: object) => ({
      id: 7610,
      forkRelationships: [
        {
          forkName: "Glamsterdam" as const,
          status: "Considered" as const,
          statusHistory: [{ status: "Considered" as const, call: null, date: null }],
          ...over,
        },
      ],
    });

    it("holds the imported stage as of the import day, and lets a later call or commit move it", () => {
      const result = stagePairs(
        inputs({
          metaHistories: [meta(7773, "Glamsterdam", { 7610: [["Proposed", "2025-09-24"]] })],
          decisions: [decision("2026-09-10", [7610], "Scheduled", "Glamsterdam")],
          eips: [relationship({})],
          factsAsOf: "2026-08-22",
        }),
      );
      const pair = pairOf(result, "glamsterdam", 7610);
      expect(pair.evidence.at(-2)).toMatchObject({
        source: "curated",
        stage: "Considered",
        date: "2026-08-22",
        note: IMPORTED_NOTE,
      });
      // Before the import the meta EIP is the latest word; from the import day the facts; after the call, the call.
      expect(stageAsOf(pair, "2026-08-21")?.stage).toBe("Proposed");
      expect(stageAsOf(pair, "2026-08-22")?.stage).toBe("Considered");
      expect(stageAsOf(pair, "2026-09-10")?.stage).toBe("Scheduled");
    });

    it("adds no import-day step when the facts' last step is dated on or after the import", () => {
      const result = stagePairs(
        inputs({
          eips: [relationship({ statusHistory: [{ status: "Considered", call: "acde/240", date: "2026-08-22" }] })],
          factsAsOf: "2026-08-22",
        }),
      );
      expect(pairOf(result, "glamsterdam", 7610).evidence).toHaveLength(1);
    });

    it("applies a correction from its day, with its reason, until a later source", () => {
      const result = stagePairs(
        inputs({
          metaHistories: [
            meta(7773, "Glamsterdam", {
              7610: [
                ["Declined", "2026-09-01"],
                ["Considered", "2026-10-15"],
              ],
            }),
          ],
          eips: [
            relationship({
              stageOverride: {
                stage: "Considered",
                date: "2026-09-02",
                reason: "The meta EIP listed it under Declined by mistake.",
              },
            }),
          ],
          factsAsOf: "2026-08-22",
        }),
      );
      const pair = pairOf(result, "glamsterdam", 7610);
      expect(stageAsOf(pair, "2026-09-01")?.stage).toBe("Declined");
      expect(stageAsOf(pair, "2026-09-05")?.stage).toBe("Considered");
      expect(pair.evidence.find((e) => e.note?.startsWith(OVERRIDE_NOTE))).toMatchObject({
        date: "2026-09-02",
        note: `${OVERRIDE_NOTE}The meta EIP listed it under Declined by mistake.`,
      });
      expect(stageAsOf(pair, "2026-09-05", true)?.stage).toBe("Declined");
    });
  });
});
