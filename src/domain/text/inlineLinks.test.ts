import { describe, expect, it } from "vitest";
import { parseInlineLinks, safeLinkUrl } from "./inlineLinks";

describe("parseInlineLinks", () => {
  it("returns plain text as one segment", () => {
    expect(parseInlineLinks("No links here.")).toEqual([{ kind: "text", text: "No links here." }]);
    expect(parseInlineLinks("")).toEqual([]);
  });

  it("turns [label](https://…) into a link between text segments", () => {
    expect(parseInlineLinks("See [the spec](https://eips.ethereum.org/EIPS/eip-7594) for details.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", label: "the spec", url: "https://eips.ethereum.org/EIPS/eip-7594" },
      { kind: "text", text: " for details." },
    ]);
  });

  it("handles several links, including adjacent ones and http", () => {
    const segments = parseInlineLinks("[a](https://a.example)[b](http://b.example/x?y=1#z) end");
    expect(segments).toEqual([
      { kind: "link", label: "a", url: "https://a.example/" },
      { kind: "link", label: "b", url: "http://b.example/x?y=1#z" },
      { kind: "text", text: " end" },
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox",
    "/relative/path",
    "//evil.example",
    "mailto:someone@example.org",
    "not a url",
  ])("keeps a link to %s as plain text", (url) => {
    const segments = parseInlineLinks(`Click [here](${url}) now`);
    expect(segments.every((segment) => segment.kind === "text")).toBe(true);
    expect(segments.map((segment) => (segment.kind === "text" ? segment.text : "")).join("")).not.toMatch(
      /javascript:|data:/i,
    );
  });

  it("merges a refused link's label into the surrounding text", () => {
    expect(parseInlineLinks("Click [here](javascript:alert(1)) now")).toEqual([
      { kind: "text", text: "Click here now" },
    ]);
    expect(parseInlineLinks("Click [here](data:text/html,x) now")).toEqual([{ kind: "text", text: "Click here now" }]);
  });

  it("leaves brackets that are not links alone", () => {
    expect(parseInlineLinks("an array [1, 2] (and a note)")).toEqual([
      { kind: "text", text: "an array [1, 2] (and a note)" },
    ]);
  });
});

describe("safeLinkUrl", () => {
  it("accepts only absolute http(s)", () => {
    expect(safeLinkUrl("https://example.org/a")).toBe("https://example.org/a");
    expect(safeLinkUrl(" javascript:alert(1)")).toBeUndefined();
    expect(safeLinkUrl("data:,x")).toBeUndefined();
    expect(safeLinkUrl("")).toBeUndefined();
  });
});

describe("parseInlineLinks with parentheses in URLs", () => {
  it("keeps one level of balanced parentheses", () => {
    expect(parseInlineLinks("[tree](https://en.wikipedia.org/wiki/Merkle_(tree)).")).toEqual([
      { kind: "link", label: "tree", url: "https://en.wikipedia.org/wiki/Merkle_(tree)" },
      { kind: "text", text: "." },
    ]);
  });
});
