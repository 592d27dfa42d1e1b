import { describe, expect, it } from "vitest";
import { displayTitle } from "./displayTitle";

describe("displayTitle", () => {
  it("strips an 'EIP-n: ' or 'RIP-n: ' prefix", () => {
    expect(displayTitle("EIP-7928: Block-level Access Lists")).toBe("Block-level Access Lists");
    expect(displayTitle("RIP-7212: Precompile for secp256r1")).toBe("Precompile for secp256r1");
    expect(displayTitle("eip-7702:Set code")).toBe("Set code");
  });

  it("leaves titles without a prefix, later colons and prefixes further in alone", () => {
    expect(displayTitle("Gas limit increase")).toBe("Gas limit increase");
    expect(displayTitle("EIP-1: A: B")).toBe("A: B");
    expect(displayTitle("Note EIP-1: x")).toBe("Note EIP-1: x");
    expect(displayTitle("EIP transfers")).toBe("EIP transfers");
  });

  it("trims stray spaces, and keeps a title that is nothing but its prefix", () => {
    expect(displayTitle("EIP-8032: Size-Based Storage Gas Pricing ")).toBe("Size-Based Storage Gas Pricing");
    expect(displayTitle("EIP-8032:")).toBe("EIP-8032:");
  });
});
