import { describe, expect, it } from "vitest";
import { IMPORTED_NOTE, OVERRIDE_NOTE, type Evidence, type StagePair } from "./stageEvidence";
import { stageReportLines } from "./stageReportLines";

const pair = (evidence: Evidence[]): StagePair => ({
  upgradeId: "glamsterdam",
  upgrade: "Glamsterdam",
  eip: 7610,
  evidence,
});
const imported: Evidence = {
  source: "curated",
  stage: "Considered",
  date: "2026-08-22",
  ref: "content/eips/7610.json",
  note: IMPORTED_NOTE,
};
const call = (stage: string, date: string): Evidence => ({ source: "call", stage, date, ref: `acde/240#00:10:00` });
const commit = (stage: string, date: string): Evidence => ({
  source: "meta-eip",
  stage,
  date,
  ref: "https://github.com/ethereum/EIPs/commit/abc",
});
const override = (stage: string, date: string): Evidence => ({
  source: "curated",
  stage,
  date,
  ref: "content/eips/7610.json",
  note: `${OVERRIDE_NOTE}the meta EIP lists it under the wrong heading`,
});

describe("stageReportLines", () => {
  it("says nothing when the imported facts are the latest word", () => {
    expect(stageReportLines([pair([commit("Proposed", "2025-09-24"), imported])], "2026-11-29")).toEqual([]);
  });

  it("reports a stage a later call moved, but not before the call's day", () => {
    const moved = pair([imported, call("Scheduled", "2026-09-10")]);
    expect(stageReportLines([moved], "2026-11-29")).toEqual([
      "moved: Glamsterdam EIP-7610 was Considered in the imported facts (2026-08-22); the call acde/240#00:10:00 (2026-09-10) makes it Scheduled",
    ]);
    expect(stageReportLines([moved], "2026-09-09")).toEqual([]);
  });

  it("reports a correction the sources now contradict, and one they now agree with", () => {
    const contradicted = stageReportLines(
      [pair([imported, override("Considered", "2026-09-02"), commit("Declined", "2026-10-01")])],
      "2026-11-29",
    );
    expect(contradicted).toContainEqual(
      "override contradicted: Glamsterdam EIP-7610 is corrected to Considered from 2026-09-02 in content/eips/7610.json, but the meta EIP https://github.com/ethereum/EIPs/commit/abc (2026-10-01) says Declined, which now stands",
    );
    const agreed = stageReportLines(
      [
        pair([
          commit("Declined", "2026-09-01"),
          override("Considered", "2026-09-02"),
          commit("Considered", "2026-10-01"),
        ]),
      ],
      "2026-11-29",
    );
    expect(agreed).toEqual([
      "override no longer needed: Glamsterdam EIP-7610: the meta EIP https://github.com/ethereum/EIPs/commit/abc (2026-10-01) now says Considered, as the correction in content/eips/7610.json does",
    ]);
    expect(
      stageReportLines([pair([commit("Declined", "2026-09-01"), override("Considered", "2026-09-02")])], "2026-11-29"),
    ).toEqual([]);
  });

  it("reports a dispute between the latest call and the meta EIP", () => {
    const lines = stageReportLines(
      [pair([commit("Proposed", "2025-09-24"), call("Considered", "2026-01-29")])],
      "2026-03-01",
    );
    expect(lines).toEqual([
      "disputed: Glamsterdam EIP-7610: the call acde/240#00:10:00 (2026-01-29) says Considered, the meta EIP says Proposed (since 2025-09-24)",
    ]);
  });
});
