import { describe, expect, it } from "vitest";
import { entryContaining, listedEipCount, pageContents } from "./contents";
import { headlinerProposals, stageSections, type Sectionable } from "./sections";

const item = (id: number, stage: string, extra: Partial<Sectionable> = {}): Sectionable => ({
  id, stage, isHeadliner: false, wasHeadlinerCandidate: false, ...extra,
});

describe("pageContents", () => {
  const eips = [
    item(7928, "Scheduled", { layer: "EL", isHeadliner: true, wasHeadlinerCandidate: true }),
    item(7942, "", { layer: "CL", wasHeadlinerCandidate: true }),
    item(7500, "Declined", { layer: "CL" }),
  ];
  const features = { headlinerProposals: true };
  const sections = stageSections(eips, features, "all");
  const entries = pageContents({ timeline: true, sections, headliners: headlinerProposals(eips, sections, features, "all") });

  it("orders Overview, Timeline, the stages, then Headliner Proposals", () => {
    expect(entries.map((e) => [e.anchor, e.label, e.count, e.collapsible])).toEqual([
      ["overview", "Overview", undefined, false],
      ["timeline", "Timeline", undefined, false],
      ["scheduled-for-inclusion", "Scheduled for Inclusion", 1, false],
      ["declined-for-inclusion", "Declined for Inclusion", 1, true],
      ["headliner-proposals", "Headliner Proposals", 2, true],
    ]);
  });

  it("leaves the timeline out where there is none", () => {
    expect(pageContents({ timeline: false, sections: [], headliners: [] }).map((e) => e.anchor)).toEqual(["overview"]);
  });

  it("finds the section holding an anchor", () => {
    expect(entryContaining(entries, "eip-7500")?.anchor).toBe("declined-for-inclusion");
    expect(entryContaining(entries, "eip-7942")?.anchor).toBe("headliner-proposals");
    expect(entryContaining(entries, "headliner-eip-7928")?.anchor).toBe("headliner-proposals");
    expect(entryContaining(entries, "eip-7928")?.anchor).toBe("scheduled-for-inclusion");
    expect(entryContaining(entries, "timeline")?.anchor).toBe("timeline");
    expect(entryContaining(entries, "nowhere")).toBeUndefined();
  });

  it("counts each listed EIP once", () => {
    expect(listedEipCount(entries)).toBe(3);
  });
});
