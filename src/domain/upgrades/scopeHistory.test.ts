import { describe, expect, it } from "vitest";
import type { Evidence, StagePair } from "../stages/stageEvidence";
import { eipsOnDay, pastDay, scopeCounts, scopeHistory, stageOnDay, type ScopeHistory } from "./scopeHistory";

const step = (source: Evidence["source"], stage: string, date: string | null): Evidence => ({
  source,
  stage,
  date,
  ref: "r",
});
const pair = (eip: number, evidence: Evidence[], upgradeId = "glamsterdam"): StagePair => ({
  upgradeId,
  upgrade: upgradeId,
  eip,
  evidence,
});

describe("scopeHistory", () => {
  it("keeps each change with the first day it is known, the day's last word, and leaves out other upgrades", () => {
    const history = scopeHistory(
      [
        pair(1, [
          step("meta-eip", "Proposed", "2025-07-01"),
          step("call", "Considered", "2025-09-09"),
          step("meta-eip", "Considered", "2025-10-01"),
          // Reverted the same day: the day ends Considered, no step.
          step("meta-eip", "Scheduled", "2025-11-01"),
          step("meta-eip", "Considered", "2025-11-01"),
          // Undated: known once the steps before it are.
          step("curated", "Declined", null),
        ]),
        pair(2, [step("curated", "Proposed", null), step("meta-eip", "Networking", "2025-08-01")]),
        pair(3, [step("meta-eip", "Other", "2025-08-01")]),
        pair(1, [step("meta-eip", "Proposed", "2024-01-01")], "fusaka"),
        pair(9, [step("meta-eip", "Proposed", "2025-01-01")]),
      ],
      "glamsterdam",
      [1, 2, 3],
    );
    expect(history).toEqual({
      1: [
        ["2025-07-01", "Proposed"],
        ["2025-09-09", "Considered"],
        ["2025-11-01", "Declined"],
      ],
      2: [
        ["", "Proposed"],
        ["2025-08-01", "Networking"],
      ],
    });
  });

  it("gives nothing for no evidence", () => {
    expect(scopeHistory([], "glamsterdam", [1])).toEqual({});
    expect(scopeHistory([pair(1, [])], "glamsterdam", [1])).toEqual({});
  });
});

describe("stageOnDay, eipsOnDay", () => {
  const history: ScopeHistory = {
    1: [
      ["2025-07-01", "Proposed"],
      ["2025-09-09", "Considered"],
    ],
    2: [["", "Scheduled"]],
  };

  it("is the latest step on or before the day, nothing before the first", () => {
    expect(stageOnDay(history[1] ?? [], "2025-06-30")).toBeUndefined();
    expect(stageOnDay(history[1] ?? [], "2025-07-01")).toBe("Proposed");
    expect(stageOnDay(history[1] ?? [], "2025-09-08")).toBe("Proposed");
    expect(stageOnDay(history[1] ?? [], "2026-01-01")).toBe("Considered");
    expect(stageOnDay(history[2] ?? [], "1999-01-01")).toBe("Scheduled");
  });

  it("shows each EIP at its stage then, leaves out those not yet in scope, keeps those without history", () => {
    const eips = [
      { id: 1, stage: "Considered" },
      { id: 2, stage: "Scheduled" },
      { id: 3, stage: "Proposed" },
    ];
    expect(eipsOnDay(eips, history, "2025-08-01")).toEqual([
      { id: 1, stage: "Proposed" },
      { id: 2, stage: "Scheduled" },
      { id: 3, stage: "Proposed" },
    ]);
    expect(eipsOnDay(eips, history, "2025-01-01").map((e) => e.id)).toEqual([2, 3]);
  });
});

describe("scopeCounts", () => {
  it("counts each stage on every day the scope changed, and today", () => {
    const history: ScopeHistory = {
      1: [
        ["2025-07-01", "Proposed"],
        ["2025-09-09", "Considered"],
      ],
      2: [["2025-08-01", "Proposed"]],
      3: [["2027-01-01", "Proposed"]],
    };
    expect(scopeCounts(history, "2026-01-01")).toEqual([
      { day: "2025-07-01", counts: { Proposed: 1 } },
      { day: "2025-08-01", counts: { Proposed: 2 } },
      { day: "2025-09-09", counts: { Proposed: 1, Considered: 1 } },
      { day: "2026-01-01", counts: { Proposed: 1, Considered: 1 } },
    ]);
    expect(scopeCounts({}, "2026-01-01")).toEqual([{ day: "2026-01-01", counts: {} }]);
  });
});

describe("pastDay", () => {
  it("takes a real day before today and nothing else", () => {
    expect(pastDay("2026-06-01", "2026-11-29")).toBe("2026-06-01");
    for (const bad of [
      null,
      "",
      "2026-11-29",
      "2027-01-01",
      "2026-02-30",
      "2026-6-1",
      "yesterday",
      "2026-06-01x",
      "9".repeat(5000),
    ])
      expect(pastDay(bad, "2026-11-29"), String(bad)).toBeUndefined();
  });
});
