import { describe, expect, it } from "vitest";
import { NORTH_STAR_GOALS, STAKEHOLDER_GROUPS } from "~/schemas/content";
import { NORTH_STAR_LABELS, NORTH_STAR_ORDER, STAKEHOLDER_LABELS, STAKEHOLDER_ORDER } from "./labels";

describe("labels", () => {
  it("list every stakeholder group and goal in the schema's order", () => {
    expect(STAKEHOLDER_ORDER).toEqual(STAKEHOLDER_GROUPS);
    expect(NORTH_STAR_ORDER).toEqual(NORTH_STAR_GOALS);
  });

  it("give readable labels", () => {
    expect(STAKEHOLDER_ORDER.map((group) => STAKEHOLDER_LABELS[group])).toEqual([
      "End Users", "App Developers", "Wallet Developers", "Tooling & Infrastructure", "Layer 2s", "Stakers & Node Operators",
      "Consensus Clients", "Execution Clients",
    ]);
    expect(NORTH_STAR_ORDER.map((goal) => NORTH_STAR_LABELS[goal])).toEqual(["Scale L1", "Scale Blobs", "Improve UX"]);
  });
});
