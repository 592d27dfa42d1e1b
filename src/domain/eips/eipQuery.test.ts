import { describe, expect, it } from "vitest";
import {
  eipQueryFromParam,
  eipQueryMatcher,
  isBlankEipQuery,
  MAX_EIP_QUERY_LENGTH,
  type EipQueryTarget,
} from "./eipQuery";

const eips: EipQueryTarget[] = [
  { id: 7732, title: "Enshrined Proposer-Builder Separation", aliases: ["ePBS"] },
  { id: 7928, title: "Block-Level Access Lists" },
  { id: 7805, title: "Fork-choice enforced Inclusion Lists (FOCIL)" },
  { id: 212, title: "RIP-7212 stand-in", aliases: [] },
];
const kept = (query: string) => eips.filter(eipQueryMatcher(query)).map((eip) => eip.id);

describe("eipQueryMatcher", () => {
  it("finds a number in any spelling, and by its first digits", () => {
    for (const query of ["7732", "EIP-7732", "eip 7732", "eip7732", "  EIP-7732  "])
      expect(kept(query), query).toEqual([7732]);
    expect(kept("RIP-212")).toEqual([212]);
    expect(kept("78")).toEqual([7805]);
  });

  it("finds words of the title in any order and common names, ignoring case", () => {
    expect(kept("lists access")).toEqual([7928]);
    expect(kept("LISTS")).toEqual([7928, 7805]);
    expect(kept("epbs")).toEqual([7732]);
    expect(kept("focil")).toEqual([7805]);
  });

  it("needs every word", () => {
    expect(kept("inclusion 7928")).toEqual([]);
    expect(kept("inclusion 7805")).toEqual([7805]);
  });

  it("keeps everything for an empty or blank query", () => {
    expect(kept("")).toHaveLength(eips.length);
    expect(kept(" \t ")).toHaveLength(eips.length);
    expect(isBlankEipQuery(" \t ")).toBe(true);
    expect(isBlankEipQuery("x")).toBe(false);
  });

  it("reads pattern characters and markup as plain text", () => {
    expect(kept("(.*")).toEqual([]);
    expect(kept("<script>alert(1)</script>")).toEqual([]);
    expect(kept("[a-z]+")).toEqual([]);
    expect(kept("(focil)")).toEqual([7805]);
  });
});

describe("eipQueryFromParam", () => {
  it("is empty without a parameter and cuts a huge one", () => {
    expect(eipQueryFromParam(null)).toBe("");
    expect(eipQueryFromParam("x".repeat(10_000))).toHaveLength(MAX_EIP_QUERY_LENGTH);
    expect(eipQueryFromParam("ePBS")).toBe("ePBS");
  });
});
