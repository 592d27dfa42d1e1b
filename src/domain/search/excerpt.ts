import { tokenize, uniqueTokens, wordRuns } from "./tokenize";

/**
 * A window of at most `maxLength` characters (ellipses included) around the first word matching a
 * query token: an exact token first, else a word beginning with one, else the start of the text.
 */
export function excerptAround(text: string, query: string, maxLength: number): string {
  const budget = Number.isFinite(maxLength) ? Math.floor(maxLength) : text.length;
  if (budget <= 0) return "";
  if (text.length <= budget) return text;
  const match = firstMatch(text, uniqueTokens(query));
  if (budget < 3) return text.slice(match.start, match.start + budget);
  const room = budget - 2;
  const lead = Math.max(0, Math.floor((room - (match.end - match.start)) / 2));
  const start = snapStart(text, Math.max(0, Math.min(match.start - lead, text.length - room)), match.start);
  const end = snapEnd(text, Math.min(text.length, start + room), match.end);
  const body = text.slice(start, end).trim();
  return `${start > 0 ? "…" : ""}${body}${end < text.length ? "…" : ""}`;
}

function firstMatch(text: string, tokens: string[]): { start: number; end: number } {
  const runs = wordRuns(text).map((run) => ({ ...run, tokens: tokenize(run.word) }));
  const exact = runs.find((run) => run.tokens.some((word) => tokens.includes(word)));
  const prefix = exact ?? runs.find((run) => run.tokens.some((word) => tokens.some((token) => word.startsWith(token))));
  return prefix ?? { start: 0, end: 0 };
}

function snapStart(text: string, start: number, matchStart: number): number {
  if (start === 0 || /\s/.test(text.charAt(start - 1))) return start;
  const space = text.slice(start, matchStart).search(/\s/);
  if (space >= 0) return start + space + 1;
  return isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start;
}

function snapEnd(text: string, end: number, matchEnd: number): number {
  if (end === text.length || /\s/.test(text.charAt(end))) return end;
  for (let at = end - 1; at >= matchEnd; at--) if (/\s/.test(text.charAt(at))) return at;
  return isLowSurrogate(text.charCodeAt(end)) ? end - 1 : end;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
