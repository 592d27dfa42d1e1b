export type TextSegment = { kind: "text"; text: string } | { kind: "link"; label: string; url: string };

// URLs may hold one level of balanced parentheses, as in https://en.wikipedia.org/wiki/Merkle_(tree).
const INLINE_LINK = /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/** Where each '[label](url)' sits in the text, as [start, end) offsets. */
export function inlineLinkSpans(text: string): [number, number][] {
  return [...text.matchAll(INLINE_LINK)].map((match) => [match.index, match.index + match[0].length]);
}

/** Only absolute http(s) URLs become links; javascript:, data:, relative and malformed URLs stay text. */
export function safeLinkUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Splits prose with '[label](url)' links into text and link segments (SPEC §2).
 * A link whose URL is not http(s) is kept as its label, as plain text.
 */
export function parseInlineLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last?.kind === "text") last.text += value;
    else segments.push({ kind: "text", text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label = "", rawUrl = ""] = match;
    pushText(text.slice(cursor, match.index));
    const url = safeLinkUrl(rawUrl);
    if (url) segments.push({ kind: "link", label, url });
    else pushText(label);
    cursor = match.index + whole.length;
  }
  pushText(text.slice(cursor));
  return segments;
}
