import { describe, expect, it } from "vitest";
import type { Eip } from "~/schemas/content";
import { eipsFromSources } from "./newEips";
import { stagePairs, type StagePair, type UpgradeFacts } from "./stageEvidence";

const upgrades: UpgradeFacts[] = [
  { id: "hegota", name: "Hegotá", forkName: "Hegota", metaEip: 8081 },
  { id: "glamsterdam", name: "Glamsterdam", forkName: "Glamsterdam", metaEip: 7773 },
];
const known: Eip = {
  id: 7805,
  title: "EIP-7805: FOCIL",
  status: "Draft",
  description: "Inclusion lists",
  author: "A (@a)",
  type: "Standards Track",
  category: "Core",
  createdDate: "2024-07-01",
  forkRelationships: [{ forkName: "Glamsterdam", status: "Declined" }],
};
const pair = (upgradeId: string, eip: number, stage: string, date = "2026-01-01"): StagePair => ({
  upgradeId,
  upgrade: upgradeId,
  eip,
  evidence: [{ source: "meta-eip", stage, date, ref: "https://github.com/ethereum/EIPs/commit/x" }],
});
const spec = (id: number) =>
  `---\neip: ${id}\ntitle: A new proposal\ndescription: What its header says\nauthor: B (@b)\nstatus: Draft\ntype: Standards Track\ncategory: Core\ncreated: 2026-01-01\n---\n`;

describe("eipsFromSources", () => {
  it("makes an EIP content/ does not know from its spec header, and gives a known EIP the upgrade it entered", () => {
    const { eips, lines } = eipsFromSources(
      [known],
      upgrades,
      [pair("hegota", 7805, "Scheduled"), pair("hegota", 9001, "Proposed")],
      "2026-06-01",
      (id) => (id === 9001 ? spec(id) : undefined),
    );
    expect(eips.find((eip) => eip.id === 7805)?.forkRelationships).toEqual([
      { forkName: "Glamsterdam", status: "Declined" },
      { forkName: "Hegota", status: "Scheduled", statusHistory: [] },
    ]);
    expect(eips.find((eip) => eip.id === 9001)).toMatchObject({
      title: "EIP-9001: A new proposal",
      description: "What its header says",
      forkRelationships: [{ forkName: "Hegota", status: "Proposed", statusHistory: [] }],
    });
    expect(eips.find((eip) => eip.id === 9001)?.laymanDescription).toBeUndefined();
    expect(lines).toEqual([
      "EIP-7805 enters Hegota as Scheduled by the sources",
      "EIP-9001 is new: Proposed for Hegota, shown with its spec's own description",
    ]);
  });

  it("adds nothing for an EIP only ever declined or removed, for a stage not yet reached, or where content already relates it", () => {
    const { eips, lines } = eipsFromSources(
      [known],
      upgrades,
      [
        pair("hegota", 9002, "Declined"),
        pair("hegota", 9003, "Withdrawn"),
        pair("hegota", 9004, "Proposed", "2027-01-01"),
        {
          ...pair("glamsterdam", 7805, "Considered"),
          evidence: [
            ...pair("glamsterdam", 7805, "Considered").evidence,
            { source: "curated", stage: "Declined", date: "2026-03-01", ref: "content/eips/7805.json" },
          ],
        },
      ],
      "2026-06-01",
      spec,
    );
    expect(eips).toEqual([known]);
    expect(lines).toEqual([]);
  });

  it("moves a known EIP's stage to what the latest evidence says today, and no further than today", () => {
    const imported = {
      source: "curated" as const,
      stage: "Declined",
      date: "2026-03-01",
      ref: "content/eips/7805.json",
    };
    const later = { source: "call" as const, stage: "Considered", date: "2026-04-02", ref: "acde/231#00:10:00" };
    const moved = eipsFromSources(
      [known],
      upgrades,
      [{ upgradeId: "glamsterdam", upgrade: "Glamsterdam", eip: 7805, evidence: [imported, later] }],
      "2026-06-01",
      spec,
    );
    // The imported stage stays as the history's last step.
    expect(moved.eips[0]?.forkRelationships).toEqual([
      {
        forkName: "Glamsterdam",
        status: "Considered",
        statusHistory: [{ status: "Declined", call: null, date: null }],
      },
    ]);
    const before = eipsFromSources(
      [known],
      upgrades,
      [{ upgradeId: "glamsterdam", upgrade: "Glamsterdam", eip: 7805, evidence: [imported, later] }],
      "2026-04-01",
      spec,
    );
    expect(before.eips[0]).toBe(known);
  });

  it("leaves a known stage alone when the latest evidence names no stage the site stores", () => {
    const odd = { source: "meta-eip" as const, stage: "Shipped somewhere", date: "2026-04-02", ref: "x" };
    const { eips } = eipsFromSources(
      [known],
      upgrades,
      [{ upgradeId: "glamsterdam", upgrade: "Glamsterdam", eip: 7805, evidence: [odd] }],
      "2026-06-01",
      spec,
    );
    expect(eips[0]).toBe(known);
  });

  it("reports, and does not show, an EIP whose spec is missing or whose header is unreadable", () => {
    const { eips, lines } = eipsFromSources(
      [],
      upgrades,
      [pair("hegota", 9005, "Proposed"), pair("hegota", 9006, "Proposed")],
      "2026-06-01",
      (id) => (id === 9006 ? "<html>not a spec</html>" : undefined),
    );
    expect(eips).toEqual([]);
    expect(lines[0]).toBe(
      "EIP-9005 is Proposed for Hegota by the sources but the EIPs clone has no EIPS/eip-9005.md: not shown",
    );
    expect(lines[1]).toMatch(/^EIP-9006: its spec header lacks title, status, author, type, createdDate/);
  });

  it("gives the same evidence when the stages are derived again from its output, as the pages do", () => {
    const eips: Eip[] = [
      {
        ...known,
        forkRelationships: [
          {
            forkName: "Glamsterdam",
            status: "Proposed",
            statusHistory: [{ status: "Proposed", call: "acde/220", date: "2025-09-01" }],
          },
        ],
      },
    ];
    const histories = [
      {
        eip: 7773,
        upgrade: "Glamsterdam",
        warnings: [],
        steps: new Map([
          [7805, [{ stage: "Scheduled", date: "2026-09-15", upstreamCommit: "a".repeat(40) }]],
          [9001, [{ stage: "Proposed", date: "2026-09-15", upstreamCommit: "a".repeat(40) }]],
        ]),
      },
    ];
    const derive = (from: readonly Eip[]) =>
      stagePairs({
        upgrades,
        metaHistories: histories,
        decisions: [],
        eips: from,
        curatedRef: (id) => `content/eips/${id}.json`,
        factsAsOf: "2026-08-22",
      }).pairs;
    const first = derive(eips);
    const output = eipsFromSources(eips, upgrades, first, "2026-11-29", spec).eips;
    expect(output.find((eip) => eip.id === 7805)?.forkRelationships[0]?.status).toBe("Scheduled");
    expect(derive(output)).toEqual(first);
  });
});
