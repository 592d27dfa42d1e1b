import { describe, expect, it } from "vitest";
import { headlinerStar } from "./headlinerStar";

describe("headlinerStar", () => {
  it("is absent for non-headliners", () => {
    expect(headlinerStar({ isHeadliner: false, stage: "Scheduled" }, true)).toBeNull();
  });

  it("is filled when scheduled and hollow when proposed, where the star follows the stage", () => {
    expect(headlinerStar({ isHeadliner: true, stage: "Scheduled" }, true)).toEqual({
      filled: true,
      label: "Selected headliner feature",
    });
    expect(headlinerStar({ isHeadliner: true, stage: "Proposed" }, true)).toEqual({
      filled: false,
      label: "Proposed headliner feature",
    });
  });

  it("is always filled elsewhere", () => {
    expect(headlinerStar({ isHeadliner: true, stage: "Proposed" }, false)?.filled).toBe(true);
    expect(headlinerStar({ isHeadliner: true, stage: "Scheduled" }, false)?.filled).toBe(true);
  });
});
