import { describe, expect, test } from "vitest";
import type { Eip } from "~/schemas/content";
import { factsFromSpecHeader, parseSpecHeader, specHeaderProblems } from "./specHeader";

const spec = [
  "---",
  "eip: 9001",
  "title: Cheaper Widgets",
  "description: Makes widgets cheaper: half price",
  "author: Ann O`Neil (@ann), Bo (@bo)",
  "discussions-to: https://ethereum-magicians.org/t/widgets/1",
  "status: Review",
  "created: 2025-03-31",
  "---",
  "",
  "## Abstract",
  "status: Final",
].join("\n");

const eip: Eip = {
  id: 9001,
  title: "EIP-9001: Cheaper Widgets",
  status: "Review",
  description: "Makes widgets cheaper: half price",
  author: "Ann O'Neil (@ann), Bo (@bo)",
  type: "Standards Track",
  createdDate: "2025-03-31",
  discussionLink: "https://ethereum-magicians.org/t/widgets/1",
  forkRelationships: [],
  reviewer: "bot",
};

describe("parseSpecHeader", () => {
  test("reads the front matter only, keeping colons inside values", () => {
    const header = parseSpecHeader(spec);
    expect(header.get("description")).toBe("Makes widgets cheaper: half price");
    expect(header.get("status")).toBe("Review");
    expect(header.size).toBe(7);
  });

  test("gives nothing for empty, unterminated or header-less text, and survives a huge one", () => {
    expect(parseSpecHeader("").size).toBe(0);
    expect(parseSpecHeader("---\ntitle: x\n").size).toBe(0);
    expect(parseSpecHeader("# Just a heading\n").size).toBe(0);
    expect(parseSpecHeader(`---\n${"k: v\n".repeat(100_000)}---\n`).get("k")).toBe("v");
  });

  test("keeps hostile values as plain text and the first of repeated keys", () => {
    const header = parseSpecHeader("---\ntitle: <script>alert(1)</script>\ntitle: second\n: no key\n---\n");
    expect(header.get("title")).toBe("<script>alert(1)</script>");
    expect(header.size).toBe(1);
  });
});

describe("specHeaderProblems", () => {
  test("none when the facts match the header (a backtick reads as an apostrophe)", () => {
    expect(specHeaderProblems(eip, spec)).toEqual([]);
    expect(specHeaderProblems(eip, undefined)).toEqual([]);
  });

  test("names each field that differs, with both values", () => {
    const stale: Eip = { ...eip, status: "Draft", createdDate: "2024-01-01", discussionLink: undefined };
    expect(specHeaderProblems(stale, spec)).toEqual([
      "header 'status': content says 'Draft', the specification says 'Review'",
      "header 'created': content says '2024-01-01', the specification says '2025-03-31'",
      "header 'discussions-to': content says '', the specification says 'https://ethereum-magicians.org/t/widgets/1'",
    ]);
  });

  test("says so when the spec file has no header", () => {
    expect(specHeaderProblems(eip, "no header")).toEqual([
      "content/eip-specs/eip-9001.md has no header to check the facts against",
    ]);
  });
});

describe("factsFromSpecHeader", () => {
  test("gives the header's facts in content's fields, with our title prefix", () => {
    expect(factsFromSpecHeader(spec, "EIP-9001: ")).toEqual({
      title: "EIP-9001: Cheaper Widgets",
      status: "Review",
      description: "Makes widgets cheaper: half price",
      author: "Ann O'Neil (@ann), Bo (@bo)",
      createdDate: "2025-03-31",
      discussionLink: "https://ethereum-magicians.org/t/widgets/1",
    });
  });
  test("leaves out what the header does not state, and a status it does not know", () => {
    expect(factsFromSpecHeader("---\ntitle: X\nstatus: Frozen\n---\n", "EIP-1: ")).toEqual({ title: "EIP-1: X" });
    expect(factsFromSpecHeader("", "EIP-1: ")).toEqual({});
  });
});

test("a backtick in a description marks code and stays", () => {
  const withCode = "---\ntitle: Cheaper Widgets\ndescription: Adds `WIDGET`\n---\n";
  expect(factsFromSpecHeader(withCode, "EIP-9001: ").description).toBe("Adds `WIDGET`");
  expect(specHeaderProblems({ ...eip, description: "Adds 'WIDGET'" }, withCode)).toEqual([
    "header 'description': content says 'Adds 'WIDGET'', the specification says 'Adds `WIDGET`'",
  ]);
});
