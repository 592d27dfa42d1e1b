import { safeLinkUrl } from "../text/inlineLinks";

export type AtomEntry = {
  /** An absolute IRI that never changes, e.g. "tag:forkline.example,2025:call-acde-223" or an https: URL. */
  id: string;
  title: string;
  /** The entry's page; must be an absolute http(s) URL. */
  url: string;
  updated: Date;
  published?: Date;
  summary?: string;
  categories?: string[];
};

export type AtomFeed = {
  id: string;
  title: string;
  subtitle?: string;
  /** Where the feed itself is served; absolute http(s). */
  selfUrl: string;
  /** The HTML page the feed is about; absolute http(s). */
  siteUrl: string;
  updated: Date;
  authorName: string;
  /** Written as <generator> when given, e.g. "Forkline". */
  generator?: string;
  entries: AtomEntry[];
};

const ATOM_NS = "http://www.w3.org/2005/Atom";

/**
 * An RFC 4287 Atom feed document. Text is escaped for XML; characters XML 1.0 forbids (C0 controls other
 * than tab, LF and CR; lone surrogates; U+FFFE, U+FFFF) are removed, and in attribute values tab, LF and CR
 * become spaces. Throws, naming the feed or entry id, on an id that is not an absolute IRI, a link that is
 * not http(s), or an invalid date.
 */
export function atomFeed(feed: AtomFeed): string {
  const id = checkedId(feed.id, "Atom feed");
  const fail = (problem: string) => new Error(`Atom feed ${JSON.stringify(feed.id)}: ${problem}`);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NS}">`,
    `  <id>${text(id)}</id>`,
    `  <title>${text(feed.title)}</title>`,
  ];
  if (feed.subtitle) lines.push(`  <subtitle>${text(feed.subtitle)}</subtitle>`);
  lines.push(
    `  <updated>${rfc3339(feed.updated) ?? throwError(fail(`updated ${invalidDate(feed.updated)}`))}</updated>`,
    link(
      "self",
      "application/atom+xml",
      safeLinkUrl(feed.selfUrl) ?? throwError(fail(`selfUrl ${notHttp(feed.selfUrl)}`)),
    ),
    link("alternate", "text/html", safeLinkUrl(feed.siteUrl) ?? throwError(fail(`siteUrl ${notHttp(feed.siteUrl)}`))),
    `  <author><name>${text(feed.authorName)}</name></author>`,
  );
  if (feed.generator) lines.push(`  <generator>${text(feed.generator)}</generator>`);
  for (const entry of feed.entries) entryLines(entry, lines);
  lines.push("</feed>");
  return `${lines.join("\n")}\n`;
}

function entryLines(entry: AtomEntry, lines: string[]): void {
  const id = checkedId(entry.id, "Atom entry");
  const fail = (problem: string) => new Error(`Atom entry ${JSON.stringify(id)}: ${problem}`);
  const url = safeLinkUrl(entry.url) ?? throwError(fail(`url ${notHttp(entry.url)}`));
  const updated = rfc3339(entry.updated) ?? throwError(fail(`updated ${invalidDate(entry.updated)}`));
  lines.push("  <entry>", `    <id>${text(id)}</id>`, `    <title>${text(entry.title)}</title>`);
  lines.push(link("alternate", "text/html", url, "    "), `    <updated>${updated}</updated>`);
  if (entry.published !== undefined) {
    const published = rfc3339(entry.published) ?? throwError(fail(`published ${invalidDate(entry.published)}`));
    lines.push(`    <published>${published}</published>`);
  }
  if (entry.summary) lines.push(`    <summary type="text">${text(entry.summary)}</summary>`);
  for (const category of entry.categories ?? []) {
    const term = attribute(category);
    if (term !== "") lines.push(`    <category term="${term}"/>`);
  }
  lines.push("  </entry>");
}

function link(rel: string, type: string, href: string, indent = "  "): string {
  return `${indent}<link rel="${rel}" type="${type}" href="${attribute(href)}"/>`;
}

function throwError(error: Error): never {
  throw error;
}

// A scheme, then no spaces, controls or the ASCII characters an IRI may not hold (RFC 3987).
// eslint-disable-next-line no-control-regex
const ABSOLUTE_IRI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\x00-\x20\x7F<>"{}|\\^`]+$/;

// RFC 4287 §4.2.6: ids are compared character by character, so they are checked, never rewritten.
function checkedId(id: string, owner: string): string {
  if (typeof id !== "string" || !ABSOLUTE_IRI.test(id) || withoutForbidden(id) !== id) {
    throw new Error(
      `${owner} id ${JSON.stringify(id)} is not an absolute IRI (e.g. "tag:example.org,2025:x" or "https://…")`,
    );
  }
  return id;
}

function notHttp(url: string): string {
  return `${JSON.stringify(url)} is not an absolute http(s) URL`;
}

function invalidDate(date: Date): string {
  const shown = date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : String(date);
  return `${shown} is not a valid date in the years 0000–9999`;
}

/** RFC 3339 in UTC without fractional seconds: "2025-12-03T21:49:00Z". */
function rfc3339(date: Date): string | undefined {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) return undefined;
  return `${date.toISOString().slice(0, 19)}Z`;
}

const FORBIDDEN_IN_XML =
  // eslint-disable-next-line no-control-regex
  /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function withoutForbidden(value: string): string {
  return value.replace(FORBIDDEN_IN_XML, "");
}

/**
 * Character data. Markup characters and CR are written as numeric character references. A raw CR would be
 * read back as LF (XML 1.0 §2.11). And readers built on fast-xml-parser, such as @rowanmanning/feed-parser,
 * decode named entities and then HTML-decode the text again, so "&amp;amp;" would come back as "&"; numeric
 * references are left for that second pass alone, so each is decoded exactly once.
 */
function text(value: string): string {
  return withoutForbidden(value).replace(/[&<>"'\r]/g, (special) => `&#${special.charCodeAt(0)};`);
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Attribute values. Tab, LF and CR become spaces, as a conforming parser would read them raw anyway (XML 1.0 §3.3.3). */
function attribute(value: string): string {
  return withoutForbidden(value)
    .replace(/[\t\n\r]/g, " ")
    .replace(/[&<>"']/g, (special) => ATTRIBUTE_ESCAPES[special] ?? special);
}
