import { describe, expect, it } from "vitest";
import { clientProgressList, hasAdoptionData, progressPercentage, progressTone, progressTooltip } from "./clientProgress";

describe("client implementation progress", () => {
  it("is tracked for EIP 7928 only", () => {
    expect(hasAdoptionData(7928)).toBe(true);
    expect(hasAdoptionData(7732)).toBe(false);
  });

  it("uses the given percentage, else passed/total, else 0", () => {
    expect(progressPercentage({ percentage: 42.4, passed: 1, total: 2 })).toBe(42.4);
    expect(progressPercentage({ passed: 3, total: 4 })).toBe(75);
    expect(progressPercentage({ passed: 3, total: 0 })).toBe(0);
    expect(progressPercentage(undefined)).toBe(0);
    expect(progressPercentage({ percentage: 140 })).toBe(100);
    expect(progressPercentage({ percentage: -3 })).toBe(0);
  });

  it("is green only at 100%, blue above 0, grey at 0", () => {
    expect(progressTone(100)).toBe("complete");
    expect(progressTone(99.6)).toBe("partial");
    expect(progressTone(0.1)).toBe("partial");
    expect(progressTone(0)).toBe("none");
  });

  it("explains the gauge, or says the data is missing", () => {
    expect(progressTooltip({ passed: 87, total: 100 })).toBe("87 of 100 tests passing");
    expect(progressTooltip({ passed: 0, total: 0 })).toBe("0 of 0 tests passing");
    expect(progressTooltip({ percentage: 50 })).toBe("Test data unavailable");
    expect(progressTooltip(undefined)).toBe("Test data unavailable");
  });

  it("sorts clients by name and labels with 0 decimals", () => {
    const list = clientProgressList([
      { name: "reth", result: { passed: 2, total: 3 } },
      { name: "besu", result: { passed: 3, total: 3 } },
      { name: "geth" },
    ]);
    expect(list.map((c) => [c.name, c.label, c.tone])).toEqual([
      ["besu", "100%", "complete"],
      ["geth", "0%", "none"],
      ["reth", "67%", "partial"],
    ]);
  });
});
