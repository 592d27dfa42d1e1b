import { describe, expect, it } from "vitest";
import {
  contentsOutline,
  entryContaining,
  firstEipSection,
  listedEipCount,
  outlineAnchorFor,
  pageContents,
  sectionBeingRead,
  type PlacedSection,
} from "./contents";
import { headlinerProposals, stageSections, type Sectionable } from "./sections";

const item = (id: number, stage: string, extra: Partial<Sectionable> = {}): Sectionable => ({
  id,
  stage,
  isHeadliner: false,
  wasHeadlinerCandidate: false,
  ...extra,
});

describe("pageContents", () => {
  const eips = [
    item(7928, "Scheduled", { layer: "EL", isHeadliner: true, wasHeadlinerCandidate: true }),
    item(7942, "", { layer: "CL", wasHeadlinerCandidate: true }),
    item(7500, "Declined", { layer: "CL" }),
  ];
  const features = { headlinerProposals: true };
  const sections = stageSections(eips, features, "all");
  const entries = pageContents({
    timeline: true,
    sections,
    headliners: headlinerProposals(eips, sections, features, "all"),
  });

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

  it("flattens to the sidebar's lines: each section, then the cards it lists (none of a collapsible section)", () => {
    expect(contentsOutline(entries).map((line) => [line.anchor, line.entry.anchor, line.eip?.id])).toEqual([
      ["overview", "overview", undefined],
      ["timeline", "timeline", undefined],
      ["scheduled-for-inclusion", "scheduled-for-inclusion", undefined],
      ["eip-7928", "scheduled-for-inclusion", 7928],
      ["declined-for-inclusion", "declined-for-inclusion", undefined],
      ["headliner-proposals", "headliner-proposals", undefined],
    ]);
  });

  it("marks a listed card itself, a card of a collapsible section by its section, and nothing for an unknown anchor", () => {
    expect(outlineAnchorFor(entries, "eip-7928")).toBe("eip-7928");
    expect(outlineAnchorFor(entries, "timeline")).toBe("timeline");
    expect(outlineAnchorFor(entries, "eip-7500")).toBe("declined-for-inclusion");
    expect(outlineAnchorFor(entries, "headliner-eip-7928")).toBe("headliner-proposals");
    expect(outlineAnchorFor(entries, "nowhere")).toBeUndefined();
  });

  it("skips to the first section with EIPs, and nowhere when none has any", () => {
    expect(firstEipSection(entries)).toBe("scheduled-for-inclusion");
    expect(firstEipSection(pageContents({ timeline: true, sections: [], headliners: [] }))).toBeUndefined();
  });
});

describe("sectionBeingRead", () => {
  // A 900 px window: the reading line is 300 px down.
  const view = { windowHeight: 900, atPageEnd: false, lastJump: null };
  const at = (anchor: string, top: number, height: number): PlacedSection => ({ anchor, top, bottom: top + height });

  it("is the card whose top has come up to the reading line, not the section holding it", () => {
    expect(
      sectionBeingRead([at("overview", -2000, 500), at("considered", -90, 1700), at("eip-7805", 0, 1600)], view),
    ).toBe("eip-7805");
  });

  it("is the section while its first card is still below the line", () => {
    expect(
      sectionBeingRead([at("timeline", -400, 370), at("scheduled", 100, 3500), at("eip-7732", 400, 1600)], view),
    ).toBe("scheduled");
  });

  it("keeps a card until the next one comes up to the line, however tall it is", () => {
    const cards = (nextTop: number) => [at("eip-1", nextTop - 4024, 4000), at("eip-2", nextTop, 1400)];
    expect(sectionBeingRead(cards(301), view)).toBe("eip-1");
    expect(sectionBeingRead(cards(300), view)).toBe("eip-2");
  });

  it("is the first one before any has come up to the line", () => {
    expect(sectionBeingRead([at("overview", 630, 500), at("timeline", 1200, 370)], view)).toBe("overview");
    expect(sectionBeingRead([], view)).toBeUndefined();
  });

  it("keeps what was jumped to while its top is between the top of the window and the line", () => {
    const short = [at("eip-1", 110, 150), at("eip-2", 284, 150)]; // moved 14 px down by a panel loading above
    expect(sectionBeingRead(short, view)).toBe("eip-2");
    expect(sectionBeingRead(short, { ...view, lastJump: "eip-1" })).toBe("eip-1");
    const scrolledOn = [at("eip-1", -10, 150), at("eip-2", 164, 150)];
    expect(sectionBeingRead(scrolledOn, { ...view, lastJump: "eip-1" })).toBe("eip-2");
  });

  it("at the end of the page is what was jumped to if in view, else the last one in view", () => {
    const end = [at("eip-8070", -1100, 1500), at("declined", 450, 135), at("headliners", 640, 155)];
    expect(sectionBeingRead(end, { ...view, atPageEnd: true })).toBe("headliners");
    expect(sectionBeingRead(end, { ...view, atPageEnd: true, lastJump: "declined" })).toBe("declined");
    expect(sectionBeingRead(end, { ...view, atPageEnd: true, lastJump: "timeline" })).toBe("headliners");
  });
});
