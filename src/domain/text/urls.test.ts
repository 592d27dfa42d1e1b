import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { findUrls } from "./urls";

/** The addresses as written in the text, with their hrefs. */
const linked = (text: string) => findUrls(text).map(({ start, end, href }) => ({ text: text.slice(start, end), href }));

describe("findUrls", () => {
  it("finds http and https addresses in a line, in order, whatever the scheme's case", () => {
    expect(linked("dashboard at https://devnet.example.org/d/7 and http://old.example/x?y=1&z=2#top now")).toEqual([
      { text: "https://devnet.example.org/d/7", href: "https://devnet.example.org/d/7" },
      { text: "http://old.example/x?y=1&z=2#top", href: "http://old.example/x?y=1&z=2#top" },
    ]);
    expect(linked("HTTPS://Example.ORG/A")).toEqual([{ text: "HTTPS://Example.ORG/A", href: "https://example.org/A" }]);
  });

  it("gives the offsets of the address within the text", () => {
    expect(findUrls("see https://a.example.")).toEqual([{ start: 4, end: 21, href: "https://a.example/" }]);
  });

  it("leaves trailing sentence punctuation out of the address", () => {
    for (const tail of [".", ",", ":", ";", "!", "?", "'", "…", "...", "!?", "’", "**", "。"]) {
      expect(linked(`look: https://x.example/a${tail}`), tail).toEqual([
        { text: "https://x.example/a", href: "https://x.example/a" },
      ]);
    }
    expect(linked("https://x.example/a.b.c/d.html.")[0]?.text).toBe("https://x.example/a.b.c/d.html");
  });

  it("keeps brackets the address opened and drops those it did not", () => {
    expect(linked("(see https://x.example/a)")[0]?.text).toBe("https://x.example/a");
    expect(linked("(https://en.wikipedia.org/wiki/Merkle_(tree))")[0]?.text).toBe(
      "https://en.wikipedia.org/wiki/Merkle_(tree)",
    );
    expect(linked("https://en.wikipedia.org/wiki/Merkle_(tree).")[0]?.text).toBe(
      "https://en.wikipedia.org/wiki/Merkle_(tree)",
    );
    expect(linked("[spec](https://eips.ethereum.org/EIPS/eip-7702)")[0]?.text).toBe(
      "https://eips.ethereum.org/EIPS/eip-7702",
    );
    expect(linked("[https://x.example/a]")[0]?.text).toBe("https://x.example/a");
    expect(linked("<https://x.example/a>")[0]?.text).toBe("https://x.example/a");
    expect(linked("“https://x.example/a”")[0]?.text).toBe("https://x.example/a");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript://%0aalert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox",
    "file:///etc/passwd",
    "ftp://files.example/x",
    "mailto:someone@example.org",
    "//evil.example/path",
    "www.example.org",
    "https://",
    "http:///nohost",
    "https://?q=1",
    "xhttps://glued.example",
  ])("links nothing in %s", (text) => {
    expect(findUrls(`before ${text} after`)).toEqual([]);
  });

  it("stops at a quote or angle bracket, so markup stays text after the address", () => {
    expect(linked('https://x.y/"><script>alert(1)</script>')).toEqual([{ text: "https://x.y/", href: "https://x.y/" }]);
    expect(linked("https://x.y/'><img src=x onerror=alert(1)>")).toEqual([
      { text: "https://x.y/", href: "https://x.y/" },
    ]);
    expect(linked('<a href="https://x.y/a">x</a>')).toEqual([{ text: "https://x.y/a", href: "https://x.y/a" }]);
  });

  it("an http address inside a javascript: one is only that http address", () => {
    const [url] = findUrls("javascript:fetch('https://evil.example/steal')");
    expect(url?.href).toBe("https://evil.example/steal");
  });

  it("keeps IDN and percent-encoded addresses as written, with a normalised href", () => {
    expect(linked("https://münchen.example/straße?q=ä")).toEqual([
      { text: "https://münchen.example/straße?q=ä", href: "https://xn--mnchen-3ya.example/stra%C3%9Fe?q=%C3%A4" },
    ]);
    expect(linked("https://x.example/a%20b/%E2%9C%93")).toEqual([
      { text: "https://x.example/a%20b/%E2%9C%93", href: "https://x.example/a%20b/%E2%9C%93" },
    ]);
    expect(linked("https://x.example/%zz")[0]?.text).toBe("https://x.example/%zz");
  });

  it("ends at whitespace of any kind, and at zero-width, bidi-override and control characters", () => {
    for (const space of [" ", "\t", "\n", "\u00a0", "\u202f", "\u3000", "\u200b", "\u202e", "\u0000"]) {
      expect(linked(`https://a.example/x${space}rest`)[0]?.text, JSON.stringify(space)).toBe("https://a.example/x");
    }
  });

  it("handles huge lines in linear time", () => {
    const prose = "word ".repeat(2000);
    const longUrl = `https://x.example/${"a".repeat(10_000)}`;
    const manyUrls = "https://x.example/a ".repeat(500);
    const brackets = `https://x.example/${")".repeat(10_000)}`;
    const schemes = "http://".repeat(1500);
    const started = performance.now();
    expect(findUrls(prose)).toEqual([]);
    expect(findUrls(longUrl)[0]?.end).toBe(longUrl.length);
    expect(findUrls(manyUrls)).toHaveLength(500);
    expect(linked(brackets)[0]?.text).toBe("https://x.example/");
    findUrls(schemes);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("never throws, and only ever yields in-bounds, ordered, http(s) spans", () => {
    const piece = fc.constantFrom(
      "https://",
      "http://",
      "javascript:",
      "a.example",
      "/",
      "(",
      ")",
      ".",
      " ",
      '"',
      "<",
      "é",
      "%",
      "?",
      "#",
      "\u200b",
      "x",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 30 }), (pieces) => {
        const text = pieces.join("");
        let previousEnd = 0;
        for (const url of findUrls(text)) {
          expect(url.start).toBeGreaterThanOrEqual(previousEnd);
          expect(url.end).toBeLessThanOrEqual(text.length);
          expect(text.slice(url.start, url.end)).toMatch(/^https?:\/\//i);
          expect(new URL(url.href).protocol).toMatch(/^https?:$/);
          previousEnd = url.end;
        }
      }),
    );
  });
});
