import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseNotesBody, type NoteBlock } from "./notesBody";

const item = (text: string, ...children: NoteBlock[]) => ({ text, children });
const list = (...items: ReturnType<typeof item>[]): NoteBlock => ({ kind: "list", items });
const paragraph = (text: string): NoteBlock => ({ kind: "paragraph", text });

function depth(blocks: readonly NoteBlock[]): number {
  return Math.max(
    0,
    ...blocks.map((block) =>
      block.kind === "list" ? 1 + Math.max(0, ...block.items.map((i) => depth(i.children))) : 0,
    ),
  );
}

describe("parseNotesBody: the archive's bullets", () => {
  it("reads top-level bullets with nested two-space bullets", () => {
    const body =
      "- Devnet 7 is stable.\n- Erigon is onboarding.\n  - Fewer validators for now.\n  - May propose less.\n- QUIC stays on.";
    expect(parseNotesBody(body)).toEqual([
      list(
        item("Devnet 7 is stable."),
        item("Erigon is onboarding.", list(item("Fewer validators for now."), item("May propose less."))),
        item("QUIC stays on."),
      ),
    ]);
  });

  it("keeps links, emphasis and dashes inside an item as written", () => {
    const body = "- See [EIP-7723](https://eips.ethereum.org/EIPS/eip-7723) — **SFI** criteria - all met.";
    expect(parseNotesBody(body)).toEqual([
      list(item("See [EIP-7723](https://eips.ethereum.org/EIPS/eip-7723) — **SFI** criteria - all met.")),
    ]);
  });

  it("nests three levels and climbs back out", () => {
    expect(parseNotesBody("- a\n  - b\n    - c\n- d")).toEqual([
      list(item("a", list(item("b", list(item("c"))))), item("d")),
    ]);
  });

  it.each([
    ["* and + bullets", "* a\n  + b\n* c"],
    ["tab indentation", "- a\n\t- b\n- c"],
    ["four-space indentation", "- a\n    - b\n- c"],
    ["CRLF line endings", "- a\r\n  - b\r\n- c\r\n"],
    ["bare CR line endings", "- a\r  - b\r- c"],
    ["a byte-order mark", "\uFEFF- a\n  - b\n- c"],
    ["blank lines between bullets", "- a\n\n  - b\n\n\n- c\n"],
    ["trailing spaces and a tab after the marker", "-\ta   \n  -   b \n- c"],
  ])("reads the same tree from %s", (_case, body) => {
    expect(parseNotesBody(body)).toEqual([list(item("a", list(item("b"))), item("c"))]);
  });
});

describe("parseNotesBody: odd indentation", () => {
  it("treats any deeper indentation as one level down, and siblings by their column", () => {
    expect(parseNotesBody("- a\n   - b\n   - c\n - d")).toEqual([
      list(item("a", list(item("b"), item("c"), item("d")))),
    ]);
  });

  it("puts a bullet between two columns under the item to its left, in the same list", () => {
    expect(parseNotesBody("- a\n    - b\n  - c\n- d")).toEqual([
      list(item("a", list(item("b"), item("c"))), item("d")),
    ]);
  });

  it("reads an indented first bullet as top level, and a later outdented one as its sibling", () => {
    expect(parseNotesBody("  - a\n    - b\n- c\n  - d")).toEqual([
      list(item("a", list(item("b"))), item("c", list(item("d")))),
    ]);
  });

  it("stops nesting at eight levels", () => {
    const body = Array.from({ length: 50 }, (_, i) => `${" ".repeat(i * 2)}- level ${i}`).join("\n");
    const blocks = parseNotesBody(body);
    expect(depth(blocks)).toBe(8);
    expect(JSON.stringify(blocks).match(/level \d+/g)).toHaveLength(50);
  });
});

describe("parseNotesBody: paragraphs", () => {
  it("reads plain lines as paragraphs, joining wrapped lines and splitting at blank lines", () => {
    expect(parseNotesBody("First line\nwraps here.\n\nSecond paragraph.")).toEqual([
      paragraph("First line wraps here."),
      paragraph("Second paragraph."),
    ]);
  });

  it("ends a list at an unindented line and starts a new one after it", () => {
    expect(parseNotesBody("Intro:\n- a\n- b\nIn between.\n- c")).toEqual([
      paragraph("Intro:"),
      list(item("a"), item("b")),
      paragraph("In between."),
      list(item("c")),
    ]);
  });

  it("joins an indented line right after an item to that item's text", () => {
    expect(parseNotesBody("- a long item\n  that wraps\n- b")).toEqual([
      list(item("a long item that wraps"), item("b")),
    ]);
  });

  it("makes an indented line after a blank line a paragraph inside the item", () => {
    expect(parseNotesBody("- a\n\n  More about a\n  on two lines.\n- b")).toEqual([
      list(item("a", paragraph("More about a on two lines.")), item("b")),
    ]);
  });

  it("puts an indented line after a nested list back under its parent item", () => {
    expect(parseNotesBody("- a\n  - b\n\n  Back to a.\n  - c")).toEqual([
      list(item("a", list(item("b")), paragraph("Back to a."), list(item("c")))),
    ]);
  });

  it("keeps numbered lines as items with their number", () => {
    expect(parseNotesBody("1. First\n2) Second\n- third")).toEqual([
      list(item("1. First"), item("2) Second"), item("third")),
    ]);
  });

  it("does not take emphasis, rules or hyphenated words for bullets", () => {
    expect(parseNotesBody("**Decision:** none\n-not a bullet\n---")).toEqual([
      paragraph("**Decision:** none -not a bullet ---"),
    ]);
  });

  it("skips bullets with no text", () => {
    expect(parseNotesBody("- a\n-\n- \n- b")).toEqual([list(item("a"), item("b"))]);
  });
});

describe("parseNotesBody: hostile and degenerate input", () => {
  it.each([[""], ["\n\n"], [" \t \r\n"], ["\uFEFF"]])("gives nothing for the empty body %j", (body) => {
    expect(parseNotesBody(body)).toEqual([]);
  });

  it("keeps HTML as text, never as markup", () => {
    const body = '- <script>alert("x")</script>\n  - <img src=x onerror=alert(1)>\n<b>bold</b> &amp;';
    expect(parseNotesBody(body)).toEqual([
      list(item('<script>alert("x")</script>', list(item("<img src=x onerror=alert(1)>")))),
      paragraph("<b>bold</b> &amp;"),
    ]);
  });

  it("reads a 1 MB body quickly", () => {
    const body = "- Top item with some words in it.\n  - Nested item with a few more words.\n".repeat(14_000);
    expect(body.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const [first, ...rest] = parseNotesBody(body);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(rest).toEqual([]);
    expect(first?.kind === "list" && first.items.length).toBe(28_000 / 2);
  });

  it("reads a 1 MB single line and a 1 MB run of spaces", () => {
    expect(parseNotesBody(`- ${"x".repeat(1_000_000)}`)).toEqual([list(item("x".repeat(1_000_000)))]);
    expect(parseNotesBody(`${" ".repeat(1_000_000)}- x`)).toEqual([list(item("x"))]);
  });

  it("survives deep indentation staircases", () => {
    const body = Array.from(
      { length: 20_000 },
      (_, i) => `${" ".repeat(i % 200)}${i % 3 === 0 ? "text" : "- item"}`,
    ).join("\n");
    expect(depth(parseNotesBody(body))).toBeLessThanOrEqual(8);
  });

  it("reads a non-string body as nothing", () => {
    expect(parseNotesBody(JSON.parse("null"))).toEqual([]);
  });

  it("never throws, never loses text, and never nests deeper than eight lists", () => {
    const line = fc.tuple(
      fc.constantFrom("", " ", "  ", "\t", "   "),
      fc.constantFrom("", "- ", "* ", "+ ", "1. ", "-"),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom("\n", "\r\n", "\r"), (lines, eol) => {
        const body = lines.map((parts) => parts.join("")).join(eol);
        const blocks = parseNotesBody(body);
        expect(depth(blocks)).toBeLessThanOrEqual(8);
        const words = (text: string) => text.split(/\s+/).filter((w) => w !== "" && !/^(?:[-*+]|\d+[.)])$/.test(w));
        const kept = JSON.stringify(blocks);
        for (const word of words(body)) expect(kept).toContain(JSON.stringify(word).slice(1, -1));
      }),
    );
  });
});
