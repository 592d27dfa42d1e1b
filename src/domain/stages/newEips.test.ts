import { describe, expect, it } from "vitest";
import type { Eip } from "~/schemas/content";
import { eipsFromSources } from "./newEips";
import type { StagePair, UpgradeFacts } from "./stageEvidence";

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
      { forkName: "Hegota", status: "Scheduled" },
    ]);
    expect(eips.find((eip) => eip.id === 9001)).toMatchObject({
      title: "EIP-9001: A new proposal",
      description: "What its header says",
      forkRelationships: [{ forkName: "Hegota", status: "Proposed" }],
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
        pair("glamsterdam", 7805, "Considered"),
      ],
      "2026-06-01",
      spec,
    );
    expect(eips).toEqual([known]);
    expect(lines).toEqual([]);
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
});
