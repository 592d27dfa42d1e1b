import { describe, expect, it } from "vitest";
import { tierMaker } from "./tierMaker";

describe("tierMaker", () => {
  it("keeps the SPEC's names for Glamsterdam", () => {
    expect(tierMaker("glamsterdam", "Glamsterdam")).toEqual({
      upgradeId: "glamsterdam",
      upgradeName: "Glamsterdam",
      title: "Glamsterdam EIP Tier Maker",
      storageKey: "glamsterdam-rankings",
      imageFileName: "glamsterdam-eip-rankings.png",
      imageTitle: "Glamsterdam EIP Rankings",
    });
  });

  it("names files and keys by the upgrade id and titles by its display name", () => {
    expect(tierMaker("hegota", "Hegotá")).toMatchObject({
      title: "Hegotá EIP Tier Maker",
      storageKey: "hegota-rankings",
      imageFileName: "hegota-eip-rankings.png",
      imageTitle: "Hegotá EIP Rankings",
    });
  });
});
