import { describe, expect, it } from "vitest";
import { decodedBodySize, downloadPercent, PERCENT_DOWNLOADED } from "./indexLoadProgress";

describe("downloadPercent", () => {
  it("maps received bytes onto the download's share of the scale, rounded down", () => {
    expect(downloadPercent(0, 1000)).toBe(0);
    expect(downloadPercent(500, 1000)).toBe(45);
    expect(downloadPercent(999, 1000)).toBe(89);
    expect(downloadPercent(1000, 1000)).toBe(PERCENT_DOWNLOADED);
  });

  it("never passes the download's share when more bytes arrive than expected", () => {
    expect(downloadPercent(5000, 1000)).toBe(PERCENT_DOWNLOADED);
  });

  it("is unknown without a size", () => {
    expect(downloadPercent(10, null)).toBeNull();
    expect(downloadPercent(10, 0)).toBeNull();
  });
});

describe("decodedBodySize", () => {
  it("prefers the size measured at build time", () => {
    expect(decodedBodySize(4_511_532, "1400000", "br")).toBe(4_511_532);
    expect(decodedBodySize(4_511_532, null, null)).toBe(4_511_532);
  });

  it("uses Content-Length only when the body is not compressed", () => {
    expect(decodedBodySize(null, "1234", null)).toBe(1234);
    expect(decodedBodySize(null, "1234", "identity")).toBe(1234);
    expect(decodedBodySize(null, "1234", "gzip")).toBeNull();
    expect(decodedBodySize(null, "1234", "br")).toBeNull();
  });

  it("ignores sizes that are not positive whole numbers", () => {
    expect(decodedBodySize(0, "abc", null)).toBeNull();
    expect(decodedBodySize(-3, "-1", null)).toBeNull();
    expect(decodedBodySize(Number.NaN, null, null)).toBeNull();
    expect(decodedBodySize(null, "", null)).toBeNull();
  });
});
