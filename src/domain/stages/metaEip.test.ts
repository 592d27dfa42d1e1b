import { describe, expect, it } from "vitest";
import { MAX_META_EIP_BYTES, parseMetaEip, stageOf, stageOfHeading, upgradeNameFromTitle } from "./metaEip";

// Small meta EIPs of our own, one per era of the format as it really varied in ethereum/EIPs.
const front = (title: string, status = "Draft") =>
  `---\neip: 9100\ntitle: ${title}\ndescription: EIPs in an upgrade.\nstatus: ${status}\ntype: Meta\ncreated: 2024-01-18\n---\n\n## Abstract\n\nThis Meta EIP lists the EIPs Proposed, Considered and Scheduled for Inclusion.\n\n## Specification\n\n`;
const tail =
  "\n### Activation \n\n| Network Name | Activation Epoch |\n|---|---|\n| Mainnet | |\n\n## Rationale\n\nNone.\n";

const lists = (version: ReturnType<typeof parseMetaEip>) =>
  Object.fromEntries([...version.stages, ...version.categories]);

describe("upgradeNameFromTitle", () => {
  it("takes the upgrade's name from a Hardfork Meta title, whatever the dash", () => {
    expect(upgradeNameFromTitle("Hardfork Meta - Glamsterdam")).toBe("Glamsterdam");
    expect(upgradeNameFromTitle("Hardfork Meta – Hegotá ")).toBe("Hegotá");
    expect(upgradeNameFromTitle("hardfork meta: Heka/Bogotá")).toBe("Heka/Bogotá");
    expect(upgradeNameFromTitle("Network Upgrade Inclusion Stages")).toBeNull();
    expect(upgradeNameFromTitle("Hardfork Meta - ")).toBeNull();
    expect(upgradeNameFromTitle(undefined)).toBeNull();
  });
});

describe("stageOfHeading", () => {
  it("reads each stage's heading variants and abbreviations, and nothing else", () => {
    expect(stageOfHeading("EIPs Scheduled for Inclusion  ")).toBe("Scheduled");
    expect(stageOfHeading("Considered for Inclusion")).toBe("Considered");
    expect(stageOfHeading("SFI")).toBe("Scheduled");
    expect(stageOfHeading("Declined for Inclusion")).toBe("Declined");
    expect(stageOfHeading("EIPs Included")).toBe("Included");
    expect(stageOfHeading("Activation")).toBeNull();
    expect(stageOfHeading("Full Specifications")).toBeNull();
  });
});

describe("parseMetaEip, one fixture per era", () => {
  it("2024, before EIP-7723: 'Included EIPs' with a trailing space in a Draft is what was later called Scheduled", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Alpha")}### Included EIPs \n\n* [EIP-6110](./eip-6110.md): Deposits\n* [EIP-7002](./eip-7002.md): Exits\n\n### Considered for Inclusion\n\n* [EIP-2537](./eip-2537.md): BLS\n${tail}`,
    );
    expect(version.upgrade).toBe("Alpha");
    expect(lists(version)).toEqual({ Scheduled: [6110, 7002], Considered: [2537] });
    expect(version.warnings).toEqual([]);
  });

  it("2024 Review: nested items under an item that names no EIP of its own count with the list", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Alpha", "Review")}### EIPs Included  \n\n* [EIP-2935](./eip-2935.md): Block hashes  \n* EOF EIPs listed as part of [EIP-7692](./eip-7692), namely: \n    * [EIP-663](./eip-663.md): SWAPN\n    * [EIP-3540](./eip-3540.md): EOF v1\n\n### EIPs Considered for Inclusion\n\n* [EIP-7547](./eip-7547.md): Inclusion lists\n\n### Full Specifications \n\n#### Consensus Layer\n\nEIP-6110 requires changes; see [EIP-7251](./eip-7251.md).\n${tail}`,
    );
    expect(lists(version)).toEqual({ Scheduled: [2935, 663, 3540], Considered: [7547] });
  });

  it("2025: numbered lists, layer sub-headings inside a stage, and a sub-list apart", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Beta")}### EIPs Scheduled for Inclusion\n\n#### Core EIPs\n\n1. [EIP-7594](./eip-7594.md): PeerDAS\n2. [EIP-7823](./eip-7823.md): MODEXP bounds\n\n#### Other EIPs\n\n1. [EIP-7642](./eip-7642.md): eth/69\n\n### Considered for Inclusion\n\n1. [EIP-7907](./eip-7907.md): Code size\n\n### Proposed for Inclusion\n\n* [EIP-7805](./eip-7805.md): FOCIL\n\n### Declined for Inclusion\n\n* [EIP-7668](./eip-7668.md): Remove bloom filters\n${tail}`,
    );
    expect(lists(version)).toEqual({
      Scheduled: [7594, 7823],
      Considered: [7907],
      Proposed: [7805],
      Declined: [7668],
      Other: [7642],
    });
    expect(stageOf(version, 7642)).toBe("Other");
  });

  it("2026: an h4 Networking list inside Considered is apart, never Considered or Scheduled; a double listing is read as the further stage", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Gamma")}### EIPs Scheduled for Inclusion\n\n* [EIP-7732](./eip-7732.md): ePBS\n\n### Considered for Inclusion\n\n* [EIP-2780](./eip-2780.md): Intrinsic gas\n\n#### Networking EIPs\n\n* [EIP-7975](./eip-7975.md): eth/70\n\n### Proposed for Inclusion\n\n* [EIP-7979](./eip-7979.md): Call and return\n\n### Declined for Inclusion\n\n* [EIP-7979](./eip-7979.md): Call and return\n${tail}`,
    );
    expect(lists(version)).toEqual({
      Scheduled: [7732],
      Considered: [2780],
      Networking: [7975],
      Proposed: [7979],
      Declined: [7979],
    });
    expect(stageOf(version, 7975)).toBe("Networking");
    expect(stageOf(version, 7979)).toBe("Declined");
    expect(version.warnings).toEqual(["EIP-7979 is listed under Proposed and Declined: read as Declined"]);
  });

  it("Final: Included means shipped, and an item's own '(Networking)' names its list apart", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Alpha", "Final")}### Included EIPs\n\n#### Core EIPs\n\n* [EIP-7702](./eip-7702.md): Set EOA code\n\n#### Other EIPs\n\n* [EIP-7840](./eip-7840.md): Blob schedule (Informational)\n* [EIP-7642](./eip-7642.md): eth/69 (Networking)\n\t* While not necessary, clients MAY support EIP-7642.\n${tail}`,
    );
    expect(lists(version)).toEqual({ Included: [7702], Informational: [7840], Networking: [7642] });
  });

  it("a stage heading with nothing under it is still a list (so an EIP missing from it was removed)", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Delta")}### EIPs Scheduled for Inclusion\n\n\n### Proposed for Inclusion\n\n${tail}`,
    );
    expect([...version.stages.keys()]).toEqual(["Scheduled", "Proposed"]);
    expect(lists(version)).toEqual({ Scheduled: [], Proposed: [] });
  });
});

describe("parseMetaEip on hostile files", () => {
  it("reports an empty file", () => {
    expect(parseMetaEip("").warnings).toEqual(["empty file"]);
  });

  it("does not read a huge file", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Huge")}### Proposed for Inclusion\n\n${"* [EIP-1](./eip-1.md): x\n".repeat(MAX_META_EIP_BYTES / 20)}`,
    );
    expect(version.stages.size).toBe(0);
    expect(version.warnings[0]).toMatch(/larger than/);
  });

  it("does not read a binary file", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Bin")}\u0000\u0001### Proposed for Inclusion\n* [EIP-1](./eip-1.md)`,
    );
    expect(version.stages.size).toBe(0);
    expect(version.warnings).toEqual(["binary file: not read"]);
  });

  it("finds no lists in HTML and says it has no front matter", () => {
    const version = parseMetaEip(
      "<html><body><h3>EIPs Scheduled for Inclusion</h3><ul><li>EIP-7732</li></ul></body></html>",
    );
    expect(version.upgrade).toBeNull();
    expect(lists(version)).toEqual({});
    expect(version.warnings).toContain("no front matter (--- header ---)");
  });

  it("ignores headings and lists inside code fences, prose mentions and items that are not EIPs", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Fence")}### Proposed for Inclusion\n\n\`\`\`md\n### Declined for Inclusion\n* [EIP-1](./eip-1.md)\n\`\`\`\n\nSee EIP-2 for details.\n* RIP-7212: Precompile for secp256r1\n* **[EIP-7701](./eip-7701.md)**: Native AA\n* EIP 8000 - plain text\n${tail}`,
    );
    expect(lists(version)).toEqual({ Proposed: [7701, 8000] });
  });

  it("survives weird headings: h1, closing hashes, emphasis, empty and very long headings", () => {
    const version = parseMetaEip(
      `${front("Hardfork Meta - Odd")}# **Scheduled for Inclusion** ##\n\n* [EIP-10](./eip-10.md)\n\n######\n\n#### ${"x".repeat(10_000)}\n\n* [EIP-11](./eip-11.md)\n`,
    );
    expect(version.stages).toEqual(new Map([["Scheduled", [10]]]));
    // Under a sub-heading that names no stage or layer, an EIP is apart from the stage, under a name of sane length.
    expect([...version.categories.keys()].map((name) => name.length)).toEqual([60]);
    expect(stageOf(version, 11)).not.toBe("Scheduled");
  });

  it("gives no upgrade for a file whose title is not a meta EIP's", () => {
    expect(
      parseMetaEip(
        "---\neip: 1\ntitle: EIP Purpose and Guidelines\n---\n\n### Proposed for Inclusion\n\n* [EIP-2](./eip-2.md)\n",
      ).upgrade,
    ).toBeNull();
  });
});
