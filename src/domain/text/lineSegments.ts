import type { FoundUrl } from "./urls";

/** A span of a line that links somewhere else on the site, e.g. an EIP its words name. */
export type SiteMention<T> = { start: number; end: number; target: T };

export type LineSegment<T> =
  | { kind: "text"; text: string }
  | { kind: "url"; text: string; href: string }
  | { kind: "mention"; text: string; target: T };

/**
 * A line cut into plain text, web addresses and site mentions, in reading order, for rendering as
 * text nodes and links (never as HTML). An address wins over a mention inside it: the EIP number
 * in https://eips.ethereum.org/EIPS/eip-7702 is part of the address, not a link of its own.
 * Both lists are in reading order and each without overlaps, as findUrls and findEipMentions give them.
 */
export function segmentLine<T>(
  text: string,
  urls: readonly FoundUrl[],
  mentions: readonly SiteMention<T>[] = [],
): LineSegment<T>[] {
  type Span = { start: number; end: number; segment: LineSegment<T> };
  const spans: Span[] = urls.map((url) => ({
    start: url.start,
    end: url.end,
    segment: { kind: "url", text: text.slice(url.start, url.end), href: url.href },
  }));
  let u = 0;
  for (const mention of mentions) {
    while (u < urls.length && (urls[u]?.end ?? 0) <= mention.start) u++;
    const url = urls[u];
    if (url && url.start < mention.end) continue;
    spans.push({
      start: mention.start,
      end: mention.end,
      segment: { kind: "mention", text: text.slice(mention.start, mention.end), target: mention.target },
    });
  }
  spans.sort((a, b) => a.start - b.start);

  const segments: LineSegment<T>[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) segments.push({ kind: "text", text: text.slice(at, span.start) });
    segments.push(span.segment);
    at = span.end;
  }
  if (at < text.length) segments.push({ kind: "text", text: text.slice(at) });
  return segments;
}
