import { describe, expect, it } from "vitest";
import type { ArchivedDecision } from "~/schemas/site";
import { ANY_DECISION, decisionChoices, filterDecisions, forkName, parseDecisionFilter } from "./decisionLog";

const d = (over: Partial<ArchivedDecision>): ArchivedDecision => ({
  callType: "acde",
  callNumber: "230",
  callDate: "2026-02-12",
  timestamp: "00:10:00",
  kind: "other",
  label: "Other decision",
  text: "x",
  eips: [],
  source: "curated",
  ...over,
});
const decisions = [
  d({ kind: "stage_change", fork: "glamsterdam", eips: [7732] }),
  d({ callType: "focil", kind: "devnet_inclusion", fork: "Glamsterdam", eips: [7805] }),
  d({ callType: "acdt", fork: "Hegota", eips: [] }),
];

describe("decision log", () => {
  it("offers the choices found in the decisions", () => {
    expect(decisionChoices(decisions)).toEqual({
      upgrades: ["Glamsterdam", "Hegota"],
      kinds: ["stage_change", "devnet_inclusion", "other"],
      series: ["acde", "acdt", "focil"],
      eips: [7732, 7805],
    });
  });

  it("filters by upgrade whatever the case of the fork, by type, series and EIP", () => {
    expect(filterDecisions(decisions, { ...ANY_DECISION, upgrade: "Glamsterdam" })).toHaveLength(2);
    expect(filterDecisions(decisions, { ...ANY_DECISION, kind: "devnet_inclusion" })).toEqual([decisions[1]]);
    expect(filterDecisions(decisions, { ...ANY_DECISION, series: "acdt" })).toEqual([decisions[2]]);
    expect(filterDecisions(decisions, { ...ANY_DECISION, eip: "7732" })).toEqual([decisions[0]]);
    expect(filterDecisions(decisions, ANY_DECISION)).toHaveLength(3);
  });

  it("reads the filter from the URL and ignores values it does not offer, hostile ones included", () => {
    const choices = decisionChoices(decisions);
    expect(
      parseDecisionFilter(new URLSearchParams("upgrade=Glamsterdam&type=stage_change&series=focil&eip=7805"), choices),
    ).toEqual({ upgrade: "Glamsterdam", kind: "stage_change", series: "focil", eip: "7805" });
    expect(
      parseDecisionFilter(
        new URLSearchParams(`upgrade=%3Cscript%3E&type=constructor&series=${"a".repeat(100000)}&eip=1e3`),
        choices,
      ),
    ).toEqual(ANY_DECISION);
  });

  it("spells a fork with one capital", () => {
    expect(forkName(" GLAMSTERDAM ")).toBe("Glamsterdam");
  });
});
