import { describe, expect, it } from "vitest";
import {
  adoptionService,
  clientProgressList,
  hasAdoptionData,
  progressPercentage,
  progressTone,
  progressTooltip,
} from "./clientProgress";

describe("client implementation progress", () => {
  it("is tracked for EIP 7928 only", () => {
    expect(hasAdoptionData(7928)).toBe(true);
    expect(hasAdoptionData(7732)).toBe(false);
  });

  it("asks the service for the page's fork, escaped, and links its site", () => {
    const site = {
      adoptionServiceUrl: "https://a.example/api/adoption/fork/{fork}",
      adoptionServiceSite: "https://a.example/",
    };
    expect(adoptionService(site, "glamsterdam")).toEqual({
      serviceUrl: "https://a.example/api/adoption/fork/glamsterdam",
      siteUrl: "https://a.example/",
    });
    expect(adoptionService(site, "a/b?c").serviceUrl).toBe("https://a.example/api/adoption/fork/a%2Fb%3Fc");
  });

  it("uses the service's score, else passed/total, else 0", () => {
    expect(progressPercentage({ score: 42.4, passed: 1, total: 2 })).toBe(42.4);
    expect(progressPercentage({ passed: 3, total: 4 })).toBe(75);
    expect(progressPercentage({ passed: 3, total: 0 })).toBe(0);
    expect(progressPercentage(undefined)).toBe(0);
    expect(progressPercentage({ score: 140 })).toBe(100);
    expect(progressPercentage({ score: -3 })).toBe(0);
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
    expect(progressTooltip({ passed: 102, pending: 13, total: 120 })).toBe("102 of 120 tests passing, 13 not yet run");
    expect(progressTooltip({ score: 50 })).toBe("Test data unavailable");
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
