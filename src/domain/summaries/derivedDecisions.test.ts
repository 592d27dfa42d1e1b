import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decisionVocabulary, titleNames } from "./decisionVocabulary";
import { deriveDecisions, foldText } from "./derivedDecisions";

// A small catalogue of our own, shaped like content/: titles, the alias table, the upgrades with their layer names.
const vocabulary = decisionVocabulary(
  [
    { id: 7702, title: "EIP-7702: Set Code for EOAs" },
    { id: 7732, title: "EIP-7732: Enshrined Proposer-Builder Separation" },
    { id: 7805, title: "EIP-7805: Fork-choice enforced Inclusion Lists (FOCIL)" },
    { id: 7547, title: "EIP-7547: Inclusion lists" },
    { id: 7594, title: "EIP-7594: PeerDAS - Peer Data Availability Sampling" },
    { id: 7923, title: "EIP-7923: Linear, Page-Based Memory Costing" },
    { id: 7975, title: "EIP-7975: eth/70 - partial block receipt lists" },
    { id: 8037, title: "EIP-8037: State Creation Gas Cost Increase" },
    { id: 8071, title: "EIP-8071: Prevent using consolidations as withdrawals" },
    { id: 8141, title: "EIP-8141: Frame Transaction" },
    { id: 8250, title: "EIP-8250: Keyed Nonces for Frame Transactions" },
    { id: 5920, title: "EIP-5920: PAY opcode" },
  ],
  [
    { alias: "ePBS", eip: 7732 },
    { alias: "BAL", eip: 7928 },
  ],
  [
    { name: "Glamsterdam", forkName: "Glamsterdam", layers: { execution: "Amsterdam", consensus: "Gloas" } },
    { name: "Hegotá", forkName: "Hegota", layers: { execution: "Bogotá", consensus: "Heze" }, aka: ["Heka"] },
    { name: "Fusaka", forkName: "Fusaka", layers: { execution: "Osaka", consensus: "Fulu" } },
  ],
);

const derive = (decision: string, highlights: Record<string, { timestamp: string; highlight: string }[]> = {}) =>
  deriveDecisions({ decisions: [{ timestamp: "00:10:00", decision }], highlights }, vocabulary).decisions;
const only = (decision: string) => {
  const found = derive(decision);
  expect(found).toHaveLength(1);
  return found[0];
};

describe("EIPs by rule", () => {
  it("reads every written form: EIP-N, EIP N, EIPs N, M, bare catalogue numbers and names", () => {
    expect(only("Discussed EIP-7702, EIP 7732 and EIPs 7805, 8037")?.eips).toEqual([7702, 7732, 7805, 8037]);
    expect(only("7702-style delegation stays as it is")?.eips).toEqual([7702]);
    expect(only("Frame transactions and FOCIL get more time")?.eips).toEqual([8141, 7805]);
    expect(only("eth/70 ships first")?.eips).toEqual([7975]);
  });

  it("never reads issue or PR numbers, times, gas, blob or devnet figures as EIPs", () => {
    expect(only("Merge PR 5094 and PRs 4792, 4817; see consensus-specs #5223")?.eips).toEqual([]);
    expect(only("Target 7702M gas, 8037 gwei floor, 7805 blobs, at 11:00 UTC on 2026-05-28")?.eips).toEqual([]);
    expect(only("devnet-7 gas limit set to 300M; 24KB→32KB contracts")?.eips).toEqual([]);
    expect(only("EIP-8037 calldata floor PR (EIPs #11706) to be merged")?.eips).toEqual([8037]);
    expect(only("Block 7805 and slot 7732 were reorged")?.eips).toEqual([]);
  });

  it("reads a bare unknown number only in a stage list or a list of EIPs", () => {
    expect(only("CFI: 8400, 8401 for Glamsterdam")?.eips).toEqual([8400, 8401]);
    expect(only("EIP-8037, 8400 and 8401 move on")?.eips).toEqual([8037, 8400, 8401]);
    expect(only("We need 8400 more validators")?.eips).toEqual([]);
  });

  it("takes a title's name, its coined short name and its bracketed abbreviation, not a name another title is a kind of", () => {
    const catalogue = [
      { id: 7547, title: "EIP-7547: Inclusion lists" },
      { id: 7805, title: "EIP-7805: Fork-choice enforced Inclusion Lists (FOCIL)" },
    ];
    expect(titleNames("EIP-7547: Inclusion lists", catalogue)).toEqual([]);
    expect(titleNames("EIP-7805: Fork-choice enforced Inclusion Lists (FOCIL)", catalogue)).toEqual([
      "Fork-choice enforced Inclusion Lists (FOCIL)",
      "FOCIL",
    ]);
    expect(titleNames("EIP-7975: eth/70 - partial block receipt lists", [])).toEqual([
      "eth/70 - partial block receipt lists",
      "eth/70",
    ]);
    expect(titleNames("EIP-3540: EOF - EVM Object Format v1", [])).toContain("EOF");
  });

  it("does not read a name that qualifies another proposal as that EIP", () => {
    expect(only("2D PeerDAS partial reconstruction proposal DFI'd for Hegotá")).toMatchObject({
      type: "stage_change",
      eips: [],
      stage_change: { to: "Declined" },
    });
  });
});

describe("stages and upgrades by rule", () => {
  it.each([
    ["EIP-7923 PFI'd for Hegota", "Proposed", "Hegota"],
    ["CFI: EIP-8037 for Glamsterdam", "Considered", "Glamsterdam"],
    ["EIP-8037 moved to SFI for Amsterdam", "Scheduled", "Glamsterdam"],
    ["EIP-8071 DFI'd for Gloas", "Declined", "Glamsterdam"],
    ["EIP-8071 declined for Bogotá", "Declined", "Hegota"],
    ["EIP-8071 cancelled from Glamsterdam; not postponed", "Declined", "Glamsterdam"],
    ["Removed EIP-8071 from Glamsterdam PFI list", "Declined", "Glamsterdam"],
    ["EIP-8071 not included in Heze", "Declined", "Hegota"],
    ["EIP-8071 withdrawn by its author", "Withdrawn", undefined],
    ["EIP-8037 considered for inclusion in Osaka", "Considered", "Fusaka"],
    ["EIP-8037 (State Creation) CFI confirmed for Glamsterdam", "Considered", "Glamsterdam"],
  ])("%s → %s", (text, stage, fork) => {
    expect(only(text)).toMatchObject({
      type: "stage_change",
      stage_change: { to: stage },
      source: "derived",
      ...(fork ? { fork } : {}),
    });
  });

  it("does not take a plan, a likelihood or a qualifier for an outcome", () => {
    for (const text of [
      "EIP-8037 likely DFI from Glamsterdam; formal change deferred",
      "Will CFI either EIP-8071 or EIP-8037 next call",
      "All devnet EIPs ready to SFI pending ratification",
      "No final CFI/DFI decisions on EIP-8037 today",
      "Take the SFI discussion of EIP-8037 to ACDE",
      "Use CFI/SFI lockstep process for Glamsterdam",
      "EIP-8037 excluded from SFI until finalized",
      "EIP-8024 push-postfix encoding change rejected",
    ]) {
      expect(
        derive(text).map((decision) => decision.type),
        text,
      ).toEqual(["other"]);
    }
  });

  it("splits outcomes: one decision per outcome, the later subject-less one about the last EIPs named", () => {
    const found = derive("DFI FOCIL (7805) for Glamsterdam; CFI for Heka. Take SFI discussion to ACDE.");
    expect(found.map((d) => [d.stage_change?.to, d.fork, d.eips])).toEqual([
      ["Declined", "Glamsterdam", [7805]],
      ["Considered", "Hegota", [7805]],
    ]);
    const two = derive("EIP-8037 moved to SFI, EIP-8071 declined");
    expect(two.map((d) => [d.stage_change?.to, d.eips])).toEqual([
      ["Scheduled", [8037]],
      ["Declined", [8071]],
    ]);
  });

  it("keeps the later outcome for the same EIP and upgrade", () => {
    expect(derive("EIP-8071 DFI'd; withdrawn by author").map((d) => [d.stage_change?.to, d.eips])).toEqual([
      ["Withdrawn", [8071]],
    ]);
  });

  it("leaves out the EIPs an outcome excludes", () => {
    expect(only("SFI definition approved; EIPs moved to SFI status (excluding 8037)")).toMatchObject({
      type: "stage_change",
      eips: [],
      stage_change: { to: "Scheduled" },
    });
  });

  it("reads a headliner selected, not one rejected or put off", () => {
    expect(only("FOCIL (EIP-7805) selected as Hegotá headliner")).toMatchObject({
      type: "headliner_selected",
      eips: [7805],
      fork: "Hegota",
    });
    expect(only("Frame transactions rejected as Hegotá headliner")?.type).toBe("other");
    expect(only("Frame transactions headliner decision delayed to March 26")?.type).toBe("other");
    expect(only("CFI: Frame transactions (EIP-8141) for Hegotá as non-headliner")).toMatchObject({
      type: "stage_change",
      eips: [8141],
      fork: "Hegota",
    });
  });
});

describe("devnet inclusions by rule", () => {
  it.each([
    ["Include EIP-8037 and EIP-8071 in BalDevNet 4", [8037, 8071], "bal-devnet-4"],
    ["eth/70 included in Glamsterdam devnet-4; eth/72 stays on blob devnets", [7975], "glamsterdam-devnet-4"],
    ["EIP-8037 DevNet-3: hardcode the cost per byte", [8037], "devnet-3"],
    ["EIP-8037 targets glamsterdam-devnet-5, not the current devnet", [8037], "glamsterdam-devnet-5"],
  ])("%s", (text, eips, devnet) => {
    expect(derive(text).find((d) => d.type === "devnet_inclusion")).toMatchObject({ eips, devnet });
  });

  it("does not read a devnet left out, put off or conditional as an inclusion", () => {
    for (const text of [
      "Prefer stability over adding EIP-8037 to BalDevNet 4",
      "Defer minor EIP-8037 changes to bal-devnet-4",
      "If ePBS is unstable: bal-devnet-4 with EIP-8037",
      "Glamsterdam DevNet 0 will not include new EIPs beyond ePBS",
      "EIP-8037 change rejected for devnet-2",
      "BAL formula targets DevNet-3, not DevNet-2",
    ]) {
      const devnets = derive(text)
        .filter((d) => d.type === "devnet_inclusion")
        .map((d) => d.devnet);
      expect(devnets, text).not.toContain("devnet-2");
      expect(
        devnets.filter((name) => name !== "devnet-3"),
        text,
      ).toEqual([]);
    }
  });

  it("takes counted EIPs from the highlight that names that many, near the decision", () => {
    const highlights = {
      eips: [
        { timestamp: "00:30:00", highlight: "Three EIPs: EIP-7702, EIP-7732, EIP-8037, twenty minutes later" },
        { timestamp: "00:08:30", highlight: "First 2 CFI EIPs: 8037, 8071 (both EL-only)" },
      ],
    };
    expect(derive("First 2 EIPs prioritized for bal-devnet-2", highlights)).toMatchObject([
      { type: "devnet_inclusion", eips: [8037, 8071], devnet: "bal-devnet-2" },
    ]);
    expect(derive("First 3 EIPs prioritized for bal-devnet-2", highlights)).toMatchObject([
      { type: "other", eips: [] },
    ]);
  });
});

describe("hostile and empty input", () => {
  it("takes no items, empty items and missing fields without failing", () => {
    expect(deriveDecisions({ decisions: [], highlights: {} }, vocabulary).decisions).toEqual([]);
    expect(only("")).toMatchObject({ type: "other", eips: [], original_text: "" });
  });

  it("keeps markup and control characters as text and still reads the decision", () => {
    const found = only("<script>alert(1)</script>\u0000EIP-8071\u0007 DFI'd\r\nfor <b>Glamsterdam</b>");
    expect(found).toMatchObject({
      type: "stage_change",
      eips: [8071],
      stage_change: { to: "Declined" },
      fork: "Glamsterdam",
    });
    expect(found?.original_text).toContain("<script>");
  });

  it("reads a huge item in bounded time", () => {
    const huge = `EIP-8071 DFI'd for Glamsterdam ${"lorem ipsum 12, ".repeat(200_000)}`;
    const started = performance.now();
    expect(only(huge)).toMatchObject({ type: "stage_change", eips: [8071] });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("never throws and always keeps the item's text and time, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const found = derive(text);
        expect(found.length).toBeGreaterThan(0);
        for (const decision of found)
          expect(decision).toMatchObject({ original_text: text, timestamp: "00:10:00", source: "derived" });
      }),
      { numRuns: 300 },
    );
  });

  it("folds accents and apostrophes one character for one", () => {
    expect(foldText("Hegotá’s PFI’d")).toBe("Hegota's PFI'd");
    expect(foldText("a\u0000b")).toBe("a b");
  });
});
