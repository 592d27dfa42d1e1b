import type { CallSync } from "~/schemas/content";

// Clock times as they appear in captions, chat logs, call configs and deep links.

const WHOLE = /^\d+$/;
const SECONDS = /^\d+(?:\.\d+)?$/;

/**
 * "HH:MM:SS" or "HH:MM:SS.mmm" → seconds (fraction kept). Anything without exactly three
 * colon-separated numeric parts counts as 0 (SPEC §5). A leading minus is read back, so
 * formatTimestamp's output round-trips.
 */
export function parseTimestamp(text: string): number {
  if (typeof text !== "string") return 0;
  const trimmed = text.trim();
  const negative = trimmed.startsWith("-");
  const parts = (negative ? trimmed.slice(1) : trimmed).split(":");
  if (parts.length !== 3) return 0;
  const [hours = "", minutes = "", seconds = ""] = parts;
  if (!WHOLE.test(hours) || !WHOLE.test(minutes) || !SECONDS.test(seconds)) return 0;
  const [wholeSeconds = "0", fraction] = seconds.split(".");
  const whole = Number(hours) * 3600 + Number(minutes) * 60 + Number(wholeSeconds);
  // Parsed as one decimal so "00:06:49.660" gives 409.66, not 409.65999999999997.
  const total = fraction === undefined ? whole : Number(`${whole}.${fraction}`);
  if (!Number.isFinite(total)) return 0;
  return negative ? -total : total;
}

/** Seconds → "HH:MM:SS" (fraction dropped); negative values get a leading minus (SPEC §9). */
export function formatTimestamp(seconds: number): string {
  if (!Number.isFinite(seconds)) return "00:00:00";
  const whole = Math.floor(Math.abs(seconds));
  const sign = seconds < 0 && whole > 0 ? "-" : "";
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${sign}${pad2(hours)}:${pad2(minutes)}:${pad2(whole % 60)}`;
}

/** Video time = transcript time − (transcript start − video start) (SPEC §9). */
export function toVideoSeconds(transcriptSeconds: number, sync?: CallSync): number {
  if (!sync) return transcriptSeconds;
  return transcriptSeconds - (parseTimestamp(sync.transcriptStartTime) - parseTimestamp(sync.videoStartTime));
}

/**
 * The video time of a transcript moment, for a '#HH:MM:SS' deep link, when the call's sync puts it elsewhere than
 * the transcript time: `{}` otherwise, so the link falls back to the timestamp itself.
 */
export function videoMoment(timestamp: string, sync: CallSync | undefined): { moment?: string } {
  const moment = formatTimestamp(Math.max(0, toVideoSeconds(parseTimestamp(timestamp), sync)));
  return moment === timestamp ? {} : { moment };
}

/** "00:05:49.620" → "00:05:49": calendar results carry whole seconds, cues carry milliseconds. */
export function hmsKey(timestamp: string): string {
  return formatTimestamp(parseTimestamp(timestamp));
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}
