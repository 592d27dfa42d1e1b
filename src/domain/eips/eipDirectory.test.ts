import { describe, expect, it } from "vitest";
import { filterDirectory, NO_FILTER, parseDirectoryFilter, type DirectoryEip } from "./eipDirectory";

const row = (id: number, title: string, over: Partial<DirectoryEip> = {}): DirectoryEip => ({
  id,
  kind: "EIP",
  title,
  aliases: [],
  stages: [],
  callCount: 0,
  decisionCount: 0,
  ...over,
});
const rows = [
  row(7732, "Enshrined Proposer-Builder Separation", {
    aliases: ["ePBS"],
    layer: "CL",
    stages: [{ upgradeId: "glamsterdam", upgradeName: "Glamsterdam", stage: "Scheduled" }],
  }),
  row(7928, "Block-level Access Lists", {
    aliases: ["BALs"],
    layer: "EL",
    stages: [{ upgradeId: "glamsterdam", upgradeName: "Glamsterdam", stage: "Scheduled" }],
  }),
  row(7594, "PeerDAS - Peer Data Availability Sampling", {
    layer: "CL",
    stages: [{ upgradeId: "fusaka", upgradeName: "Fusaka", stage: "Included" }],
  }),
];
const ids = (filter: Partial<typeof NO_FILTER>) => filterDirectory(rows, { ...NO_FILTER, ...filter }).map((r) => r.id);

describe("filterDirectory", () => {
  it("finds by number in any spelling, by title words and by common name", () => {
    expect(ids({ query: "7732" })).toEqual([7732]);
    expect(ids({ query: "EIP-7928" })).toEqual([7928]);
    expect(ids({ query: "eip 77" })).toEqual([7732]);
    expect(ids({ query: "access lists" })).toEqual([7928]);
    expect(ids({ query: "epbs" })).toEqual([7732]);
    expect(ids({ query: "nothing like this" })).toEqual([]);
  });

  it("filters by upgrade, by stage within it, and by layer", () => {
    expect(ids({ upgrade: "fusaka" })).toEqual([7594]);
    expect(ids({ upgrade: "glamsterdam", stage: "Included" })).toEqual([]);
    expect(ids({ stage: "Scheduled", layer: "EL" })).toEqual([7928]);
  });

  it("reads its filter from the URL, refusing what it does not offer", () => {
    const choices = { upgrades: ["fusaka", "glamsterdam"], stages: ["Scheduled"] };
    expect(
      parseDirectoryFilter(new URLSearchParams("q=ePBS&upgrade=fusaka&stage=Scheduled&layer=el"), choices),
    ).toEqual({ query: "ePBS", upgrade: "fusaka", stage: "Scheduled", layer: "EL" });
    expect(
      parseDirectoryFilter(new URLSearchParams(`q=${"x".repeat(5000)}&upgrade=%E0%A4%A&stage=<b>&layer=ZZ`), choices),
    ).toEqual({ query: "x".repeat(200), upgrade: "all", stage: "all", layer: "all" });
  });

  it("treats regex characters and huge queries as plain text", () => {
    expect(ids({ query: "(.*" })).toEqual([]);
    expect(ids({ query: "a".repeat(200) })).toEqual([]);
  });
});
