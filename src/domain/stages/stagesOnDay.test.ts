import { describe, expect, it } from "vitest";
import type { ArchivedDecision } from "~/schemas/site";
import { stageAsOfSchema } from "~/schemas/stages";
import type { MetaEipHistory } from "./metaHistory";
import { callEvidenceRef, callOfEvidenceRef, evidenceLink, stagePairs, type UpgradeFacts } from "./stageEvidence";
import { stagesOnDay } from "./stagesOnDay";

const upgrades: UpgradeFacts[] = [
  { id: "glamsterdam", name: "Glamsterdam", forkName: "Glamsterdam", metaEip: 7773 },
  { id: "hegota", name: "Hegotá", forkName: "Hegota", metaEip: 8081 },
];
const sha = "a".repeat(40);
const metaHistory: MetaEipHistory = {
  eip: 7773,
  upgrade: "Glamsterdam",
  warnings: [],
  steps: new Map([
    [7805, [{ stage: "Proposed", date: "2025-07-01", upstreamCommit: sha }]],
    [7732, [{ stage: "Scheduled", date: "2025-07-01", upstreamCommit: sha }]],
  ]),
};
const decision: ArchivedDecision = {
  callType: "focil",
  callNumber: "019",
  callDate: "2025-09-09",
  timestamp: "00:01:02",
  moment: "00:01:20",
  kind: "stage_change",
  label: "Considered",
  text: "EIP-7805 is Considered for Glamsterdam",
  eips: [7805],
  fork: "Glamsterdam",
  stageChange: { to: "Considered" },
  source: "curated",
};
const { pairs } = stagePairs({
  upgrades,
  metaHistories: [metaHistory],
  decisions: [decision],
  eips: [
    {
      id: 7805,
      forkRelationships: [
        {
          forkName: "Hegota",
          status: "Scheduled",
          statusHistory: [{ status: "Scheduled", call: null, date: "2026-02-19" }],
        },
      ],
    },
    { id: 1234, forkRelationships: [] },
  ],
  curatedRef: (eip) => `content/eips/${eip}.json`,
});

describe("stagesOnDay: every EIP × upgrade's stage on a day, as `npm run stages -- --json` gives it", () => {
  const stages = stagesOnDay(pairs, "2026-03-01");

  it("says when the latest call and the meta EIP disagree, with each step's source, day and ref", () => {
    const glamsterdam = stages.of("glamsterdam", 7805);
    expect(glamsterdam).toEqual({
      upgrade: "Glamsterdam",
      eip: 7805,
      stage: "Considered",
      disputed: true,
      evidence: [
        {
          source: "meta-eip",
          stage: "Proposed",
          date: "2025-07-01",
          ref: `https://github.com/ethereum/EIPs/commit/${sha}`,
        },
        { source: "call", stage: "Considered", date: "2025-09-09", ref: "focil/19#00:01:20" },
      ],
    });
    expect(stageAsOfSchema.parse(glamsterdam)).toEqual(glamsterdam);
    expect(stages.of("glamsterdam", 7732)?.disputed).toBe(false);
  });

  it("gives a curated-only pair its curated steps and no dispute", () => {
    expect(stages.of("hegota", 7805)).toEqual({
      upgrade: "Hegotá",
      eip: 7805,
      stage: "Scheduled",
      disputed: false,
      evidence: [{ source: "curated", stage: "Scheduled", date: "2026-02-19", ref: "content/eips/7805.json" }],
    });
    expect(stages.ofEip(7805).map((stage) => stage.upgrade)).toEqual(["Glamsterdam", "Hegotá"]);
  });

  it("gives an EIP no source names nothing, and leaves out a pair with no evidence yet on the day", () => {
    expect(stages.ofEip(1234)).toEqual([]);
    expect(stages.of("glamsterdam", 1234)).toBeUndefined();
    const earlier = stagesOnDay(pairs, "2025-08-01");
    expect(earlier.asOf).toBe("2025-08-01");
    expect(earlier.ofEip(7805).map((stage) => [stage.upgrade, stage.stage, stage.disputed])).toEqual([
      ["Glamsterdam", "Proposed", false],
    ]);
    expect(earlier.of("hegota", 7805)).toBeUndefined();
    expect(stagesOnDay([], "2026-03-01").ofEip(7805)).toEqual([]);
  });
});

describe("a call step's ref", () => {
  it("names the call (its number as the call counts it) and the moment, and reads back", () => {
    expect(callEvidenceRef(decision)).toBe("focil/19#00:01:20");
    expect(callOfEvidenceRef("focil/19#00:01:20")).toEqual({
      call: { type: "focil", number: "019" },
      moment: "00:01:20",
    });
    const breakout = { ...decision, callType: "acdt", callNumber: "087", callSession: "cl", moment: undefined };
    expect(callEvidenceRef(breakout)).toBe("acdt/87/cl#00:01:02");
    expect(callOfEvidenceRef("acdt/87/cl#00:01:02")).toEqual({
      call: { type: "acdt", number: "087", session: "cl" },
      moment: "00:01:02",
    });
  });

  it("links a call step to the call page at its moment, a meta-EIP step to its commit, a curated step nowhere", () => {
    const site = "https://forkline.example";
    expect(evidenceLink({ source: "call", ref: "acdt/87/cl#00:01:02" }, site)).toBe(
      `${site}/calls/acdt/087/cl#00:01:02`,
    );
    const commit = `https://github.com/ethereum/EIPs/commit/${sha}`;
    expect(evidenceLink({ source: "meta-eip", ref: commit }, site)).toBe(commit);
    expect(evidenceLink({ source: "meta-eip", ref: "javascript:alert(1)" }, site)).toBeNull();
    expect(evidenceLink({ source: "call", ref: "javascript:alert(1)" }, site)).toBeNull();
    expect(evidenceLink({ source: "curated", ref: "content/eips/7805.json" }, site)).toBeNull();
  });

  it("reads no call from a commit URL, a curated file or a hostile ref", () => {
    for (const ref of [
      `https://github.com/ethereum/EIPs/commit/${sha}`,
      "content/eips/7805.json",
      "",
      "acde/223",
      "../../etc/passwd#00:00:01",
      "acde/223#00:00:01<script>",
      "ACDE/223#00:00:01",
      `acde/${"9".repeat(5000)}#00:00:01`,
    ])
      expect(callOfEvidenceRef(ref), ref).toBeNull();
  });
});
