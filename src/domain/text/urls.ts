import { safeLinkUrl } from "./inlineLinks";

/** A web address written out in a line of text: where it sits ([start, end) offsets) and the href to open. */
export type FoundUrl = { start: number; end: number; href: string };

// An address starts with http:// or https:// (any case), not glued to a word before it, and runs to the
// first character that cannot be in one as typed: whitespace, a control or invisible formatting character
// (zero-width spaces, bidi overrides), <, >, a double quote, a backtick, or a typographic quote or
// bracket. Linear: no nested quantifiers.
const CANDIDATE = /(?<![\p{L}\p{N}_])https?:\/\/[^\s\p{Cc}\p{Cf}<>"`“”„«»「」『』【】〈〉《》（）]+/giu;
// What a sentence puts after an address: stripped from its end, however many.
const TRAILING = new Set([...".,:;!?'*_~…’‘。、，！？：；"]);
const OPENER_OF = new Map([
  [")", "("],
  ["]", "["],
  ["}", "{"],
]);
const OPENERS = new Set(OPENER_OF.values());

/**
 * The http(s) addresses a chat message or transcript line spells out, in reading order. Trailing sentence
 * punctuation is left out, and so is a closing bracket the address did not open ("(see https://x.org/a)"
 * links https://x.org/a, while https://en.wikipedia.org/wiki/Merkle_(tree) keeps its own). Only what
 * the URL parser accepts as an absolute http(s) URL with a host counts; the href is its normalised form
 * (an IDN host in punycode), the text shown stays as written.
 */
export function findUrls(text: string): FoundUrl[] {
  if (typeof text !== "string" || !text.includes("://")) return [];
  const found: FoundUrl[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const written = trimTrailing(match[0]);
    // "http:///x" or "https://?q": no host where the address says one is.
    if (/^https?:\/\/[/\\?#]/i.test(written)) continue;
    const href = safeLinkUrl(written);
    if (href) found.push({ start: match.index, end: match.index + written.length, href });
  }
  return found;
}

/** Drops trailing punctuation and unbalanced closing brackets, in one pass from the end. */
function trimTrailing(candidate: string): string {
  const count = new Map<string, number>();
  for (const char of candidate)
    if (OPENER_OF.has(char) || OPENERS.has(char)) count.set(char, (count.get(char) ?? 0) + 1);
  let end = candidate.length;
  while (end > 0) {
    const char = candidate[end - 1] ?? "";
    const opener = OPENER_OF.get(char);
    if (TRAILING.has(char)) {
      end--;
    } else if (opener !== undefined && (count.get(char) ?? 0) > (count.get(opener) ?? 0)) {
      count.set(char, (count.get(char) ?? 0) - 1);
      end--;
    } else {
      break;
    }
  }
  return candidate.slice(0, end);
}
