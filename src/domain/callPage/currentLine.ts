import { parseTimestamp } from "../time/timestamp";
import type { CallSync } from "~/schemas/content";

/**
 * The transcript time for a video time: the inverse of toVideoSeconds (SPEC §9: video time =
 * transcript time − (transcript start − video start)).
 */
export function toTranscriptSeconds(videoSeconds: number, sync?: CallSync): number {
  if (!sync) return videoSeconds;
  return videoSeconds + (parseTimestamp(sync.transcriptStartTime) - parseTimestamp(sync.videoStartTime));
}

/**
 * Index of the last item that started at or before `seconds`, or -1 when `seconds` is before the
 * first. `starts` must be in ascending order (cue and chat times are). Binary search: this runs ten
 * times a second against transcripts of thousands of lines.
 */
export function indexAtTime(starts: readonly number[], seconds: number): number {
  if (!Number.isFinite(seconds)) return -1;
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] ?? Infinity) <= seconds) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The item playing at a clock time given to the second (a summary, chat or link time): cues carry
 * milliseconds, so a topic at 00:03:04 belongs to the cue that began at 00:03:04.200, not to the one
 * before it (SPEC-NOTES decision 4 matches transcript lines on HH:MM:SS).
 */
export function indexAtClock(starts: readonly number[], seconds: number): number {
  return indexAtTime(starts, Math.floor(seconds) + 0.999);
}
