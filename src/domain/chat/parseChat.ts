import type { ChatMessage } from "~/schemas/callBundle";
import { parseTimestamp } from "../time/timestamp";

export type ChatLog = { messages: ChatMessage[]; warnings: string[] };

type RawMessage = { line: number; timestamp: string; speaker: string; lines: string[] };

const LINE_BREAK = /\r\n|\r|\n/;
const MESSAGE_LINE = /^(\d{1,2}):(\d{2}):(\d{2})\t(?:([^\t]*)\t([\s\S]*)|([^\t]+):)$/;

/** Zoom chat export → messages with reactions attached to their targets and replies linked to theirs. */
export function parseChat(text: string): ChatLog {
  const warnings: string[] = [];
  const raws = typeof text === "string" ? splitMessages(text, warnings) : [];
  const messages: ChatMessage[] = [];
  const index = createTargetIndex();

  for (const raw of raws) {
    const body = joinLines(raw.lines);
    const base = { timestamp: raw.timestamp, seconds: parseTimestamp(raw.timestamp), speaker: raw.speaker };
    const reaction = parseReaction(body);
    if (reaction) {
      const targetId = findTarget(index, reaction.quote);
      const target = targetId === null ? undefined : messages[targetId];
      if (target) target.reactions.push({ speaker: raw.speaker, emoji: reaction.emoji });
      else messages.push({ ...base, id: messages.length, message: body, reactions: [], isOrphanReaction: true });
      continue;
    }
    const reply = parseReply(body);
    if (!reply && startsLikeReply(body)) warnings.push(`line ${raw.line}: reply quote never closes; kept as a plain message`);
    const message: ChatMessage = reply
      ? { ...base, id: messages.length, message: reply.text, replyTo: { quote: reply.quote, targetId: findTarget(index, reply.quote) }, reactions: [] }
      : { ...base, id: messages.length, message: body, reactions: [] };
    messages.push(message);
    addTarget(index, message.id, message.message);
  }
  return { messages, warnings };
}

const REACTION_FORMS = [/^Reacted to ([\s\S]+) with (\S+)$/, /^Heeft gereageerd op ([\s\S]+) met (\S+)$/];

/**
 * 'Reacted to "…" with 😂' (or Dutch 'Heeft gereageerd op "…" met 😂'). Some Zoom clients quote the
 * emoji instead of the text: 'Reacted to LFG May 7th with "🔥"'. The last word must be an emoji,
 * so a sentence like "Reacted to the news with surprise" stays an ordinary message.
 */
export function parseReaction(message: string): { quote: string; emoji: string } | null {
  for (const form of REACTION_FORMS) {
    const match = form.exec(message);
    if (!match) continue;
    const [, quoted = "", emojiPart = ""] = match;
    const emojiQuoted = emojiPart.length > 2 && emojiPart.startsWith('"') && emojiPart.endsWith('"');
    const emoji = emojiQuoted ? emojiPart.slice(1, -1) : emojiPart;
    if (!looksLikeEmoji(emoji)) return null;
    const quote = !emojiQuoted && quoted.length >= 2 && quoted.startsWith('"') && quoted.endsWith('"') ? quoted.slice(1, -1) : quoted;
    return { quote, emoji };
  }
  return null;
}

/** True for reaction lines in either language: they are excluded from search (SPEC §5). */
export function isReactionLine(message: string): boolean {
  return parseReaction(message) !== null;
}

const REPLY_PREFIXES = ['Replying to "', 'Antwoord verzenden naar "'];

/**
 * 'Replying to "quote"' then (usually) a blank line, then the reply. The quote may be cut with "..." or
 * "…" and may span lines: it closes on the first line ending with a double quote. Null when it never closes.
 */
export function parseReply(message: string): { quote: string; text: string } | null {
  const prefix = REPLY_PREFIXES.find((p) => message.startsWith(p));
  if (prefix === undefined) return null;
  const lines = message.slice(prefix.length).split("\n");
  const closing = lines.findIndex((line) => line.trimEnd().endsWith('"'));
  if (closing < 0) return null;
  const quoteLines = lines.slice(0, closing + 1);
  quoteLines[closing] = (quoteLines[closing] ?? "").trimEnd().slice(0, -1);
  const after = lines.slice(closing + 1);
  const firstText = after.findIndex((line) => line.trim() !== "");
  return { quote: quoteLines.join("\n"), text: firstText < 0 ? "" : after.slice(firstText).join("\n") };
}

function startsLikeReply(message: string): boolean {
  return REPLY_PREFIXES.some((p) => message.startsWith(p));
}

function looksLikeEmoji(text: string): boolean {
  return text.length > 0 && text.length <= 16 && !/\p{L}/u.test(text) && /[\u0080-\u{10FFFF}]/u.test(text);
}

function splitMessages(text: string, warnings: string[]): RawMessage[] {
  const raws: RawMessage[] = [];
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(LINE_BREAK);
  lines.forEach((line, i) => {
    const match = MESSAGE_LINE.exec(line);
    if (match) {
      const [, h = "", m = "", s = "", tabbedSender, message, bareSender] = match;
      raws.push({ line: i + 1, timestamp: `${h.padStart(2, "0")}:${m}:${s}`, speaker: senderName(tabbedSender ?? bareSender ?? ""), lines: [message ?? ""] });
      return;
    }
    const last = raws[raws.length - 1];
    if (last) last.lines.push(line);
    else if (line.trim() !== "") warnings.push(`line ${i + 1}: text before the first message ignored`);
  });
  return raws;
}

/** The sender field ends with a colon that is not part of the name. */
function senderName(field: string): string {
  return field.trim().replace(/:$/, "").trim();
}

/** Continuation lines are kept with "\n"; blank lines at the end (the file's last newline) are not part of the message. */
function joinLines(lines: readonly string[]): string {
  let end = lines.length;
  while (end > 1 && (lines[end - 1] ?? "").trim() === "") end--;
  return lines.slice(0, end).join("\n");
}

// Finding "the most recent earlier message whose text starts with the fragment" by scanning back is
// quadratic on big logs, so messages are bucketed by prefixes of these lengths of their normalised text.
const KEY_LENGTHS = [1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 24, 32];
type TargetIndex = { texts: string[]; byPrefix: Map<string, number[]> };

function createTargetIndex(): TargetIndex {
  return { texts: [], byPrefix: new Map() };
}

function addTarget(index: TargetIndex, id: number, message: string): void {
  const text = normalise(message);
  index.texts[id] = text;
  for (const length of KEY_LENGTHS) {
    if (length > text.length) break;
    const key = text.slice(0, length);
    const bucket = index.byPrefix.get(key);
    if (bucket) bucket.push(id);
    else index.byPrefix.set(key, [id]);
  }
}

function findTarget(index: TargetIndex, quote: string): number | null {
  const fragment = normalise(quoteFragment(quote));
  if (fragment === "") return null;
  const keyLength = KEY_LENGTHS.filter((length) => length <= fragment.length).pop() ?? 1;
  const bucket = index.byPrefix.get(fragment.slice(0, keyLength)) ?? [];
  for (let i = bucket.length - 1; i >= 0; i--) {
    const id = bucket[i];
    if (id !== undefined && (index.texts[id] ?? "").startsWith(fragment)) return id;
  }
  return null;
}

/** The start of the quoted message: the truncation marker goes, and with it a character Zoom cut in half ("�" or "?"). */
function quoteFragment(quote: string): string {
  const trimmed = quote.trim();
  const cut = trimmed.replace(/(?:\.\.\.|…)$/, "");
  return cut === trimmed ? trimmed : cut.replace(/[\uFFFD?]+$/, "");
}

function normalise(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}
