import { parseFeed } from "@rowanmanning/feed-parser";
// The parser's own XML layer (fast-xml-parser underneath), used to check the document's structure.
import { Document } from "@rowanmanning/feed-parser/lib/xml/document.js";
import type { Element } from "@rowanmanning/feed-parser/lib/xml/element.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atomFeed, type AtomEntry, type AtomFeed } from "./atom";

const ATOM_NS = "http://www.w3.org/2005/Atom";

function feed(entries: AtomEntry[], extra: Partial<AtomFeed> = {}): string {
  return atomFeed({
    id: "tag:forkline.example,2025:calls",
    title: "Forkline: All Core Devs calls",
    selfUrl: "https://forkline.example/calls.atom",
    siteUrl: "https://forkline.example/calls",
    updated: new Date("2025-12-03T21:49:00.250Z"),
    authorName: "Forkline",
    entries,
    ...extra,
  });
}

function entry(extra: Partial<AtomEntry> = {}): AtomEntry {
  return {
    id: "tag:forkline.example,2025:call-acde-223",
    title: "ACDE #223",
    url: "https://forkline.example/calls/acde-223",
    updated: new Date("2025-12-04T15:30:00Z"),
    ...extra,
  };
}

function onlyItem(xml: string) {
  const items = parseFeed(xml).items;
  expect(items).toHaveLength(1);
  return items[0] as (typeof items)[number];
}

// ---- Offline RFC 4287 rules, as a feed validator checks them ----

const RFC_3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/i;
// eslint-disable-next-line no-control-regex
const ABSOLUTE_IRI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\x00-\x20\x7F<>"{}|\\^`]+$/;
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text as a conforming XML parser reads it: fast-xml-parser decodes the named entities, numeric ones are decoded here. */
function xmlText(element: Element): string {
  return element.textContent.replace(
    /&#(?:x([0-9a-f]+)|(\d+));/gi,
    (_, hex: string | undefined, decimal: string | undefined) =>
      String.fromCodePoint(hex === undefined ? Number(decimal) : parseInt(hex, 16)),
  );
}

function atomRuleViolations(xml: string): string[] {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')) problems.push("no UTF-8 XML declaration");
  if (NOT_XML_CHAR.test(xml)) problems.push("a character XML 1.0 does not allow");
  if (/<(?!\?xml |\/?[a-z]+[ />])/.test(xml)) problems.push("a '<' that does not start a known element");
  const roots = Document.fromString(xml).findElementsWithName("feed");
  const root = roots[0];
  if (roots.length !== 1 || !root) return [...problems, "not exactly one <feed> root"];
  if (root.namespaceUri !== ATOM_NS) problems.push(`feed is not in the Atom namespace: ${root.namespaceUri}`);

  const count = (parent: Element, name: string) => parent.findElementsWithName(name).length;
  const exactlyOne = (parent: Element, where: string, names: string[]) => {
    for (const name of names)
      if (count(parent, name) !== 1) problems.push(`${where} has ${count(parent, name)} <${name}>, not exactly one`);
  };
  const atMostOne = (parent: Element, where: string, names: string[]) => {
    for (const name of names) if (count(parent, name) > 1) problems.push(`${where} has more than one <${name}>`);
  };
  const checkId = (parent: Element, where: string) => {
    for (const id of parent.findElementsWithName("id")) {
      if (!ABSOLUTE_IRI.test(xmlText(id)))
        problems.push(`${where} id ${JSON.stringify(xmlText(id))} is not an absolute IRI`);
    }
  };
  const checkDates = (parent: Element, where: string) => {
    for (const name of ["updated", "published"]) {
      for (const date of parent.findElementsWithName(name)) {
        const value = xmlText(date);
        if (!RFC_3339.test(value) || Number.isNaN(Date.parse(value)))
          problems.push(`${where} <${name}> ${JSON.stringify(value)} is not RFC 3339`);
      }
    }
  };
  const checkTextTypes = (parent: Element, where: string) => {
    for (const name of ["title", "subtitle", "summary", "rights"]) {
      for (const element of parent.findElementsWithName(name)) {
        const type = element.getAttribute("type");
        if (type !== null && !["text", "html", "xhtml"].includes(type))
          problems.push(`${where} <${name}> has type ${type}`);
        if (element.children.some((child) => typeof child !== "string"))
          problems.push(`${where} <${name}> holds markup`);
      }
    }
  };
  const links = (parent: Element, where: string) => {
    const found = parent.findElementsWithName("link");
    for (const link of found) {
      const href = link.getAttribute("href");
      if (!href || !/^https?:\/\/[^\s]+$/.test(href))
        problems.push(`${where} link href ${JSON.stringify(href)} is not http(s)`);
    }
    const alternates = found.filter((link) => (link.getAttribute("rel") ?? "alternate") === "alternate");
    const types = alternates.map((link) => `${link.getAttribute("type")}|${link.getAttribute("hreflang")}`);
    if (new Set(types).size !== types.length)
      problems.push(`${where} has two alternate links of the same type and language`);
    return { self: found.filter((link) => link.getAttribute("rel") === "self"), alternates };
  };

  exactlyOne(root, "feed", ["id", "title", "updated"]);
  atMostOne(root, "feed", ["subtitle", "generator", "rights", "icon", "logo"]);
  checkId(root, "feed");
  checkDates(root, "feed");
  checkTextTypes(root, "feed");
  const authors = root.findElementsWithName("author");
  if (authors.length === 0) problems.push("feed has no <author>");
  for (const author of authors) exactlyOne(author, "feed author", ["name"]);
  const feedLinks = links(root, "feed");
  if (feedLinks.self.length !== 1) problems.push("feed has no single rel=self link");
  if (feedLinks.self.some((link) => link.getAttribute("type") !== "application/atom+xml"))
    problems.push("self link is not application/atom+xml");

  for (const [index, item] of root.findElementsWithName("entry").entries()) {
    const where = `entry ${index}`;
    exactlyOne(item, where, ["id", "title", "updated"]);
    atMostOne(item, where, ["published", "summary", "content", "rights"]);
    checkId(item, where);
    checkDates(item, where);
    checkTextTypes(item, where);
    if (links(item, where).alternates.length === 0) problems.push(`${where} has no alternate link`);
    for (const category of item.findElementsWithName("category")) {
      if (!category.getAttribute("term")) problems.push(`${where} has a category without a term`);
    }
  }
  return problems;
}

// What @rowanmanning/feed-parser gives back for a text: the documented removals, then its trim. CR is written as
// "&#13;", which the parser trims nothing of, so edge CRs survive.
function sanitized(value: string): string {
  return value.replace(new RegExp(NOT_XML_CHAR.source, "g"), "");
}
function asParsed(value: string): string {
  return sanitized(value).replace(/^[^\S\r]+|[^\S\r]+$/g, "");
}

const HOSTILE_TITLE = `<script>alert(1)</script> &amp; &lt;b&gt; &#38; "double" 'single' 🎉👩‍👩‍👧 ]]> <![CDATA[x]]> <!-- c -->`;

describe("atomFeed", () => {
  it("writes an RFC 4287 feed", () => {
    expect(
      feed(
        [
          entry({
            published: new Date("2025-12-04T14:00:00Z"),
            summary: "Fusaka & Glamsterdam",
            categories: ["ACDE", "Fusaka"],
          }),
        ],
        { subtitle: "Every call, summarised", generator: "Forkline" },
      ),
    ).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        "  <id>tag:forkline.example,2025:calls</id>",
        "  <title>Forkline: All Core Devs calls</title>",
        "  <subtitle>Every call, summarised</subtitle>",
        "  <updated>2025-12-03T21:49:00Z</updated>",
        '  <link rel="self" type="application/atom+xml" href="https://forkline.example/calls.atom"/>',
        '  <link rel="alternate" type="text/html" href="https://forkline.example/calls"/>',
        "  <author><name>Forkline</name></author>",
        "  <generator>Forkline</generator>",
        "  <entry>",
        "    <id>tag:forkline.example,2025:call-acde-223</id>",
        "    <title>ACDE #223</title>",
        '    <link rel="alternate" type="text/html" href="https://forkline.example/calls/acde-223"/>',
        "    <updated>2025-12-04T15:30:00Z</updated>",
        "    <published>2025-12-04T14:00:00Z</published>",
        '    <summary type="text">Fusaka &#38; Glamsterdam</summary>',
        '    <category term="ACDE"/>',
        '    <category term="Fusaka"/>',
        "  </entry>",
        "</feed>",
        "",
      ].join("\n"),
    );
  });

  it("round-trips every field through @rowanmanning/feed-parser", () => {
    const xml = feed(
      [
        entry({
          published: new Date("2025-12-04T14:00:00Z"),
          summary: "Decisions: ship Fusaka.\nNext: Glamsterdam.",
          categories: ["ACDE", "Fusaka & co"],
          url: "https://forkline.example/calls/acde-223?tab=notes&x=1#decisions",
        }),
        entry({
          id: "https://forkline.example/calls/acdc-170",
          title: "ACDC #170",
          url: "https://forkline.example/calls/acdc-170",
        }),
      ],
      { subtitle: "Every call", generator: "Forkline" },
    );
    expect(atomRuleViolations(xml)).toEqual([]);
    const parsed = parseFeed(xml);
    expect(parsed.meta).toEqual({ type: "atom", version: "1.0" });
    expect(parsed.title).toBe("Forkline: All Core Devs calls");
    expect(parsed.description).toBe("Every call");
    expect(parsed.self).toBe("https://forkline.example/calls.atom");
    expect(parsed.url).toBe("https://forkline.example/calls");
    expect(parsed.updated?.toISOString()).toBe("2025-12-03T21:49:00.000Z");
    expect(parsed.authors).toEqual([{ name: "Forkline", email: null, url: null }]);
    expect(parsed.generator?.label).toBe("Forkline");
    const [first, second] = parsed.items;
    expect(first?.id).toBe("tag:forkline.example,2025:call-acde-223");
    expect(first?.title).toBe("ACDE #223");
    expect(first?.url).toBe("https://forkline.example/calls/acde-223?tab=notes&x=1#decisions");
    expect(first?.updated?.toISOString()).toBe("2025-12-04T15:30:00.000Z");
    expect(first?.published?.toISOString()).toBe("2025-12-04T14:00:00.000Z");
    expect(first?.description).toBe("Decisions: ship Fusaka.\nNext: Glamsterdam.");
    expect(first?.categories.map((category) => category.term)).toEqual(["ACDE", "Fusaka & co"]);
    expect(second?.id).toBe("https://forkline.example/calls/acdc-170");
    expect(second?.published).toBeNull();
    expect(second?.description).toBeNull();
  });

  it("writes dates as RFC 3339 in UTC without milliseconds, whatever offset the Date was made with", () => {
    const xml = feed([
      entry({ updated: new Date("2025-12-04T09:30:00.999-05:00"), published: new Date("2025-12-05T00:00:00+09:00") }),
    ]);
    expect(xml).toContain("<updated>2025-12-04T14:30:00Z</updated>");
    expect(xml).toContain("<published>2025-12-04T15:00:00Z</published>");
    expect(xml).toContain("<updated>2025-12-03T21:49:00Z</updated>");
  });

  it("round-trips hostile titles and summaries as text, never as markup", () => {
    const summary = `${HOSTILE_TITLE}\r\nline 2\rline 3\ttab\u0000\u0001\u0008\u000b\u000c\u001f\uFFFE\uFFFF\uD800 lone`;
    const xml = feed([entry({ title: HOSTILE_TITLE, summary, categories: [HOSTILE_TITLE] })], {
      title: HOSTILE_TITLE,
      subtitle: summary,
    });
    expect(atomRuleViolations(xml)).toEqual([]);
    expect(xml).not.toContain("<script");
    expect(xml).not.toContain("]]>");
    expect(xml).not.toContain("<!");
    const parsed = parseFeed(xml);
    const item = onlyItem(xml);
    expect(parsed.title).toBe(HOSTILE_TITLE);
    expect(item.title).toBe(HOSTILE_TITLE);
    expect(item.description).toBe(sanitized(summary));
    expect(item.description).toBe(`${HOSTILE_TITLE}\r\nline 2\rline 3\ttab lone`);
    expect(parsed.description).toBe(sanitized(summary));
    expect(item.categories[0]?.term).toBe(HOSTILE_TITLE);
    const summaryElement = Document.fromString(xml)
      .findElementWithName("feed")
      ?.findElementWithName("entry")
      ?.findElementWithName("summary");
    expect(summaryElement && xmlText(summaryElement)).toBe(sanitized(summary));
  });

  it("escapes link and category attributes, turning tab, LF and CR in them into spaces", () => {
    const xml = feed([
      entry({ url: "https://forkline.example/it's?b=1&c=2", categories: ['say "hi" & <go>\tnow\r\nok'] }),
    ]);
    expect(xml).toContain(`href="https://forkline.example/it&apos;s?b=1&amp;c=2"`);
    expect(xml).toContain(`<category term="say &quot;hi&quot; &amp; &lt;go&gt; now  ok"/>`);
    const item = onlyItem(xml);
    expect(item.url).toBe("https://forkline.example/it's?b=1&c=2");
    expect(item.categories[0]?.term).toBe('say "hi" & <go> now  ok');
  });

  it("drops categories that are empty once cleaned, and omits the optional elements when not given", () => {
    const xml = feed([entry({ categories: ["", "\u0000", "ACDE"] })]);
    expect(xml.match(/<category /g)).toHaveLength(1);
    for (const name of ["subtitle", "generator", "published", "summary"]) expect(xml).not.toContain(`<${name}`);
    expect(atomRuleViolations(xml)).toEqual([]);
  });

  it("writes a valid feed with no entries", () => {
    const xml = feed([]);
    expect(xml).not.toContain("<entry");
    expect(atomRuleViolations(xml)).toEqual([]);
    const parsed = parseFeed(xml);
    expect(parsed.items).toEqual([]);
    expect(parsed.title).toBe("Forkline: All Core Devs calls");
  });

  it("writes 5,000 entries in well under a second", () => {
    const entries = Array.from({ length: 5_000 }, (_, i) =>
      entry({
        id: `tag:forkline.example,2025:call-${i}`,
        title: `ACDE #${i} <Fusaka> & "Glamsterdam"`,
        url: `https://forkline.example/calls/${i}`,
        updated: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000),
        published: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000),
        summary: `Decisions of call ${i}: ship it. 🎉`.repeat(10),
        categories: ["ACDE", "Fusaka"],
      }),
    );
    const began = performance.now();
    const xml = feed(entries);
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(atomRuleViolations(xml)).toEqual([]);
    const items = parseFeed(xml).items;
    expect(items).toHaveLength(5_000);
    expect(items[4_999]?.title).toBe('ACDE #4999 <Fusaka> & "Glamsterdam"');
  });

  it("round-trips arbitrary strings as title, summary and category through the real parser, after the documented removals", () => {
    const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
    const awkward = fc.constantFrom(
      "&",
      "<",
      ">",
      '"',
      "'",
      "&amp;",
      "&#38;",
      "&lt;",
      "]]>",
      "\r",
      "\n",
      "\r\n",
      "\t",
      " ",
      "\u00a0",
      "\u0000",
      "\uFFFE",
      "😀",
    );
    const anyText = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.string({ unit: "binary-ascii", maxLength: 80 }),
      fc.string({ unit: fc.oneof(anyCodeUnit, awkward), maxLength: 80 }),
    );
    fc.assert(
      fc.property(anyText, anyText, anyText, (title, summary, category) => {
        const xml = feed([entry({ title, summary, categories: [category] })], { title });
        expect(atomRuleViolations(xml)).toEqual([]);
        const parsed = parseFeed(xml);
        const item = onlyItem(xml);
        // feed-parser reports an empty text as null.
        expect(parsed.title ?? "").toBe(asParsed(title));
        expect(item.title ?? "").toBe(asParsed(title));
        expect(item.description ?? "").toBe(asParsed(summary));
        const term = sanitized(category).replace(/[\t\n\r]/g, " ");
        expect(item.categories.map((found) => found.term)).toEqual(term === "" ? [] : [term]);
        const written = Document.fromString(xml).findElementWithName("feed")?.findElementWithName("entry");
        const titleElement = written?.findElementWithName("title");
        expect(titleElement && xmlText(titleElement)).toBe(sanitized(title));
      }),
      { numRuns: 300 },
    );
  });

  it("refuses invalid dates, naming the entry or feed id", () => {
    const invalid = new Date(Number.NaN);
    for (const extra of [
      { updated: invalid },
      { published: invalid },
      { updated: new Date(Date.UTC(10_000, 0, 1)) },
      { updated: new Date("-000001-01-01T00:00:00Z") },
    ]) {
      expect(() => feed([entry({ id: "tag:forkline.example,2025:broken", ...extra })]), JSON.stringify(extra)).toThrow(
        '"tag:forkline.example,2025:broken"',
      );
    }
    expect(() => feed([], { updated: invalid })).toThrow('Atom feed "tag:forkline.example,2025:calls"');
  });

  it("refuses links that are not absolute http(s), naming the entry or feed id", () => {
    const urls = [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>",
      "ftp://example.org",
      "/calls/1",
      "calls/1",
      "",
    ];
    for (const url of urls) {
      expect(() => feed([entry({ id: "tag:forkline.example,2025:linked", url })]), url).toThrow(
        '"tag:forkline.example,2025:linked"',
      );
      expect(() => feed([], { selfUrl: url }), url).toThrow('"tag:forkline.example,2025:calls"');
      expect(() => feed([], { siteUrl: url }), url).toThrow('"tag:forkline.example,2025:calls"');
    }
  });

  it("refuses ids that are not absolute IRIs, naming them", () => {
    for (const id of [
      "",
      "call-223",
      "tag:",
      "tag:has space",
      "tag:x\u0001",
      "tag:x\uD800",
      "https://x/<y>",
      "1tag:x",
    ]) {
      expect(() => feed([entry({ id })]), JSON.stringify(id)).toThrow(JSON.stringify(id));
      expect(() => feed([], { id }), JSON.stringify(id)).toThrow(JSON.stringify(id));
    }
    expect(atomRuleViolations(feed([entry({ id: "urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6" })]))).toEqual([]);
  });

  it("has rules that catch what a validator would reject", () => {
    const good = feed([entry()]);
    const broken: [string, string][] = [
      [good.replace("  <author><name>Forkline</name></author>\n", ""), "no <author>"],
      [good.replace(/ {2}<link rel="self"[^\n]*\n/, ""), "rel=self"],
      [good.replace("<updated>2025-12-04T15:30:00Z</updated>", "<updated>Dec 4, 2025</updated>"), "RFC 3339"],
      [good.replace("<id>tag:forkline.example,2025:call-acde-223</id>", "<id>call 223</id>"), "absolute IRI"],
      [good.replace("    <title>ACDE #223</title>\n", ""), "<title>"],
      [good.replace(/ {4}<link rel="alternate"[^\n]*\n/, ""), "no alternate link"],
      [good.replace("<title>ACDE #223</title>", "<title>ACDE <b>#223</b></title>"), "markup"],
      [good.replace("ACDE #223", "ACDE \u0001"), "XML 1.0"],
      [good.replace(' xmlns="http://www.w3.org/2005/Atom"', ""), "namespace"],
    ];
    expect(atomRuleViolations(good)).toEqual([]);
    for (const [xml, problem] of broken) {
      expect(xml).not.toBe(good);
      expect(atomRuleViolations(xml).join("; ")).toContain(problem);
    }
  });
});
