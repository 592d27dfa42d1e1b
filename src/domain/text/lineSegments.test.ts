import { describe, expect, it } from "vitest";
import { segmentLine } from "./lineSegments";
import { findUrls } from "./urls";

describe("segmentLine", () => {
  it("keeps a line without links as one text segment, and an empty line as none", () => {
    expect(segmentLine("just words", [])).toEqual([{ kind: "text", text: "just words" }]);
    expect(segmentLine("", [])).toEqual([]);
  });

  it("cuts text, addresses and mentions in reading order, losing no character", () => {
    const text = "EIP-7702 notes at https://x.example/n, then EIP-7805.";
    const mentions = [
      { start: 0, end: 8, target: 7702 },
      { start: 44, end: 52, target: 7805 },
    ];
    const segments = segmentLine(text, findUrls(text), mentions);
    expect(segments).toEqual([
      { kind: "mention", text: "EIP-7702", target: 7702 },
      { kind: "text", text: " notes at " },
      { kind: "url", text: "https://x.example/n", href: "https://x.example/n" },
      { kind: "text", text: ", then " },
      { kind: "mention", text: "EIP-7805", target: 7805 },
      { kind: "text", text: "." },
    ]);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
  });

  it("lets an address win over a mention inside it", () => {
    const text = "spec: https://eips.ethereum.org/EIPS/eip-7702 and eip-7702";
    const inside = { start: 37, end: 45, target: 7702 };
    const outside = { start: 50, end: 58, target: 7702 };
    expect(segmentLine(text, findUrls(text), [inside, outside])).toEqual([
      { kind: "text", text: "spec: " },
      { kind: "url", text: "https://eips.ethereum.org/EIPS/eip-7702", href: "https://eips.ethereum.org/EIPS/eip-7702" },
      { kind: "text", text: " and " },
      { kind: "mention", text: "eip-7702", target: 7702 },
    ]);
  });

  it("keeps markup in the text as text", () => {
    const text = 'https://x.y/"><script>alert(1)</script>';
    expect(segmentLine(text, findUrls(text))).toEqual([
      { kind: "url", text: "https://x.y/", href: "https://x.y/" },
      { kind: "text", text: '"><script>alert(1)</script>' },
    ]);
  });
});
