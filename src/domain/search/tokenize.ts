// One tokenizer for both searches (SPEC-NOTES decision 1): lower-case, split on anything that is not
// a Unicode letter or digit, drop one-character tokens.

const NON_WORD = /[^\p{L}\p{N}]+/u;
// Combining marks are kept inside a run so a decomposed "š" (s + caron) does not cut a word in two
// when we need positions in the original text (highlighting, excerpts).
const WORD_RUN = /[\p{L}\p{N}\p{M}]+/gu;

export function tokenize(text: string): string[] {
  // NFC first: a decomposed "Holešky" would otherwise split at its combining caron.
  return text.normalize("NFC").toLowerCase().split(NON_WORD).filter(isWordToken);
}

export function normalizeText(text: string): string {
  return tokenize(text).join(" ");
}

export function uniqueTokens(text: string): string[] {
  return [...new Set(tokenize(text))];
}

export type WordRun = { start: number; end: number; word: string };

/** Runs of letters, digits and combining marks, with their UTF-16 offsets in `text`. */
export function wordRuns(text: string): WordRun[] {
  const runs: WordRun[] = [];
  for (const match of text.matchAll(WORD_RUN)) {
    runs.push({ start: match.index, end: match.index + match[0].length, word: match[0] });
  }
  return runs;
}

function isWordToken(token: string): boolean {
  // Counted in code points: an astral letter is one character but two UTF-16 units.
  if (token.length > 2) return true;
  return token.length === 2 && (token.codePointAt(0) ?? 0) <= 0xffff;
}

/** The query words that `token` begins with (call-page matching, SPEC-NOTES decision 5). */
export function prefixesOf(token: string, words: ReadonlySet<string>): string[] {
  // Look up each prefix instead of testing each query word: cost follows the token, not the query,
  // so a pasted 10 000-character query stays cheap.
  const found: string[] = [];
  for (let length = 2; length <= token.length; length++) {
    const prefix = token.slice(0, length);
    if (words.has(prefix)) found.push(prefix);
  }
  return found;
}
