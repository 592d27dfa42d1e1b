import { describe, expect, it } from "vitest";
import { STAGE_STATUSES } from "~/schemas/content";
import { anchorFor, cardStageName, eipAnchor, stageAnchor, stageDisplayName, SHOWN_STAGES } from "./stages";

describe("stageDisplayName", () => {
  it.each([
    ["Proposed", "Proposed for Inclusion"],
    ["Considered", "Considered for Inclusion"],
    ["Scheduled", "Scheduled for Inclusion"],
    ["Included", "Included"],
    ["Declined", "Declined for Inclusion"],
  ] as const)("shows %s as %s", (status, name) => {
    expect(stageDisplayName(status)).toBe(name);
  });

  it("shows the empty status, an unexpected one and no relationship as 'Unknown'", () => {
    expect(stageDisplayName("Withdrawn")).toBe("Withdrawn");
    expect(stageDisplayName("Networking")).toBe("Networking Changes");
    expect(stageDisplayName("Informational")).toBe("Informational");
    expect(stageDisplayName("Rejected")).toBe("Unknown");
    expect(stageDisplayName("")).toBe("Unknown");
    expect(stageDisplayName(undefined)).toBe("Unknown");
  });

  it("covers every stored status", () => {
    for (const status of STAGE_STATUSES) expect(stageDisplayName(status)).toMatch(/\S/);
  });
});

describe("cardStageName", () => {
  const candidate = { isHeadliner: false, wasHeadlinerCandidate: true };

  it("names a headliner candidate without a stage of its own 'Not selected'", () => {
    expect(cardStageName({ ...candidate, stage: "" })).toBe("Not selected");
  });

  it("gives a candidate that has a stage that stage, and keeps 'Unknown' for anything unexpected", () => {
    expect(cardStageName({ ...candidate, stage: "Declined" })).toBe("Declined for Inclusion");
    expect(cardStageName({ ...candidate, stage: "Withdrawn" })).toBe("Withdrawn");
    expect(cardStageName({ ...candidate, stage: "Shelved" })).toBe("Unknown");
    expect(cardStageName({ isHeadliner: true, wasHeadlinerCandidate: true, stage: "" })).toBe("Unknown");
    expect(cardStageName({ isHeadliner: false, wasHeadlinerCandidate: false, stage: "" })).toBe("Unknown");
  });
});

describe("anchors", () => {
  it("are the lowercased stage name with dashes", () => {
    expect(SHOWN_STAGES.map(stageAnchor)).toEqual([
      "included",
      "scheduled-for-inclusion",
      "considered-for-inclusion",
      "proposed-for-inclusion",
      "networking-changes",
      "informational",
      "declined-for-inclusion",
      "withdrawn",
    ]);
    expect(anchorFor("Headliner Proposals")).toBe("headliner-proposals");
    expect(anchorFor("  Trade-offs & Considerations ")).toBe("trade-offs-considerations");
  });

  it("gives each EIP eip-{id}", () => {
    expect(eipAnchor(7928)).toBe("eip-7928");
  });
});
