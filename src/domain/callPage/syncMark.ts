import type { TranscriptEntry } from "~/schemas/callBundle";
import type { CallSync } from "~/schemas/content";
import { formatTimestamp } from "../time/timestamp";

/** A time as a maintainer types it: "65" (seconds), "1:05", "01:05", "1:02:03" or "01:02:03.5"; undefined otherwise. */
export function parseClockTime(text: string): number | undefined {
  const match = /^\s*(?:(?:(\d{1,2}):)?(\d{1,2}):)?(\d{1,5}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  const [, hours, minutes, seconds = "0"] = match;
  if (minutes !== undefined && Number(seconds) >= 60) return undefined;
  if (hours !== undefined && Number(minutes) >= 60) return undefined;
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds);
}

export type SyncMark = { sync: CallSync; line: TranscriptEntry; hiddenBefore: number } | { error: string };

/**
 * The sync times of a call from one marked moment: the transcript line heard at `videoSeconds` of the video
 * (the first line, the line at transcript time `at`, or the first line containing `text`). The call page starts
 * the transcript at the marked line, so the mark is the first line the video has: lines before it are hidden.
 */
export function syncFromMark(
  entries: readonly TranscriptEntry[],
  videoSeconds: number,
  pick: { text?: string; at?: number } = {},
): SyncMark {
  if (entries.length === 0) return { error: "the call has no transcript lines" };
  if (!Number.isFinite(videoSeconds) || videoSeconds < 0) return { error: "the video time must be zero or more" };
  let index = 0;
  if (pick.text !== undefined) {
    const wanted = pick.text.trim().toLowerCase();
    index = entries.findIndex((entry) => `${entry.speaker ?? ""}: ${entry.text}`.toLowerCase().includes(wanted));
    if (index < 0) return { error: `no transcript line contains "${pick.text}"` };
  } else if (pick.at !== undefined) {
    const at = pick.at;
    index = entries.findLastIndex((entry) => entry.seconds <= at);
    if (index < 0) return { error: `the transcript starts after ${formatTimestamp(at)}` };
  }
  const line = entries[index];
  if (!line) return { error: "no such transcript line" };
  return {
    sync: { transcriptStartTime: formatTimestamp(line.seconds), videoStartTime: formatTimestamp(videoSeconds) },
    line,
    hiddenBefore: index,
  };
}
