import { describe, expect, it } from "vitest";
import type { ArchivedDecision } from "~/schemas/site";
import { stageTimelines } from "./stageTimeline";

const upgrades = [
  { id: "fusaka" as const, name: "Fusaka", forkName: "Fusaka" as const },
  { id: "glamsterdam" as const, name: "Glamsterdam", forkName: "Glamsterdam" as const },
];

const decision = (
  callType: string,
  callNumber: string,
  callDate: string,
  to: string,
  extra: Partial<ArchivedDecision> = {},
): ArchivedDecision => ({
  callType,
  callNumber,
  callDate,
  timestamp: "00:41:10",
  kind: "stage_change",
  source: "curated",
  label: `${to} for Glamsterdam`,
  text: `Move 2780 to ${to}.`,
  eips: [2780],
  fork: "glamsterdam",
  stageChange: { to },
  ...extra,
});

// EIP-2780's real history (reference-2026-08): an undated Proposed, Considered on ACDE 226, Scheduled without a call.
const eip2780 = {
  id: 2780,
  forkRelationships: [
    {
      forkName: "Glamsterdam" as const,
      status: "Scheduled" as const,
      statusHistory: [
        { status: "Proposed" as const, call: null, date: null },
        { status: "Considered" as const, call: "acde/226", date: "2025-12-18", timestamp: 3725 },
        { status: "Scheduled" as const, call: null, date: "2026-08-04" },
      ],
    },
  ],
};

describe("stageTimelines", () => {
  it("lists the facts' steps per upgrade, linking a step to its call moment when the archive holds the call", () => {
    const [glamsterdam, ...rest] = stageTimelines(upgrades, eip2780, {
      calls: [{ type: "acde", number: "226" }],
      decisions: [],
    });
    expect(rest).toEqual([]);
    expect(glamsterdam?.upgradeName).toBe("Glamsterdam");
    expect(glamsterdam?.steps.map((s) => [s.label, s.date, s.call?.href ?? s.call?.number ?? null])).toEqual([
      ["Proposed for Inclusion", null, null],
      ["Considered for Inclusion", "2025-12-18", "/calls/acde/226#01:02:05"],
      ["Scheduled for Inclusion", "2026-08-04", null],
    ]);
  });

  it("names a call the archive does not hold without linking it", () => {
    const [timeline] = stageTimelines(upgrades, eip2780, { calls: [], decisions: [] });
    expect(timeline?.steps[1]?.call).toEqual({ series: "acde", number: "226" });
  });

  it("merges the archive's decisions: one on a step's call enriches it, another is inserted by date", () => {
    const decisions = [
      decision("acdt", "090", "2026-07-20", "Scheduled", { label: "Devnet inclusion" }),
      decision("acde", "226", "2025-12-18", "Considered"),
      decision("acde", "230", "2026-02-12", "Considered", { eips: [7732] }),
      decision("acdc", "170", "2026-01-08", "Declined", { fork: "fusaka" }),
    ];
    const calls = ["acde/226", "acdt/090"].map((key) => ({ type: key.split("/")[0]!, number: key.split("/")[1]! }));
    const [fusaka, timeline] = stageTimelines(upgrades, eip2780, { calls, decisions });
    expect(fusaka?.steps.map((s) => [s.status, s.date, s.call?.number])).toEqual([["Declined", "2026-01-08", "170"]]);
    expect(timeline?.steps.map((s) => [s.label, s.call?.href ?? null, s.decision ?? null])).toEqual([
      ["Proposed for Inclusion", null, null],
      ["Considered for Inclusion", "/calls/acde/226#01:02:05", "Move 2780 to Considered."],
      ["Devnet inclusion", "/calls/acdt/090#00:41:10", "Move 2780 to Scheduled."],
      ["Scheduled for Inclusion", null, null],
    ]);
  });

  it("is empty for an EIP without history or decisions, and survives a malformed call reference", () => {
    expect(
      stageTimelines(
        upgrades,
        { id: 1, forkRelationships: [{ forkName: "Fusaka", status: "Included" }] },
        { calls: [], decisions: [] },
      ),
    ).toEqual([]);
    const odd = {
      id: 1,
      forkRelationships: [
        {
          forkName: "Fusaka" as const,
          status: "Included" as const,
          statusHistory: [{ status: "Included" as const, call: "acde", date: null }],
        },
      ],
    };
    expect(stageTimelines(upgrades, odd, { calls: [], decisions: [] })[0]?.steps[0]?.call).toBeUndefined();
  });
});

describe("stageTimelines with a meta EIP's history", () => {
  const sha = "9".repeat(40);
  const meta = new Map([
    ["glamsterdam", { metaEip: 7773, steps: [{ stage: "Proposed", date: "2025-09-24", upstreamCommit: sha }] }],
  ]);
  const eip7610 = {
    id: 7610,
    forkRelationships: [
      {
        forkName: "Glamsterdam" as const,
        status: "Proposed" as const,
        statusHistory: [{ status: "Proposed" as const, call: null, date: null }],
      },
    ],
  };
  // Upstream's key decisions often name no fork: the meta EIP, which has the EIP in play, places it.
  const considered = decision("acde", "229", "2026-01-29", "Considered", {
    fork: undefined,
    eips: [7610],
    text: "EIP-7610 remains CFI",
  });

  it("inserts the meta EIP's steps by date, each with its commit upstream, and places a forkless decision", () => {
    const [glamsterdam] = stageTimelines(
      upgrades,
      eip7610,
      { calls: [{ type: "acde", number: "229" }], decisions: [considered] },
      meta,
    );
    expect(glamsterdam?.steps.map((s) => [s.source, s.status, s.date])).toEqual([
      ["curated", "Proposed", null],
      ["meta-eip", "Proposed", "2025-09-24"],
      ["call", "Considered", "2026-01-29"],
    ]);
    expect(glamsterdam?.steps[1]?.commitUrl).toBe(`https://github.com/ethereum/EIPs/commit/${sha}`);
    expect(glamsterdam?.metaEip).toBe(7773);
  });

  it("says the sources disagree while the meta EIP lags the call, and not once it follows", () => {
    const [lagging] = stageTimelines(upgrades, eip7610, { calls: [], decisions: [considered] }, meta);
    expect(lagging?.dispute?.call.date).toBe("2026-01-29");
    expect(lagging?.dispute?.meta.status).toBe("Proposed");
    const followed = new Map([
      [
        "glamsterdam",
        {
          metaEip: 7773,
          steps: [
            ...(meta.get("glamsterdam")?.steps ?? []),
            { stage: "Considered", date: "2026-07-13", upstreamCommit: sha },
          ],
        },
      ],
    ]);
    expect(
      stageTimelines(upgrades, eip7610, { calls: [], decisions: [considered] }, followed)[0]?.dispute,
    ).toBeUndefined();
  });

  it("without a meta EIP's history, is as before: no meta steps, no dispute, a forkless decision not placed", () => {
    const [only] = stageTimelines(upgrades, eip7610, { calls: [], decisions: [considered] });
    expect(only?.steps.map((s) => s.source)).toEqual(["curated"]);
    expect(only?.dispute).toBeUndefined();
  });

  it("names the day the facts were imported beside a curated step, and shows a correction with its reason by its date", () => {
    const corrected = {
      ...eip7610,
      forkRelationships: eip7610.forkRelationships.map((r) => ({
        ...r,
        stageOverride: {
          stage: "Considered" as const,
          date: "2026-02-01",
          reason: "The meta EIP kept it under Proposed by mistake.",
        },
      })),
    };
    const [timeline] = stageTimelines(upgrades, corrected, { calls: [], decisions: [considered] }, meta, "2026-08-22");
    expect(timeline?.steps.map((s) => [s.source, s.status, s.date])).toEqual([
      ["curated", "Proposed", null],
      ["meta-eip", "Proposed", "2025-09-24"],
      ["call", "Considered", "2026-01-29"],
      ["curated", "Considered", "2026-02-01"],
    ]);
    expect(timeline?.steps[0]?.curatedNote).toBe("in the facts Forkline imported on Aug 22, 2026");
    expect(timeline?.steps[3]?.curatedNote).toBe(
      "corrected by Forkline: The meta EIP kept it under Proposed by mistake.",
    );
  });
});
