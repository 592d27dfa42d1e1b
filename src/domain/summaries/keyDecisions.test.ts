import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DECISION_KINDS, DECISION_KIND_LABELS } from "~/schemas/decisionConstants";
import { decisionKind, describeStageChange } from "./keyDecisions";

describe("decisionKind", () => {
  it.each(DECISION_KINDS.map((kind) => [kind]))("knows the upstream type %s", (type) => {
    expect(decisionKind(type)).toBe(type);
  });

  it.each([
    ["Stage_Change", "stage_change"],
    [" devnet-inclusion ", "devnet_inclusion"],
    ["headliner selected", "headliner_selected"],
  ])("reads %j written in another case or with other separators as %s", (type, kind) => {
    expect(decisionKind(type)).toBe(kind);
  });

  it.each([["fork_scheduled"], [""], ["constructor"], ["__proto__"], ["stage_change_x"], ["<b>stage_change</b>"]])(
    "shows the unknown type %j as other",
    (type) => {
      expect(decisionKind(type)).toBe("other");
    },
  );

  it("always answers with a kind that has a label", () => {
    fc.assert(
      fc.property(fc.string(), (type) => {
        expect(DECISION_KIND_LABELS[decisionKind(type)]).toEqual(expect.any(String));
      }),
    );
  });
});

describe("DECISION_KIND_LABELS", () => {
  it("names every kind in plain words", () => {
    expect(DECISION_KINDS.map((kind) => DECISION_KIND_LABELS[kind])).toEqual([
      "Stage change",
      "Devnet inclusion",
      "Headliner selected",
      "Other decision",
    ]);
  });
});

describe("describeStageChange", () => {
  it.each([
    ["Considered", "Considered for Glamsterdam"],
    ["Declined", "Declined for Glamsterdam"],
    ["Scheduled", "Scheduled for Glamsterdam"],
    ["Proposed", "Proposed for Glamsterdam"],
    ["Included", "Included in Glamsterdam"],
    ["Withdrawn", "Withdrawn from Glamsterdam"],
  ])("says where an EIP moved to %s for a fork", (to, text) => {
    expect(describeStageChange({ to }, "Glamsterdam")).toBe(text);
  });

  it("says which stage it moved to when the fork is not given", () => {
    expect(describeStageChange({ to: "Considered" })).toBe("Moved to Considered");
    expect(describeStageChange({ to: "Declined" }, "  ")).toBe("Moved to Declined");
  });

  it("mentions the stage it came from", () => {
    expect(describeStageChange({ to: "Scheduled", from: "Considered" }, "Glamsterdam")).toBe(
      "Scheduled for Glamsterdam (was Considered)",
    );
    expect(describeStageChange({ to: "Scheduled", from: "Considered" })).toBe("Moved from Considered to Scheduled");
  });

  it("normalises a stage's case and the process's old abbreviations", () => {
    expect(describeStageChange({ to: " considered " }, "Hegotá")).toBe("Considered for Hegotá");
    expect(describeStageChange({ to: "SFI", from: "cfi" }, "Fusaka")).toBe("Scheduled for Fusaka (was Considered)");
  });

  it("keeps a stage it does not know as written", () => {
    expect(describeStageChange({ to: "Frozen" }, "Glamsterdam")).toBe("Moved to Frozen for Glamsterdam");
    expect(describeStageChange({ to: "constructor" }, "Glamsterdam")).toBe("Moved to constructor for Glamsterdam");
    expect(describeStageChange({ to: "toString" })).toBe("Moved to toString");
  });

  it("still says something when the stage is blank", () => {
    expect(describeStageChange({ to: " " }, "Glamsterdam")).toBe("Stage changed for Glamsterdam");
    expect(describeStageChange({ to: "" })).toBe("Stage changed");
  });

  it("keeps HTML in a stage or fork name as text", () => {
    expect(describeStageChange({ to: "Considered" }, "<img src=x onerror=alert(1)>")).toBe(
      "Considered for <img src=x onerror=alert(1)>",
    );
  });

  it("never throws and always gives a non-empty sentence", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (to, from, fork) => {
          const text = describeStageChange(from === undefined ? { to } : { to, from }, fork);
          expect(text.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
