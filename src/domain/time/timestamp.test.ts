import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatTimestamp, hmsKey, parseTimestamp, toVideoSeconds } from "./timestamp";

describe("parseTimestamp", () => {
  it("reads HH:MM:SS", () => {
    expect(parseTimestamp("00:00:00")).toBe(0);
    expect(parseTimestamp("01:02:03")).toBe(3723);
  });

  it("keeps the milliseconds of HH:MM:SS.mmm", () => {
    expect(parseTimestamp("00:05:49.620")).toBeCloseTo(349.62, 6);
  });

  it("tolerates surrounding whitespace and hours beyond 99", () => {
    expect(parseTimestamp(" 00:01:00 ")).toBe(60);
    expect(parseTimestamp("100:00:00")).toBe(360_000);
  });

  it("reads back a leading minus", () => {
    expect(parseTimestamp("-00:01:05")).toBe(-65);
  });

  it.each([
    ["two parts", "05:49"],
    ["four parts", "00:00:05:49"],
    ["one part", "349"],
    ["empty", ""],
    ["a letter", "00:0a:00"],
    ["an empty part", "00::00"],
    ["a fraction outside the seconds", "00:01.5:00"],
    ["a signed part", "00:+1:00"],
    ["a comma decimal", "00:00:01,500"],
    ["a double minus", "--00:00:01"],
  ])("counts %s as 0", (_case, text) => {
    expect(parseTimestamp(text)).toBe(0);
  });

  it("never throws and always returns a finite number", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(Number.isFinite(parseTimestamp(text))).toBe(true);
      }),
    );
  });
});

describe("formatTimestamp", () => {
  it("pads to HH:MM:SS", () => {
    expect(formatTimestamp(0)).toBe("00:00:00");
    expect(formatTimestamp(3723)).toBe("01:02:03");
  });

  it("drops the fraction", () => {
    expect(formatTimestamp(59.999)).toBe("00:00:59");
  });

  it("shows negative times with a leading minus", () => {
    expect(formatTimestamp(-65)).toBe("-00:01:05");
    expect(formatTimestamp(-65.7)).toBe("-00:01:05");
  });

  it("shows no minus when less than a second below zero", () => {
    expect(formatTimestamp(-0.4)).toBe("00:00:00");
  });

  it("shows non-finite input as zero", () => {
    expect(formatTimestamp(Number.NaN)).toBe("00:00:00");
    expect(formatTimestamp(Number.POSITIVE_INFINITY)).toBe("00:00:00");
  });

  it("round-trips whole seconds through parseTimestamp", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (seconds) => {
        expect(parseTimestamp(formatTimestamp(seconds))).toBe(seconds);
      }),
    );
  });
});

describe("toVideoSeconds", () => {
  const sync = { transcriptStartTime: "00:07:48", videoStartTime: "00:00:09" };

  it("subtracts (transcript start − video start)", () => {
    expect(toVideoSeconds(parseTimestamp("00:07:48"), sync)).toBe(9);
    expect(toVideoSeconds(600, sync)).toBe(600 - (468 - 9));
  });

  it("goes negative before the video starts", () => {
    expect(formatTimestamp(toVideoSeconds(400, sync))).toBe("-00:00:59");
  });

  it("returns the input without sync", () => {
    expect(toVideoSeconds(123.5)).toBe(123.5);
  });

  it("treats unparseable sync times as 0", () => {
    expect(toVideoSeconds(100, { transcriptStartTime: "bad", videoStartTime: "00:00:10" })).toBe(110);
  });
});

describe("hmsKey", () => {
  it("takes the HH:MM:SS part of a cue timestamp", () => {
    expect(hmsKey("00:05:49.620")).toBe("00:05:49");
    expect(hmsKey("01:00:00.999")).toBe("01:00:00");
  });

  it("leaves whole-second timestamps alone", () => {
    expect(hmsKey("00:05:49")).toBe("00:05:49");
  });

  it("gives 00:00:00 for malformed input", () => {
    expect(hmsKey("soon")).toBe("00:00:00");
  });
});
