import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { indexAtClock, indexAtTime, toTranscriptSeconds } from "./currentLine";
import { toVideoSeconds } from "../time/timestamp";

const sync = { transcriptStartTime: "00:07:48", videoStartTime: "00:00:09" }; // offset 459 s

describe("toTranscriptSeconds", () => {
  it("adds (transcript start − video start) to the video time", () => {
    expect(toTranscriptSeconds(0, sync)).toBe(459);
    expect(toTranscriptSeconds(9, sync)).toBe(468);
  });

  it("returns the input without sync", () => {
    expect(toTranscriptSeconds(12.5)).toBe(12.5);
  });

  it("undoes toVideoSeconds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 0, max: 3600 }),
        (t, a, b) => {
          const s = { transcriptStartTime: clock(a), videoStartTime: clock(b) };
          expect(toTranscriptSeconds(toVideoSeconds(t, s), s)).toBe(t);
        },
      ),
    );
  });
});

describe("indexAtTime", () => {
  const starts = [10, 20, 20, 35.5, 60];

  it("finds the last line that started at or before the time", () => {
    expect(indexAtTime(starts, 10)).toBe(0);
    expect(indexAtTime(starts, 19.99)).toBe(0);
    expect(indexAtTime(starts, 20)).toBe(2);
    expect(indexAtTime(starts, 40)).toBe(3);
    expect(indexAtTime(starts, 6000)).toBe(4);
  });

  it("gives -1 before the first line, for an empty list and for a non-finite time", () => {
    expect(indexAtTime(starts, 9.9)).toBe(-1);
    expect(indexAtTime([], 50)).toBe(-1);
    expect(indexAtTime(starts, Number.NaN)).toBe(-1);
  });

  it("agrees with a linear scan", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 })), fc.integer({ min: -10, max: 600 }), (raw, t) => {
        const sorted = [...raw].sort((a, b) => a - b);
        let expected = -1;
        sorted.forEach((start, i) => {
          if (start <= t) expected = i;
        });
        expect(indexAtTime(sorted, t)).toBe(expected);
      }),
    );
  });
});

describe("indexAtClock", () => {
  it("counts a cue that began within the same whole second", () => {
    const starts = [183.5, 184.2, 185.9];
    expect(indexAtTime(starts, 184)).toBe(0);
    expect(indexAtClock(starts, 184)).toBe(1);
    expect(indexAtClock(starts, 185)).toBe(2);
    expect(indexAtClock(starts, 183)).toBe(0);
    expect(indexAtClock(starts, 182.9)).toBe(-1);
  });
});

function clock(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
