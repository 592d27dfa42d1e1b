import { describe, expect, it } from "vitest";
import type { ArchivedDecision } from "~/schemas/site";
import { staleStages } from "./staleStages";

const upgrades = [{ forkName: "Glamsterdam" as const }, { forkName: "Hegota" as const }];
const decision = (eips: number[], to: string, callDate: string, fork = "Glamsterdam"): ArchivedDecision => ({
  callType: "acde",
  callNumber: "240",
  callDate,
  timestamp: "00:10:00",
  kind: "stage_change",
  source: "curated",
  label: "",
  text: "",
  eips,
  fork,
  stageChange: { to },
});
const eip = (id: number, status: "Proposed" | "Considered", date: string | null) => ({
  id,
  forkRelationships: [{ forkName: "Glamsterdam" as const, status, statusHistory: [{ status, call: null, date }] }],
});

describe("staleStages", () => {
  it("reports a call's stage change newer than the content's newest dated step when the stage differs", () => {
    const lines = staleStages(
      upgrades,
      [eip(1, "Proposed", "2026-01-01")],
      [decision([1], "Considered", "2026-07-02")],
    );
    expect(lines).toEqual([
      "EIP-1 in Glamsterdam: ACDE #240 (2026-07-02) decided 'Considered', content says 'Proposed' as of 2026-01-01",
    ]);
  });

  it("is quiet when the content already has the stage, has a newer step, or the fork or EIP is not followed", () => {
    expect(
      staleStages(upgrades, [eip(1, "Considered", "2026-01-01")], [decision([1], "considered", "2026-07-02")]),
    ).toEqual([]);
    expect(
      staleStages(upgrades, [eip(1, "Proposed", "2026-08-01")], [decision([1], "Considered", "2026-07-02")]),
    ).toEqual([]);
    expect(
      staleStages(upgrades, [eip(1, "Proposed", null)], [decision([1], "Considered", "2026-07-02", "Osaka")]),
    ).toEqual([]);
    expect(staleStages(upgrades, [], [decision([2], "Considered", "2026-07-02")])).toEqual([
      "EIP-2 in Glamsterdam: ACDE #240 (2026-07-02) decided 'Considered', content says 'no stage' as of an undated step",
    ]);
  });
});
