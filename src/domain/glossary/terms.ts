import type { Glossary, GlossaryTerm } from "~/schemas/content";
import { inlineLinkSpans } from "../text/inlineLinks";

/** A piece of prose: plain text, or the first use of a glossary term with its definition. */
export type TermSegment = { text: string } | { text: string; term: string; definition: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function termPattern(terms: readonly GlossaryTerm[]): RegExp | null {
  const spellings = terms.flatMap((t) => [t.term, ...t.aliases]).sort((a, b) => b.length - a.length);
  if (spellings.length === 0) return null;
  // Whole words only: 'slot' in 'slots' is the alias's job, and 'EOF' never matches inside 'EOFv1'.
  return new RegExp(`(?<![\\w-])(?:${spellings.map(escape).join("|")})(?![\\w-])`, "gi");
}

/** Finds the glossary entry a spelling belongs to; acronyms (all capitals) match only in capitals. */
function entryFor(spelling: string, terms: readonly GlossaryTerm[]): GlossaryTerm | undefined {
  return terms.find((t) =>
    [t.term, ...t.aliases].some((s) =>
      s === s.toUpperCase() && /[A-Z]/.test(s) ? s === spelling : s.toLowerCase() === spelling.toLowerCase(),
    ),
  );
}

/**
 * Splits texts (in reading order) so that the first use of each glossary term, across all of them, carries
 * its definition; later uses stay plain. Returns one segment list per text.
 */
export function markFirstTermUses(texts: readonly string[], terms: readonly GlossaryTerm[]): TermSegment[][] {
  const pattern = termPattern(terms);
  const seen = new Set<string>();
  return texts.map((text) => {
    if (!pattern) return [{ text }];
    const segments: TermSegment[] = [];
    // A term inside '[label](url)' stays part of the link: the link markup is never split.
    const links = inlineLinkSpans(text);
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const entry = entryFor(match[0], terms);
      if (!entry || seen.has(entry.term) || links.some(([start, end]) => match.index >= start && match.index < end))
        continue;
      seen.add(entry.term);
      if (match.index > last) segments.push({ text: text.slice(last, match.index) });
      segments.push({ text: match[0], term: entry.term, definition: entry.definition });
      last = match.index + match[0].length;
    }
    if (last < text.length || segments.length === 0) segments.push({ text: text.slice(last) });
    return segments;
  });
}

/** A term's first use: which text (by index), where in it [start, end), and which glossary entry (by index). */
export type TermMark = [text: number, start: number, end: number, term: number];

/** markFirstTermUses as offsets into the texts, so a page can carry them instead of the matching code. */
export function termMarks(texts: readonly string[], terms: readonly GlossaryTerm[]): TermMark[] {
  const index = new Map(terms.map((t, i) => [t.term, i]));
  return markFirstTermUses(texts, terms).flatMap((segments, textIndex) => {
    let offset = 0;
    return segments.flatMap((segment): TermMark[] => {
      const start = offset;
      offset += segment.text.length;
      return "term" in segment ? [[textIndex, start, offset, index.get(segment.term) ?? -1]] : [];
    });
  });
}

/**
 * The segments of one text from its marks. A mark is used only where the text there is a spelling of its entry
 * and outside link markup, so marks made for another version of the text (stale or hostile data) change nothing.
 */
export function segmentsFromMarks(
  text: string,
  textIndex: number,
  marks: readonly TermMark[],
  terms: readonly GlossaryTerm[],
): TermSegment[] {
  const segments: TermSegment[] = [];
  const links = inlineLinkSpans(text);
  let last = 0;
  for (const [markText, start, end, termIndex] of marks) {
    const entry = terms[termIndex];
    if (markText !== textIndex || !entry || start < last || end > text.length || end <= start) continue;
    if (entryFor(text.slice(start, end), [entry]) !== entry || links.some(([from, to]) => start < to && end > from))
      continue;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: text.slice(start, end), term: entry.term, definition: entry.definition });
    last = end;
  }
  if (last < text.length || segments.length === 0) segments.push({ text: text.slice(last) });
  return segments;
}

/** The glossary entries these texts use at least once, in glossary order. */
export function termsUsedIn(texts: readonly string[], terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  const used = new Set(
    markFirstTermUses(texts, terms)
      .flat()
      .flatMap((segment) => ("term" in segment ? [segment.term] : [])),
  );
  return terms.filter((t) => used.has(t.term));
}

const ACRONYM = /(?<![\w-])[A-Z][A-Z0-9]{1,3}s?(?![\w-])/g;

/**
 * Abbreviations in prose that the glossary does not explain: two to four capitals (plural 's' allowed),
 * neither a glossary spelling nor listed as not jargon, nor written as a `name` in the EIP's spec (opcodes
 * and constants such as `CALL`, which the spec itself defines).
 */
export function unexplainedAbbreviations(prose: string, glossary: Glossary, specText = ""): string[] {
  const known = new Set([...glossary.notJargon, ...glossary.terms.flatMap((t) => [t.term, ...t.aliases])]);
  const found = new Set<string>();
  for (const [word] of prose.matchAll(ACRONYM)) {
    if (
      /^\d/.test(word) ||
      known.has(word) ||
      specText.includes(`\`${word}\``) ||
      specText.includes(`\`${word.replace(/s$/, "")}\``)
    )
      continue;
    found.add(word);
  }
  return [...found].sort();
}
