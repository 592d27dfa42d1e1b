import { describe, expect, it } from "vitest";
import type { ArchivedDecision } from "~/schemas/site";
import { stagesKnownUpTo } from "./siteStages";

const decision = (callDate: string, kind: ArchivedDecision["kind"]) => ({ callDate, kind });
const upgrades = [{ asOf: "2026-08-22" }, { asOf: "2026-05-01" }];
const metaEips = [{ eips: [{ steps: [{ date: "2026-09-15" }] }] }];

describe("stagesKnownUpTo", () => {
  it("is the upgrades' newest checked day when no source is newer", () => {
    expect(stagesKnownUpTo({ upgrades, eipArchive: { decisions: [decision("2026-01-01", "stage_change")] } })).toBe(
      "2026-08-22",
    );
  });

  it("moves to a newer meta-EIP commit or stage decision, and ignores other decisions", () => {
    expect(stagesKnownUpTo({ upgrades, eipArchive: { decisions: [] }, metaEips })).toBe("2026-09-15");
    const decisions = [decision("2026-10-01", "stage_change"), decision("2026-11-01", "other")];
    expect(stagesKnownUpTo({ upgrades, eipArchive: { decisions }, metaEips })).toBe("2026-10-01");
  });

  it("is undefined with nothing dated", () => {
    expect(stagesKnownUpTo({ upgrades: [], eipArchive: { decisions: [] } })).toBeUndefined();
  });
});
