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
    if (!reply && startsLikeReply(body) !== null)
      warnings.push(`line ${raw.line}: reply quote never closes; kept as a plain message`);
    const message: ChatMessage = reply
      ? {
          ...base,
          id: messages.length,
          message: reply.text,
          replyTo: { quote: reply.quote, targetId: findTarget(index, reply.quote) },
          reactions: [],
        }
      : { ...base, id: messages.length, message: body, reactions: [] };
    messages.push(message);
    addTarget(index, message.id, message.message);
  }
  return { messages, warnings };
}

/**
 * How Zoom words a reaction or a reply, one row per UI language it was written in (it uses the sender's
 * language, so one chat mixes them). In a reaction, {quote} is the start of the target message, usually in
 * double quotes, possibly cut with "..." or "…" and spanning lines, and {emoji} is one word that must be an
 * emoji, so an ordinary sentence using the same words stays a message. A reply template is its header: the
 * reply's own text follows on the next lines. Every template starts with words, which is how a message
 * "starts like" a reaction or reply.
 */
export type ChatForm = { language: string; reaction: string; reply?: string };

export const CHAT_FORMS: readonly ChatForm[] = [
  { language: "en", reaction: "Reacted to {quote} with {emoji}", reply: 'Replying to "{quote}"' },
  { language: "nl", reaction: "Heeft gereageerd op {quote} met {emoji}", reply: 'Antwoord verzenden naar "{quote}"' },
  { language: "fr", reaction: "A réagi à {quote} avec {emoji}", reply: 'Répondre à "{quote}"' },
  { language: "es", reaction: "Se ha reaccionado a {quote} con {emoji}", reply: 'Respondiendo a "{quote}"' },
  // No German reply has been seen yet, so its header is unknown.
  { language: "de", reaction: "Hat auf {quote} mit {emoji} reagiert" },
];

type ReactionRule = { language: string; wording: string; pattern: RegExp };
type ReplyRule = { language: string; open: string; close: string };

const REACTION_RULES: readonly ReactionRule[] = CHAT_FORMS.map(reactionRule);
const REPLY_RULES: readonly ReplyRule[] = CHAT_FORMS.flatMap((form) =>
  form.reply === undefined ? [] : [replyRule(form.language, form.reply)],
);

// The quote slot is greedy, so the separator before the emoji is its last occurrence: a quote may contain " with ".
function reactionRule({ language, reaction }: ChatForm): ReactionRule {
  const parts = reaction.split(/(\{quote\}|\{emoji\})/);
  const wording = parts[0] ?? "";
  if (
    wording.trim() === "" ||
    parts.filter((part) => part === "{quote}").length !== 1 ||
    parts.filter((part) => part === "{emoji}").length !== 1
  ) {
    throw new Error(`chat form ${language}: a reaction starts with words and has one {quote} and one {emoji}`);
  }
  const source = parts
    .map((part) =>
      part === "{quote}" ? "(?<quote>[\\s\\S]+)" : part === "{emoji}" ? "(?<emoji>\\S+)" : escapeRegExp(part),
    )
    .join("");
  return { language, wording, pattern: new RegExp(`^${source}$`, "u") };
}

function replyRule(language: string, reply: string): ReplyRule {
  const [open = "", close = "", ...rest] = reply.split("{quote}");
  if (open.trim() === "" || close === "" || rest.length > 0)
    throw new Error(`chat form ${language}: a reply starts with words and has one {quote} before a closing mark`);
  return { language, open, close };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A reaction in any language of CHAT_FORMS, e.g. 'Reacted to "…" with 😂' or 'Hat auf "…" mit 🙏 reagiert'.
 * Some Zoom clients quote the emoji instead of the text: 'Reacted to LFG May 7th with "🔥"'. The emoji slot
 * must hold an emoji, so a sentence like "Reacted to the news with surprise" stays an ordinary message.
 */
export function parseReaction(message: string): { quote: string; emoji: string } | null {
  const text = message.trimEnd();
  for (const rule of REACTION_RULES) {
    const groups = rule.pattern.exec(text)?.groups;
    if (!groups) continue;
    const quoted = groups.quote ?? "";
    const emojiPart = groups.emoji ?? "";
    const emojiQuoted = emojiPart.length > 2 && emojiPart.startsWith('"') && emojiPart.endsWith('"');
    const emoji = emojiQuoted ? emojiPart.slice(1, -1) : emojiPart;
    if (!looksLikeEmoji(emoji)) continue;
    const quote =
      !emojiQuoted && quoted.length >= 2 && quoted.startsWith('"') && quoted.endsWith('"')
        ? quoted.slice(1, -1)
        : quoted;
    return { quote, emoji };
  }
  return null;
}

/** True for reaction lines in any language: they are excluded from search (SPEC §5). */
export function isReactionLine(message: string): boolean {
  return parseReaction(message) !== null;
}

/** The language whose reaction wording the message starts with, whether or not the rest makes it a reaction. */
export function startsLikeReaction(message: string): string | null {
  return REACTION_RULES.find((rule) => message.startsWith(rule.wording))?.language ?? null;
}

/** The language whose reply header the message starts with, whether or not its quote ever closes. */
export function startsLikeReply(message: string): string | null {
  return replyRuleOf(message)?.language ?? null;
}

function replyRuleOf(message: string): ReplyRule | undefined {
  return REPLY_RULES.find((rule) => message.startsWith(rule.open));
}

/**
 * 'Replying to "quote"' (or its form in another language of CHAT_FORMS) then, usually, a blank line, then
 * the reply. The quote may be cut with "..." or "…" and may span lines: it closes on the first line ending
 * with the closing mark. Null when it never closes.
 */
export function parseReply(message: string): { quote: string; text: string } | null {
  const rule = replyRuleOf(message);
  if (rule === undefined) return null;
  const lines = message.slice(rule.open.length).split("\n");
  const closing = lines.findIndex((line) => line.trimEnd().endsWith(rule.close));
  if (closing < 0) return null;
  const quoteLines = lines.slice(0, closing + 1);
  const closingLine = (quoteLines[closing] ?? "").trimEnd();
  quoteLines[closing] = closingLine.slice(0, closingLine.length - rule.close.length);
  const after = lines.slice(closing + 1);
  const firstText = after.findIndex((line) => line.trim() !== "");
  return { quote: quoteLines.join("\n"), text: firstText < 0 ? "" : after.slice(firstText).join("\n") };
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
      raws.push({
        line: i + 1,
        timestamp: `${h.padStart(2, "0")}:${m}:${s}`,
        speaker: senderName(tabbedSender ?? bareSender ?? ""),
        lines: [message ?? ""],
      });
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
