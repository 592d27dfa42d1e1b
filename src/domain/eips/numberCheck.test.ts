import { describe, expect, it } from "vitest";
import type { Eip } from "~/schemas/content";
import { numberProblems, quantitiesIn, specValues } from "./numberCheck";

const eip = (extra: Partial<Eip>): Eip => ({
  id: 9001,
  title: "EIP-9001: Test",
  status: "Draft",
  description: "d",
  author: "a",
  type: "Standards Track",
  createdDate: "2025-01-01",
  forkRelationships: [],
  reviewer: "bot",
  ...extra,
});
const SPEC = [
  "The cap is `2**24` (16,777,216) gas. Blocks over 10 MiB are rejected.",
  "| MAX_BLOBS | 6 |",
  "Validators post 1 ETH of collateral; the window is 12 seconds. Up to 50% of slots.",
].join("\n");
const specs = (more: [number, string][] = []) => new Map<number, string>([[9001, SPEC], ...more]);

describe("quantitiesIn", () => {
  it("reads separators, powers of two, scales, words, units and hex", () => {
    const found = (text: string) => quantitiesIn(text).map((q) => q.plain);
    expect(found("about 16,777,216 gas")).toEqual([16777216]);
    expect(found("capped at 2^24 gas, or 2**24")).toEqual([16777216, 16777216]);
    expect(found("a 60 million gas limit and 45M gas")).toEqual([60e6, 45e6]);
    expect(found("six blobs, twelve seconds")).toEqual([6, 12]);
    expect(found("opcode 0x1e")).toEqual([30]);
    expect(found("72.4 KiB")).toEqual([72.4]);
  });

  it("gives a unit's base value too, so 10 MiB matches a spec that says 10485760 bytes", () => {
    expect(quantitiesIn("10 MiB")[0]?.values).toContain(10 * 1024 * 1024);
    expect(quantitiesIn("1 gwei")[0]?.values).toContain(1e9);
    expect(quantitiesIn("2 minutes")[0]?.values).toContain(120);
  });

  it("skips what names rather than measures: EIP numbers, dates, years, identifiers, URLs, ordinals", () => {
    const text =
      "Unlike EIP-2930 and EIP 1559, live since Dec 3, 2025 (2025-12-03), in 2026, since December 2025, secp256r1 and uint256 keys, an L2, " +
      "see [the spec](https://eips.ethereum.org/EIPS/eip-7928) and https://example.org/123, the 4th fork.";
    expect(quantitiesIn(text)).toEqual([]);
  });

  it("reads a fraction written as an ordinal, as specs do (the 63/64th rule)", () => {
    expect(quantitiesIn("the 63/64th rule")[0]?.values).toEqual([63 / 64]);
  });

  it("blanks only what belongs to a link or an EIP number, not the numbers after it", () => {
    expect(quantitiesIn("see [x](https://a.org) then (about 8GB)").map((q) => q.text)).toEqual(["8GB"]);
    expect(quantitiesIn("EIP-7825 and 4096 bytes; EIPs 7702, 7623 and 7691").map((q) => q.text)).toEqual([
      "4096 bytes",
    ]);
  });

  it("survives empty, huge and hostile text", () => {
    expect(quantitiesIn("")).toEqual([]);
    expect(quantitiesIn("<script>alert(1)</script>")).toHaveLength(1);
    const huge = "1,".repeat(50_000) + "x " + "9".repeat(5_000);
    const started = Date.now();
    expect(quantitiesIn(huge).length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("numberProblems", () => {
  it("passes a text whose numbers the spec states, however they are written", () => {
    const text =
      "Caps a transaction at 16777216 gas (2^24); blocks stop at 10 MiB; six blobs; one ETH; 12 s; 50 percent of slots.";
    expect(numberProblems(eip({ laymanDescription: text }), specs())).toEqual([]);
  });

  it("names the EIP field and the number when a number is wrong", () => {
    expect(numberProblems(eip({ benefits: ["Blocks stop at 12 MiB."] }), specs())).toEqual([
      "field 'benefits.0': number '12 MiB' is not in the specification of EIP-9001",
    ]);
  });

  it("flags a mistyped number with separators", () => {
    const problems = numberProblems(eip({ tradeoffs: ["Caps at 16,777,126 gas."] }), specs());
    expect(problems).toEqual(["field 'tradeoffs.0': number '16,777,126' is not in the specification of EIP-9001"]);
  });

  it("checks stakeholder and north-star texts too", () => {
    const problems = numberProblems(
      eip({
        stakeholderImpacts: { endUsers: { description: "Wait 7 seconds." } } as Eip["stakeholderImpacts"],
        northStarAlignment: { scaleL1: { description: "Up to 3 times more." } },
      }),
      specs(),
    );
    expect(problems).toEqual([
      "field 'stakeholderImpacts.endUsers': number '7 seconds' is not in the specification of EIP-9001",
      "field 'northStarAlignment.scaleL1': number '3' is not in the specification of EIP-9001",
    ]);
  });

  it("accepts a number from another spec that numberSources names, and only from that spec", () => {
    const other = "A 60M gas limit.";
    const text = { laymanDescription: "At a 60 million gas limit." };
    expect(
      numberProblems(eip({ ...text, numberSources: [{ number: "60 million", spec: 7935 }] }), specs([[7935, other]])),
    ).toEqual([]);
    expect(
      numberProblems(
        eip({ ...text, numberSources: [{ number: "60 million", spec: 7935 }] }),
        specs([[7935, "no such figure"]]),
      ),
    ).toEqual([
      "field 'laymanDescription': number '60 million' is not in the specification of EIP-9001 nor of EIP-7935, its named source",
    ]);
    expect(numberProblems(eip({ ...text, numberSources: [{ number: "60 million", spec: 7935 }] }), specs())).toEqual([
      "field 'laymanDescription': number '60 million' names EIP-7935 as its source, whose specification is not here",
    ]);
  });

  it("reports a number source the prose no longer needs", () => {
    expect(
      numberProblems(eip({ laymanDescription: "Six blobs.", numberSources: [{ number: "6", spec: 7935 }] }), specs()),
    ).toEqual(["field 'numberSources.0': '6' is not a number the prose needs a source for"]);
  });

  it("says so when there is prose but no spec to check it against", () => {
    expect(numberProblems(eip({ laymanDescription: "Text." }), new Map())).toEqual([
      "no specification text for EIP-9001 to check its numbers against",
    ]);
    expect(numberProblems(eip({}), new Map())).toEqual([]);
  });
});

describe("specValues", () => {
  it("keeps constants inside identifiers and tables", () => {
    expect(specValues("MAX_BLOBS_PER_BLOCK_6 | 4096 |")).toEqual(expect.arrayContaining([6, 4096]));
  });
});
