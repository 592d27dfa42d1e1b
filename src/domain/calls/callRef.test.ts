import { describe, expect, test } from "vitest";
import { callKey, callPath, mostRecentCalls, padCallNumber } from "./callRef";

describe("padCallNumber", () => {
  test("pads to three digits", () => {
    expect(padCallNumber(40)).toBe("040");
    expect(padCallNumber("7")).toBe("007");
    expect(padCallNumber("0040")).toBe("040");
  });
  test("leaves longer numbers alone", () => {
    expect(padCallNumber(1234)).toBe("1234");
  });
});

test("paths and keys", () => {
  expect(callPath({ type: "acdc", number: "154" })).toBe("/calls/acdc/154");
  expect(callKey({ type: "acdt", number: "56" })).toBe("acdt/056");
});

test("most recent calls: newest first, capped, stable on equal dates", () => {
  const calls = [
    { type: "acdt", number: "050", date: "2025-08-01" },
    { type: "acde", number: "220", date: "2025-09-04" },
    { type: "acdc", number: "165", date: "2025-09-04" },
    { type: "acdt", number: "051", date: "2025-08-11" },
  ];
  expect(mostRecentCalls(calls, 3).map((c) => `${c.type}${c.number}`)).toEqual(["acdc165", "acde220", "acdt051"]);
});
