import { describe, expect, it } from "vitest";
import {
  compareHeadlinerProposals,
  compareWithinStage,
  headlinerProposals,
  layerFilterParam,
  parseLayerFilter,
  stageCounts,
  stageSections,
  trackedNote,
  type Sectionable,
} from "./sections";

const item = (id: number, stage: string, extra: Partial<Sectionable> = {}): Sectionable => ({
  id,
  stage,
  isHeadliner: false,
  wasHeadlinerCandidate: false,
  ...extra,
});

const ids = (list: readonly { id: number }[]) => list.map((eip) => eip.id);
const glamsterdam = { headlinerProposals: true };
const fusaka = { headlinerProposals: false };

describe("ordering", () => {
  it("puts headliners first within a stage, then sorts by id", () => {
    const list = [
      item(9, "Scheduled"),
      item(3, "Scheduled"),
      item(7, "Scheduled", { isHeadliner: true }),
      item(5, "Scheduled", { isHeadliner: true }),
    ];
    expect(ids([...list].sort(compareWithinStage))).toEqual([5, 7, 3, 9]);
  });

  it("puts EL before CL (and no layer last) in Headliner Proposals, then sorts by id", () => {
    const list = [
      item(1, "", { layer: "CL" }),
      item(8, "", { layer: "EL" }),
      item(2, ""),
      item(4, "", { layer: "EL" }),
      item(0, "", { layer: "CL" }),
    ];
    expect(ids([...list].sort(compareHeadlinerProposals))).toEqual([4, 8, 0, 1, 2]);
  });
});

describe("stageSections", () => {
  const eips = [
    item(8000, "Proposed", { layer: "EL" }),
    item(7000, "Proposed", { layer: "CL", isHeadliner: true }),
    item(7500, "Declined", { layer: "CL" }),
    item(7928, "Scheduled", { layer: "EL", isHeadliner: true }),
    item(7100, "Scheduled", { layer: "EL" }),
    item(7732, "Scheduled", { layer: "CL", isHeadliner: true }),
    item(6000, "Withdrawn", { layer: "EL" }),
    item(6001, "", { layer: "EL" }),
  ];

  it("lists stages in page order, only those with EIPs, with anchors", () => {
    const sections = stageSections(eips, fusaka, "all");
    expect(sections.map((s) => [s.anchor, s.name])).toEqual([
      ["scheduled-for-inclusion", "Scheduled for Inclusion"],
      ["proposed-for-inclusion", "Proposed for Inclusion"],
      ["declined-for-inclusion", "Declined for Inclusion"],
      ["withdrawn", "Withdrawn"],
    ]);
    expect(ids(sections[0]?.eips ?? [])).toEqual([7732, 7928, 7100]);
  });

  it("keeps proposed headliners out of the Proposed list where Headliner Proposals exists", () => {
    expect(ids(stageSections(eips, glamsterdam, "all").find((s) => s.stage === "Proposed")?.eips ?? [])).toEqual([
      8000,
    ]);
    expect(ids(stageSections(eips, fusaka, "all").find((s) => s.stage === "Proposed")?.eips ?? [])).toEqual([
      7000, 8000,
    ]);
  });

  it("filters by layer and drops sections the filter empties", () => {
    const cl = stageSections(eips, glamsterdam, "CL");
    expect(cl.map((s) => s.stage)).toEqual(["Scheduled", "Declined"]);
    expect(ids(cl[0]?.eips ?? [])).toEqual([7732]);
    const el = stageSections(eips, glamsterdam, "EL");
    expect(el.map((s) => s.stage)).toEqual(["Scheduled", "Proposed", "Withdrawn"]);
  });

  it("is empty when nothing is listed", () => {
    expect(stageSections([item(1, ""), item(2, "Rejected")], fusaka, "all")).toEqual([]);
  });

  it("gives the stages SPEC does not name a section of their own, between Proposed and Declined", () => {
    const list = [
      item(1, "Declined"),
      item(2, "Informational"),
      item(3, "Networking"),
      item(4, "Proposed"),
      item(5, "Withdrawn"),
    ];
    expect(stageSections(list, fusaka, "all").map((s) => s.name)).toEqual([
      "Proposed for Inclusion",
      "Networking Changes",
      "Informational",
      "Declined for Inclusion",
      "Withdrawn",
    ]);
  });

  it("counts what each counted section lists", () => {
    expect(stageCounts(stageSections(eips, glamsterdam, "all"))).toEqual({
      Proposed: 1,
      Considered: 0,
      Scheduled: 3,
      Declined: 1,
    });
    expect(stageCounts(stageSections(eips, glamsterdam, "EL"))).toEqual({
      Proposed: 1,
      Considered: 0,
      Scheduled: 2,
      Declined: 0,
    });
  });
});

describe("headlinerProposals", () => {
  const eips = [
    item(7928, "Scheduled", { layer: "EL", isHeadliner: true, wasHeadlinerCandidate: true }),
    item(7732, "Scheduled", { layer: "CL", isHeadliner: true, wasHeadlinerCandidate: true }),
    item(7942, "", { layer: "CL", wasHeadlinerCandidate: true }),
    item(7692, "", { layer: "EL", wasHeadlinerCandidate: true }),
    item(7000, "Proposed", { layer: "CL", isHeadliner: true, wasHeadlinerCandidate: true }),
    item(8000, "Proposed", { layer: "EL" }),
  ];

  it("lists candidates EL first, with eip-{id} only where no stage card has it", () => {
    const sections = stageSections(eips, glamsterdam, "all");
    const proposals = headlinerProposals(eips, sections, glamsterdam, "all");
    expect(proposals.map((p) => [p.eip.id, p.anchor, p.primary])).toEqual([
      [7692, "eip-7692", true],
      [7928, "headliner-eip-7928", false],
      [7000, "eip-7000", true],
      [7732, "headliner-eip-7732", false],
      [7942, "eip-7942", true],
    ]);
  });

  it("explains what 'EIPs tracked' holds beyond the counters, and nothing when they add up", () => {
    const sections = stageSections(eips, glamsterdam, "all");
    // Counted: 7928, 7732 (Scheduled) and 8000 (Proposed); 7692, 7000 and 7942 appear only as candidates.
    expect(trackedNote(sections, headlinerProposals(eips, sections, glamsterdam, "all"))).toBe(
      "3 in the stage counters, plus 3 headliner candidates listed only under Headliner Proposals",
    );
    const withIncluded = [...eips, item(1, "Included")];
    const fusakaSections = stageSections(withIncluded, fusaka, "all");
    expect(trackedNote(fusakaSections, [])).toBe("4 in the stage counters, plus 1 included");
    const shipped = stageSections(
      [item(1, "Scheduled"), item(2, "Networking"), item(3, "Informational"), item(4, "Networking")],
      fusaka,
      "all",
    );
    expect(trackedNote(shipped, [])).toBe("1 in the stage counters, plus 2 networking and 1 informational");
    expect(trackedNote(stageSections([item(2, "Scheduled")], fusaka, "all"), [])).toBeNull();
  });

  it("follows the layer filter and exists only where the page has the section", () => {
    const sections = stageSections(eips, glamsterdam, "EL");
    expect(headlinerProposals(eips, sections, glamsterdam, "EL").map((p) => p.eip.id)).toEqual([7692, 7928]);
    expect(headlinerProposals(eips, [], fusaka, "all")).toEqual([]);
  });
});

describe("layer filter parameter", () => {
  it("reads el/cl in any case and anything else as all", () => {
    expect(parseLayerFilter("el")).toBe("EL");
    expect(parseLayerFilter("CL")).toBe("CL");
    expect(parseLayerFilter(" Cl ")).toBe("CL");
    expect(parseLayerFilter(null)).toBe("all");
    expect(parseLayerFilter("both")).toBe("all");
    expect(parseLayerFilter("")).toBe("all");
  });

  it("writes el/cl, and nothing for all", () => {
    expect(layerFilterParam("EL")).toBe("el");
    expect(layerFilterParam("CL")).toBe("cl");
    expect(layerFilterParam("all")).toBeNull();
  });
});
