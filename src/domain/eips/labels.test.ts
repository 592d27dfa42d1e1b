import { describe, expect, it } from "vitest";
import { NORTH_STAR_GOALS, STAKEHOLDER_GROUPS } from "~/schemas/eipConstants";
import { NORTH_STAR_LABELS, STAKEHOLDER_LABELS } from "./labels";

describe("labels", () => {
  it("give readable labels, in display order", () => {
    expect(STAKEHOLDER_GROUPS.map((group) => STAKEHOLDER_LABELS[group])).toEqual([
      "End Users",
      "App Developers",
      "Wallet Developers",
      "Tooling & Infrastructure",
      "Layer 2s",
      "Stakers & Node Operators",
      "Consensus Clients",
      "Execution Clients",
    ]);
    expect(NORTH_STAR_GOALS.map((goal) => NORTH_STAR_LABELS[goal])).toEqual(["Scale L1", "Scale Blobs", "Improve UX"]);
  });
});
