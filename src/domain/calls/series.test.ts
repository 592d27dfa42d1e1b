import { describe, expect, test } from "vitest";
import {
  BREAKOUTS,
  callTitle,
  shortCallTitle,
  listCalls,
  seriesChoices,
  seriesLabel,
  seriesOfChoice,
  shortSeriesLabel,
} from "./series";

const series = [
  { id: "acdc", name: "All Core Devs - Consensus", short: "ACDC", chip: true },
  { id: "acde", name: "All Core Devs - Execution", short: "ACDE", chip: true },
  { id: "focil", name: "FOCIL Breakout", short: "FOCIL" },
  { id: "epbs", name: "ePBS Breakout", short: "ePBS" },
];

describe("seriesLabel", () => {
  test("names a listed series, and shows an unlisted id as it is", () => {
    expect(seriesLabel(series, "focil")).toEqual({ id: "focil", name: "FOCIL Breakout", short: "FOCIL" });
    expect(seriesLabel(series, "newroom")).toEqual({ id: "newroom", name: "newroom", short: "NEWROOM" });
    expect(callTitle(seriesLabel(series, "acdc"), "040")).toBe("All Core Devs - Consensus #040");
    expect(callTitle(seriesLabel(series, "acdc"), "7")).toBe("All Core Devs - Consensus #007");
    expect(callTitle(seriesLabel(series, "acdc"), "1234")).toBe("All Core Devs - Consensus #1234");
    expect(shortCallTitle(seriesLabel(series, "acdt"), "40")).toBe("ACDT #040");
  });
});

describe("seriesChoices", () => {
  test("chips for the chip series in content order; every other series with calls, by name, even one content does not list", () => {
    const calls = [{ type: "focil" }, { type: "acdc" }, { type: "zkevm" }, { type: "epbs" }, { type: "focil" }];
    const { chips, others } = seriesChoices(series, calls);
    expect(chips.map((s) => s.id)).toEqual(["acdc", "acde"]);
    expect(others.map((s) => s.id)).toEqual(["epbs", "focil", "zkevm"]);
  });
});

describe("shortSeriesLabel", () => {
  test.each([
    ["FOCIL Breakout", "focil", "FOCIL"],
    ["ePBS Breakout", "epbs", "ePBS"],
    ["EIP-7928 Breakout Room", "bal", "EIP-7928"],
    ["L1-zkEVM Breakout", "zkevm", "L1-zkEVM"],
    ["Encrypt the Mempool", "encryptthemempool", "EtM"],
    ["RPC Standards", "rpcstandards", "RPC"],
    ["All Wallet Devs", "allwalletdevs", "AWD"],
    ["zkEVM", "zkevm", "zkEVM"],
    ["", "newroom", "NEWROOM"],
    ["<script>alert(1)</script> Room", "x", "<sR"],
  ])("%s → %s", (name, id, short) => {
    expect(shortSeriesLabel(name, id)).toBe(short);
  });
  test("never longer than 8 characters", () => {
    expect(shortSeriesLabel("Supercalifragilistic", "x").length).toBeLessThanOrEqual(8);
    expect(shortSeriesLabel("a ".repeat(50), "x").length).toBeLessThanOrEqual(8);
  });
});

test("listCalls names each call's series, sharing one label per series", () => {
  const listed = listCalls(series, [
    { type: "focil", number: "003", date: "2025-01-09" },
    { type: "focil", number: "004", date: "2025-01-16" },
    { type: "newroom", number: "001", date: "2025-02-01" },
  ]);
  expect(listed[0]?.series).toEqual({ id: "focil", name: "FOCIL Breakout", short: "FOCIL" });
  expect(listed[0]?.series).toBe(listed[1]?.series);
  expect(listed[2]?.series.name).toBe("newroom");
});

test("seriesOfChoice: all, one series, or every series without a chip", () => {
  const others = [
    { id: "epbs", name: "ePBS Breakout", short: "ePBS" },
    { id: "focil", name: "FOCIL Breakout", short: "FOCIL" },
  ];
  expect(seriesOfChoice("all", others)).toBe("all");
  expect(seriesOfChoice("acdc", others)).toEqual(["acdc"]);
  expect(seriesOfChoice(BREAKOUTS, others)).toEqual(["epbs", "focil"]);
  expect(seriesOfChoice(BREAKOUTS, [])).toEqual([]);
});
