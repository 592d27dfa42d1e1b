import { prefixesOf, tokenize, uniqueTokens, wordRuns } from "./tokenize";

export type HighlightSegment = { text: string; isMatch: boolean };

/**
 * Splits `text` into alternating plain and matching segments; a word matches when it begins with a
 * query token. The segments concatenate back to `text` exactly. No RegExp is built from the query.
 */
export function splitHighlights(text: string, query: string): HighlightSegment[] {
  const words = new Set(uniqueTokens(query));
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  if (words.size > 0) {
    for (const run of wordRuns(text)) {
      if (!runMatches(run.word, words)) continue;
      append(segments, text.slice(cursor, run.start), false);
      append(segments, run.word, true);
      cursor = run.end;
    }
  }
  append(segments, text.slice(cursor), false);
  return segments;
}

function runMatches(run: string, words: ReadonlySet<string>): boolean {
  return tokenize(run).some((token) => prefixesOf(token, words).length > 0);
}

function append(segments: HighlightSegment[], text: string, isMatch: boolean): void {
  if (text === "") return;
  const last = segments.at(-1);
  if (last && last.isMatch === isMatch) last.text += text;
  else segments.push({ text, isMatch });
}
