// Finds the EIPs a line of prose, a transcript cue or a chat message names. Precision comes first: a wrong
// link is worse than a missing one, so a bare number ("7732 people", "block 7732") is never a mention, and
// every looser form below must fit the shape of a modern EIP number.

export type EipAlias = { alias: string; eip: number };
export type EipMention = { eip: number; start: number; end: number; text: string; via: "number" | "alias" };

/** The word EIP or EIPs on word boundaries; a digit may follow at once ("EIP7732"), a letter may not. */
const EIP_WORD = /(?<![\p{L}\p{N}_])eip(s?)(?![\p{L}_])/giu;
const DASHES = "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212";
const WORD_JOINER = "[\\s\\-\\u2010-\\u2015\\u2212]";
const SPACES = " \t\u00a0\u202f";
const MAX_GAP = 3;
const MAX_DIGITS = 5;
// A list after "EIPs" goes on with ',', '&', '+', '/', 'and' or 'or': "EIPs 7732, 7805 and 7928".
const LIST_GLUE = /[ \t\u00a0]{0,3}(?:,[ \t\u00a0]{0,3}(?:and|or|&)?|&|\+|\/|and|or)[ \t\u00a0]{0,3}/iy;
// A transcript speaks a number in groups: "EIP 7, 9 0, 7", "Eip 79, 51", "Eip 7,825".
const SPOKEN_GROUP = /(?:,[ \t]?|[ \t])([0-9]{1,3})(?![0-9])/y;

type Found = { eip: number; start: number; end: number; via: EipMention["via"] };

/**
 * Every EIP the text names, in reading order, without overlaps. Numbers: "EIP-7732", "EIP 7732", "eip7732",
 * "EIP – 7732", "EIP #7732", "EIPs 7732 and 7805", "https://eips.ethereum.org/EIPS/eip-7732". A '#7732' counts
 * only where it hangs on the word EIP through list glue ("the EIPs #7732 and #7805"), stricter than any window
 * of characters, so "the EIP's PR #9876" stays a pull request. Aliases: the names in the alias table as whole
 * words, with an optional plural 's'; not inside URLs (slugs and repo names are not sentences). Where a number
 * and an alias overlap the number wins; of two aliases, the longer.
 */
export function findEipMentions(text: string, aliases: readonly EipAlias[]): EipMention[] {
  if (typeof text !== "string" || text.length === 0) return [];
  // Most lines name no EIP at all: their links are looked for only once something needs to know.
  let spans: Span[] | undefined;
  const urls = () => (spans ??= urlSpans(text));
  const taken = new Uint8Array(text.length);
  const found: Found[] = [];
  const claim = (mention: Found) => {
    for (let i = mention.start; i < mention.end; i++) if (taken[i]) return;
    taken.fill(1, mention.start, mention.end);
    found.push(mention);
  };

  for (const match of text.matchAll(EIP_WORD)) {
    const inUrl = insideSpan(urls(), match.index);
    for (const mention of numbersAfter(text, match.index, match.index + match[0].length, match[1] !== "", inUrl))
      claim(mention);
  }
  const aliasHits: Found[] = [];
  const { anyAlias, matchers } = matchersFor(aliases);
  if (anyAlias?.test(text)) for (const matcher of matchers) collectAliasHits(text, matcher, urls(), aliasHits);
  aliasHits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const hit of aliasHits) claim(hit);

  return found
    .sort((a, b) => a.start - b.start)
    .map(({ eip, start, end, via }) => ({ eip, start, end, text: text.slice(start, end), via }));
}

/** The distinct EIPs the text names, in order of first mention. */
export function eipsMentioned(text: string, aliases: readonly EipAlias[]): number[] {
  return [...new Set(findEipMentions(text, aliases).map((mention) => mention.eip))];
}

// ---- numbers ---------------------------------------------------------------------------------------------

/**
 * The numbers that follow one "EIP"/"EIPs" word (from wordEnd). The separator decides how strict the number is:
 * - tight (nothing, spaces, a dash, ':' or ' #'): 1–5 digits, "EIP-1" to "EIP 99999";
 * - loose (',', '.', '?' or '(' as in ASR's "Eip, 7,918" or "the EIPs (7702, 7623)"): exactly four digits that do not
 *   read as a year 1900–2099, since "this EIP, 2025 will…" and "one EIP, 3 for another" are sentences;
 * - inside a URL only "eip-7732"/"eip7732" after '/', '-', '_' or '#' counts: "EIPs/pull/7732" is a pull request.
 * After "EIPs" the numbers form a list, each of 3–5 digits ("EIPs 7732 and 2 others" names one EIP).
 */
function numbersAfter(text: string, wordStart: number, wordEnd: number, plural: boolean, inUrl: boolean): Found[] {
  if (inUrl) {
    const before = text[wordStart - 1];
    if (before !== "/" && before !== "-" && before !== "_" && before !== "#") return [];
    let at = wordEnd;
    if (DASHES.includes(text[at] ?? "") || text[at] === "_") at++;
    const number = readNumber(text, at, "url", false);
    return number && !plural ? [{ eip: number.eip, start: wordStart, end: number.end, via: "number" }] : [];
  }

  const separator = readSeparator(text, wordEnd);
  if (!separator) return [];
  const first = readNumber(text, separator.end, separator.kind, plural);
  if (!first) return [];
  const mentions: Found[] = [{ eip: first.eip, start: wordStart, end: first.end, via: "number" }];
  if (!plural) return mentions;

  let at = first.end;
  for (;;) {
    LIST_GLUE.lastIndex = at;
    const glue = LIST_GLUE.exec(text);
    if (!glue) break;
    let itemStart = LIST_GLUE.lastIndex;
    if (text[itemStart] === "#") itemStart++;
    const item = readNumber(text, itemStart, "tight", true);
    if (!item) break;
    mentions.push({ eip: item.eip, start: LIST_GLUE.lastIndex, end: item.end, via: "number" });
    at = item.end;
  }
  return mentions;
}

/** How a number is introduced: decides how many digits it may have and what may follow it. */
type SeparatorKind = "tight" | "loose" | "url";

function readSeparator(text: string, from: number): { end: number; kind: SeparatorKind } | null {
  let at = skipSpaces(text, from);
  const spaced = at > from;
  const char = text[at] ?? "";
  if (DASHES.includes(char) || char === ":") {
    const end = skipSpaces(text, at + 1);
    return { end: text[end] === "#" ? end + 1 : end, kind: "tight" };
  }
  // "EIP #7732", but "ethereum/EIPs#9876" is GitHub's way to name a pull request.
  if (char === "#") return spaced ? { end: at + 1, kind: "tight" } : null;
  if (char === "(") return { end: skipSpaces(text, at + 1), kind: "loose" };
  if ((char === "," || char === "." || char === "?") && !spaced) {
    at++;
    const after = skipSpaces(text, at);
    return after > at ? { end: after, kind: "loose" } : null;
  }
  return { end: at, kind: "tight" };
}

/**
 * One EIP number at `from`: a plain run of digits, or a spoken one in groups that make exactly four digits.
 * A short run followed by more groups that do not make four digits ("eip 79, 79, 42") is garbled: no number.
 */
function readNumber(
  text: string,
  from: number,
  kind: SeparatorKind,
  listItem: boolean,
): { eip: number; end: number } | null {
  if (!isNonZeroDigit(text[from])) return null;
  let end = from;
  while (end < text.length && end - from <= MAX_DIGITS && isDigit(text[end])) end++;
  let digits = text.slice(from, end);
  if (digits.length > MAX_DIGITS) return null;

  if (digits.length < 4 && kind !== "url") {
    const spoken = readSpokenGroups(text, end, digits);
    if (spoken === "garbled") return null;
    if (spoken) [digits, end] = [spoken.digits, spoken.end];
  }
  if (!endsCleanly(text, from, end, kind === "url")) return null;
  const eip = Number(digits);
  if (listItem && digits.length < 3) return null;
  if (kind === "loose" && (digits.length !== 4 || (eip >= 1900 && eip <= 2099))) return null;
  return { eip, end };
}

function readSpokenGroups(
  text: string,
  from: number,
  head: string,
): { digits: string; end: number } | "garbled" | null {
  let digits = head;
  let end = from;
  let groups = 0;
  while (digits.length < 4) {
    SPOKEN_GROUP.lastIndex = end;
    const group = SPOKEN_GROUP.exec(text);
    if (!group) break;
    digits += group[1] ?? "";
    end = SPOKEN_GROUP.lastIndex;
    groups++;
  }
  if (groups === 0) return null;
  SPOKEN_GROUP.lastIndex = end;
  if (digits.length !== 4 || SPOKEN_GROUP.test(text)) return "garbled";
  return { digits, end };
}

/**
 * A number ends at a boundary: not "7732abc", "7.5", "7:32", "7-8 weeks", "2/3" or "50%", though a slash may
 * join EIP numbers ("EIPs 8037/8038") and, in a URL, anything but a letter or digit may follow. Before "..." or
 * "…" it may be cut short (Zoom quotes a message's first 20 characters: 'Reacted to "apply eip7..."'), so only a
 * number of four or more digits counts there.
 */
function endsCleanly(text: string, start: number, end: number, inUrl: boolean): boolean {
  const next = text[end] ?? "";
  if (/[\p{L}\p{N}%]/u.test(next)) return false;
  if (inUrl) return true;
  if ((next === "\u2026" || text.startsWith("...", end)) && end - start < 4) return false;
  if (next === "/" && end - start >= 3) return true;
  return !(".,:/".includes(next) || DASHES.includes(next)) || !isDigit(text[end + 1]);
}

function skipSpaces(text: string, from: number): number {
  let at = from;
  while (at < text.length && at - from < MAX_GAP && SPACES.includes(text[at] ?? "x")) at++;
  return at;
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

function isNonZeroDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "1" && char <= "9";
}

// ---- aliases ---------------------------------------------------------------------------------------------

type AliasMatcher = { eip: number; pattern: RegExp };
/** `anyAlias` finds where any alias could start: a line it does not match is not searched alias by alias. */
type AliasMatchers = { anyAlias: RegExp | null; matchers: AliasMatcher[] };

const matcherCache = new WeakMap<readonly EipAlias[], AliasMatchers>();
const ALIAS_START = "(?<![\\p{L}\\p{N}_])";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Case rule: an alias matches in any case. The table holds coined names, never ordinary words (parseEipAliases
 * rejects common ones and anything under three letters), so case tells nothing apart: speech-to-text writes
 * "Eof" and "Epbs", chat writes "bal" and "focil", and one line per alias keeps the table a list of names.
 * Words of an alias may be joined by a space or a hyphen either way ("block-level access list", "block level
 * access list").
 */
function matchersFor(aliases: readonly EipAlias[]): AliasMatchers {
  if (!Array.isArray(aliases)) return { anyAlias: null, matchers: [] };
  const cached = matcherCache.get(aliases);
  if (cached) return cached;
  const bodies: string[] = [];
  const matchers = aliases.flatMap((entry): AliasMatcher[] => {
    const words = typeof entry?.alias === "string" ? aliasWords(entry.alias) : [];
    if (words.length === 0 || !isEipNumber(entry.eip)) return [];
    const body = words.map(escapeRegExp).join(`${WORD_JOINER}{1,2}`);
    bodies.push(body);
    return [{ eip: entry.eip, pattern: new RegExp(`${ALIAS_START}${body}s?(?![\\p{L}\\p{N}_])`, "giu") }];
  });
  const built = {
    anyAlias: bodies.length ? new RegExp(`${ALIAS_START}(?:${bodies.join("|")})`, "iu") : null,
    matchers,
  };
  matcherCache.set(aliases, built);
  return built;
}

function collectAliasHits(text: string, { eip, pattern }: AliasMatcher, urls: readonly Span[], hits: Found[]): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (!insideSpan(urls, match.index))
      hits.push({ eip, start: match.index, end: match.index + match[0].length, via: "alias" });
  }
}

function aliasWords(alias: string): string[] {
  return alias.split(new RegExp(`${WORD_JOINER}+`, "u")).filter((word) => word !== "");
}

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

function isEipNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 99999;
}

// ---- URLs ------------------------------------------------------------------------------------------------

type Span = [start: number, end: number];

/**
 * Links, found per whitespace-delimited token: from a scheme ("https://") or "www.", or from the start of a
 * host ("github.com/…", a dotted name before the first '/'), to the end of the token. Plain string scans, so a
 * hostile megabyte-long token costs one pass.
 */
function urlSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const token of text.matchAll(/\S+/g)) {
    const start = linkStart(token[0]);
    if (start >= 0) spans.push([token.index + start, token.index + token[0].length]);
  }
  return spans;
}

function linkStart(word: string): number {
  const scheme = word.indexOf("://");
  if (scheme > 0) return walkBack(word, scheme, (char) => /[a-z]/i.test(char));
  const www = word.toLowerCase().indexOf("www.");
  if (www >= 0) return www;
  const slash = word.indexOf("/");
  if (slash <= 0) return -1;
  const host = walkBack(word, slash, (char) => /[\w.-]/.test(char));
  return /\.[a-z]{2,}$/i.test(word.slice(Math.max(host, slash - 64), slash)) ? host : -1;
}

/** The start of the run of characters that pass `test` and end just before `end`. */
function walkBack(word: string, end: number, test: (char: string) => boolean): number {
  let at = end;
  while (at > 0 && test(word[at - 1] ?? "")) at--;
  return at;
}

/** Spans are sorted and disjoint: a binary search finds the one that could hold `at`. */
function insideSpan(spans: readonly Span[], at: number): boolean {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const [start, end] = spans[mid] ?? [0, 0];
    if (at < start) high = mid - 1;
    else if (at >= end) low = mid + 1;
    else return true;
  }
  return false;
}

// ---- the alias table -------------------------------------------------------------------------------------

/**
 * Ordinary words that may never be an alias on their own, in any case or in the plural: an alias matches whole
 * words in any case, so "focus" or "blob" would link every sentence that uses the word. The list is a safety
 * net of words common in these calls, not a dictionary; a reviewer still reads each alias.
 * "fossil" is here because speech-to-text writes FOCIL that way: the word still means fossil elsewhere.
 */
const ORDINARY_WORDS = new Set([
  "access",
  "account",
  "all",
  "and",
  "any",
  "attestation",
  "availability",
  "balance",
  "bid",
  "blob",
  "block",
  "builder",
  "but",
  "call",
  "cap",
  "chain",
  "client",
  "code",
  "committee",
  "contract",
  "data",
  "delay",
  "deposit",
  "eip",
  "end",
  "epoch",
  "erc",
  "eth",
  "evm",
  "execution",
  "fee",
  "fix",
  "focus",
  "for",
  "fork",
  "fossil",
  "gas",
  "get",
  "hash",
  "header",
  "history",
  "inclusion",
  "key",
  "limit",
  "list",
  "log",
  "memory",
  "meta",
  "network",
  "new",
  "node",
  "not",
  "one",
  "opcode",
  "pay",
  "payload",
  "peer",
  "precompile",
  "proof",
  "proposer",
  "receipt",
  "rip",
  "run",
  "sample",
  "sampling",
  "set",
  "signature",
  "slot",
  "spec",
  "stack",
  "state",
  "storage",
  "test",
  "the",
  "tip",
  "transaction",
  "two",
  "use",
  "validator",
  "withdrawal",
  "yes",
]);

const ALIAS_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N} /-]{0,59}$/u;
const EIP_NUMBER = /^[1-9][0-9]{0,4}$/;

/**
 * content/eip-aliases.txt: one "<alias> = <EIP number>" a line, '#' starts a comment line, blank lines are
 * ignored. Errors name the line: a malformed line, a number outside 1–99999, an ordinary word, or an alias
 * given two EIPs. The same alias twice for the same EIP is kept once.
 */
export function parseEipAliases(source: string): { aliases: EipAlias[]; errors: string[] } {
  if (typeof source !== "string") return { aliases: [], errors: ["the alias table is not text"] };
  const aliases: EipAlias[] = [];
  const errors: string[] = [];
  const seen = new Map<string, { eip: number; line: number }>();

  source.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const entry = readAliasLine(raw.trim(), index + 1, seen);
    if (typeof entry === "string") errors.push(entry);
    else if (entry) aliases.push(entry);
  });
  return { aliases, errors };
}

/** One line of the table: an alias, an error, or null for a comment, a blank line or a repeat. */
function readAliasLine(
  text: string,
  line: number,
  seen: Map<string, { eip: number; line: number }>,
): EipAlias | string | null {
  if (text === "" || text.startsWith("#")) return null;
  const parts = text.split("=");
  if (parts.length !== 2) return `line ${line}: expected "<alias> = <EIP number>"`;
  const alias = (parts[0] ?? "").trim().replace(/\s+/g, " ");
  const number = (parts[1] ?? "").trim();
  if (!ALIAS_SHAPE.test(alias) || !/[\p{L}\p{N}]$/u.test(alias) || letterCount(alias) < 3) {
    return `line ${line}: alias "${alias}" must be up to 60 letters, digits, spaces, hyphens or slashes, with three letters or more`;
  }
  if (!EIP_NUMBER.test(number)) return `line ${line}: "${number}" is not an EIP number (1 to 99999)`;
  if (aliasWords(alias).length === 1 && isOrdinaryWord(alias))
    return `line ${line}: "${alias}" is an ordinary word, not the name of one EIP`;

  const eip = Number(number);
  const key = aliasWords(alias.toLowerCase()).join(" ");
  const earlier = seen.get(key);
  if (earlier)
    return earlier.eip === eip
      ? null
      : `line ${line}: "${alias}" already names EIP-${earlier.eip} (line ${earlier.line})`;
  seen.set(key, { eip, line });
  return { alias, eip };
}

function isOrdinaryWord(alias: string): boolean {
  const word = alias.toLowerCase();
  return ORDINARY_WORDS.has(word) || (word.endsWith("s") && ORDINARY_WORDS.has(word.slice(0, -1)));
}
