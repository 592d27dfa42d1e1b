import type { TranscriptEntry } from "~/schemas/callBundle";
import { parseTimestamp } from "../time/timestamp";
import type { CallSync } from "~/schemas/content";

const LINE_BREAK = /\r\n|\r|\n/;
const TIMING = /^\s*(?:(\d+):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?\s*-->/;
const SKIPPED_BLOCK = /^(?:NOTE|STYLE|REGION)(?:\s|$)/;
const ALL_DIGITS = /^\d+$/;
const VOICE_TAG = /^<v(?:\.[^\s>]*)?\s+([^>]+)>/;

type OpenCue = { timestamp: string; lines: string[] };

/**
 * WebVTT captions → one entry per cue. Ignores the header, NOTE/STYLE/REGION blocks, blank lines and
 * cue ids; tolerates a BOM and CRLF, LF or bare-CR line endings. Lines of one cue are joined with a space.
 */
export function parseVtt(text: string): TranscriptEntry[] {
  if (typeof text !== "string") return [];
  const entries: TranscriptEntry[] = [];
  let cue: OpenCue | null = null;
  let skipping = false;

  const close = () => {
    if (cue) entries.push(toEntry(cue));
    cue = null;
  };

  for (const line of stripBom(text).split(LINE_BREAK)) {
    if (line.trim() === "") {
      close();
      skipping = false;
      continue;
    }
    if (skipping) continue;
    const start = cueStart(line);
    if (start !== null) {
      // A cue followed by the next one without a blank line: its trailing number was the next cue's id.
      if (cue && cue.lines.length > 0 && ALL_DIGITS.test(cue.lines[cue.lines.length - 1] ?? "")) cue.lines.pop();
      close();
      cue = { timestamp: start, lines: [] };
      continue;
    }
    if (cue) cue.lines.push(line.trim());
    else if (SKIPPED_BLOCK.test(line)) skipping = true;
  }
  close();
  return entries;
}

/** Lines before the sync start are pre-meeting chatter ("can you hear me?"): the call page hides them (SPEC §5). */
export function visibleTranscript(entries: readonly TranscriptEntry[], sync?: CallSync): TranscriptEntry[] {
  if (!sync) return [...entries];
  const start = parseTimestamp(sync.transcriptStartTime);
  return entries.filter((entry) => entry.seconds >= start);
}

/**
 * A first line "Name: text" names the speaker when Name looks like a name rather than prose:
 * 1–64 characters with a letter, no colon of its own (so times and URLs earlier on the line never
 * form one), followed by a space or the end of the line (so "https://x" and "10:30" never do),
 * at most six words, no sentence punctuation (? ! ; , ") and not an annotation word like "Note".
 */
export function splitSpeakerLabel(line: string): { speaker: string | null; text: string } {
  const voice = VOICE_TAG.exec(line);
  if (voice)
    return {
      speaker: voice[1]?.trim() || null,
      text: line
        .slice(voice[0].length)
        .replace(/<\/v>\s*$/, "")
        .trim(),
    };
  const colon = line.indexOf(":");
  if (colon < 0) return { speaker: null, text: line };
  const label = line.slice(0, colon);
  const rest = line.slice(colon + 1);
  if (!isSpeakerLabel(label) || !(rest === "" || /^\s/.test(rest))) return { speaker: null, text: line };
  return { speaker: label, text: rest.trim() };
}

const ANNOTATION_WORDS = new Set([
  "note",
  "nb",
  "ps",
  "p.s.",
  "edit",
  "update",
  "fyi",
  "todo",
  "re",
  "fwd",
  "warning",
  "example",
  "e.g.",
  "i.e.",
  "question",
  "answer",
  "reminder",
  "agenda",
  "summary",
  "link",
  "source",
  "ok",
  "okay",
  "yes",
  "no",
  "so",
  "well",
]);

function isSpeakerLabel(label: string): boolean {
  if (label.length === 0 || label.length > 64 || label !== label.trim()) return false;
  if (!/\p{L}/u.test(label) || /[?!;,"]/.test(label)) return false;
  if (label.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length > 6) return false;
  return !ANNOTATION_WORDS.has(label.toLowerCase());
}

/** The start of a timing line, normalised to "HH:MM:SS.mmm"; null when the line is not one. */
function cueStart(line: string): string | null {
  const match = TIMING.exec(line);
  if (!match) return null;
  const [, hours = "0", minutes = "0", seconds = "0", millis = "0"] = match;
  return `${hours.padStart(2, "0")}:${minutes.padStart(2, "0")}:${seconds}.${millis.padEnd(3, "0")}`;
}

function toEntry(cue: OpenCue): TranscriptEntry {
  const [first = "", ...rest] = cue.lines;
  const { speaker, text } = splitSpeakerLabel(first);
  // A label with no text is kept (speaker, ""): it still marks when that speaker began, and the entry count matches the file's cues.
  return {
    timestamp: cue.timestamp,
    seconds: parseTimestamp(cue.timestamp),
    speaker,
    text: [text, ...rest].filter((part) => part !== "").join(" "),
  };
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
