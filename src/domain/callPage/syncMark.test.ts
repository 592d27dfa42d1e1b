import { describe, expect, test } from "vitest";
import { parseVtt } from "../transcript/parseVtt";
import { toTranscriptSeconds } from "./currentLine";
import { parseClockTime, syncFromMark } from "./syncMark";

const entries = parseVtt(
  "WEBVTT\n\n00:06:58.100 --> 00:07:00.000\nAlex: can you hear me?\n\n00:07:47.620 --> 00:07:50.000\nTim Beiko: Okay, we are live.\n\n00:08:05.000 --> 00:08:09.000\nTim Beiko: First on the agenda, Glamsterdam.\n",
);

describe("video times as typed", () => {
  test("seconds, minutes:seconds and hours:minutes:seconds", () => {
    expect(["65", "1:05", "01:05", "1:02:03", "00:00:09", "0:09.5"].map(parseClockTime)).toEqual([
      65, 65, 65, 3723, 9, 9.5,
    ]);
  });
  test("nothing that is not a time", () => {
    expect(["", "1:60", "1:60:00", "-5", "1h", "1:2:3:4", "abc"].map(parseClockTime)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("sync times from one marked line", () => {
  test("the marked line, heard at the given video time, becomes the transcript's start; the page then follows the video from it", () => {
    const mark = syncFromMark(entries, 9, { text: "we are live" });
    if ("error" in mark) throw new Error(mark.error);
    expect(mark.sync).toEqual({ transcriptStartTime: "00:07:47", videoStartTime: "00:00:09" });
    expect(mark.hiddenBefore).toBe(1);
    // 25 s into the video the agenda line is spoken: 8:05 in the transcript, within the second the mark rounds to.
    expect(toTranscriptSeconds(25, mark.sync)).toBeCloseTo(8 * 60 + 3, 0);
  });
  test("by transcript time: the line being spoken then; by default the first line", () => {
    expect(syncFromMark(entries, 70, { at: 8 * 60 + 6 })).toMatchObject({
      sync: { transcriptStartTime: "00:08:05", videoStartTime: "00:01:10" },
      hiddenBefore: 2,
    });
    expect(syncFromMark(entries, 0)).toMatchObject({
      sync: { transcriptStartTime: "00:06:58", videoStartTime: "00:00:00" },
      hiddenBefore: 0,
    });
  });
  test("says why when it cannot: no such line, a time before the transcript, no transcript", () => {
    expect(syncFromMark(entries, 9, { text: "good morning" })).toEqual({
      error: 'no transcript line contains "good morning"',
    });
    expect(syncFromMark(entries, 9, { at: 10 })).toEqual({ error: "the transcript starts after 00:00:10" });
    expect(syncFromMark([], 9)).toEqual({ error: "the call has no transcript lines" });
    expect(syncFromMark(entries, -1)).toEqual({ error: "the video time must be zero or more" });
  });
});
