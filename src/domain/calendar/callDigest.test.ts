import { describe, expect, test } from "vitest";
import type { CallSummaries } from "~/schemas/artifacts";
import { callDigestSchema } from "~/schemas/site";
import { callDigest, callHighlights, shorten } from "./callDigest";

const tldr: NonNullable<CallSummaries["tldr"]> = {
  highlights: {
    releases: [
      { timestamp: "00:01:00", highlight: "Two clients released." },
      { timestamp: "00:02:00", highlight: "A third is due." },
    ],
    devnets: [{ timestamp: "00:03:00", highlight: "Devnet 4 finalized." }],
  },
  action_items: [],
  decisions: [{ timestamp: "00:04:00", decision: "Ship it." }],
  targets: [],
};
const keyDecisions: NonNullable<CallSummaries["keyDecisions"]> = {
  key_decisions: [
    {
      original_text: "EIP-7805 goes into the next devnet",
      timestamp: "00:01:02",
      type: "devnet_inclusion",
      eips: [7805],
    },
    { original_text: "Second", timestamp: "00:01:10", type: "other", eips: [] },
  ],
};

const digest = (summaries: CallSummaries, more: Partial<Parameters<typeof callDigest>[0]> = {}) =>
  callDigest({ summaries, transcriptLines: 0, chatMessages: 0, hasVideo: false, ...more });

describe("callHighlights", () => {
  test("takes the TL;DR's highlights one category at a time, before anything else", () => {
    expect(callHighlights({ tldr, keyDecisions }, 3)).toEqual([
      "Two clients released.",
      "Devnet 4 finalized.",
      "A third is due.",
    ]);
  });

  test("falls back to key decisions, the TL;DR's decisions, notes, then an overview's first sentence", () => {
    expect(callHighlights({ keyDecisions, tldr: { ...tldr, highlights: {} } }, 1)).toEqual([
      "EIP-7805 goes into the next devnet",
    ]);
    expect(callHighlights({ tldr: { ...tldr, highlights: { empty: [] } } }, 2)).toEqual(["Ship it."]);
    expect(
      callHighlights(
        {
          notes: {
            sections: [
              { heading: "H", body: "b" },
              { heading: "H2", summary: " Clients  pass.\n", body: "" },
            ],
          },
        },
        2,
      ),
    ).toEqual(["Clients pass."]);
    expect(
      callHighlights(
        { summary: { summary_overview: "Teams shipped. Then they rested.", summary_details: [], next_steps: [] } },
        2,
      ),
    ).toEqual(["Teams shipped."]);
    expect(
      callHighlights({ agenda: { executive_summary: "Version 1.2 of the spec is out. More soon.", agenda: [] } }, 1),
    ).toEqual(["Version 1.2 of the spec is out."]);
  });

  test("a call with nothing to say has no highlights", () => {
    expect(callHighlights({}, 3)).toEqual([]);
    expect(callHighlights({ summary: { summary_overview: "  ", summary_details: [], next_steps: [] } }, 3)).toEqual([]);
  });
});

describe("callDigest", () => {
  test("counts key decisions first, else the TL;DR's, and lists the parts the call has", () => {
    expect(digest({ tldr, keyDecisions }, { transcriptLines: 10, chatMessages: 2, hasVideo: true })).toEqual({
      teaser: "Two clients released.",
      decisions: 2,
      parts: ["video", "transcript", "chat", "summary"],
    });
    expect(digest({ tldr })).toMatchObject({ decisions: 1, parts: ["summary"] });
    expect(digest({})).toEqual({ decisions: 0, parts: [] });
  });

  test("an empty older summary is not a summary; notes are", () => {
    expect(digest({ summary: { summary_overview: "", summary_details: [], next_steps: [] } }).parts).toEqual([]);
    expect(digest({ notes: { sections: [{ heading: "H", body: "b" }] } }).parts).toEqual(["summary"]);
  });

  test("a huge or hostile highlight stays one short line of text that the schema accepts", () => {
    const hostile = `<img src=x onerror=alert(1)> ${"word ".repeat(5000)}`;
    const result = digest({ tldr: { ...tldr, highlights: { x: [{ timestamp: "00:00:01", highlight: hostile }] } } });
    expect(result.teaser!.length).toBeLessThanOrEqual(140);
    expect(result.teaser!.startsWith("<img src=x onerror=alert(1)>")).toBe(true);
    expect(callDigestSchema.parse(result)).toEqual(result);
  });
});

describe("shorten", () => {
  test("cuts at a word with an ellipsis, or inside a word that is too long", () => {
    expect(shorten("short", 10)).toBe("short");
    expect(shorten("one two three four", 12)).toBe("one two…");
    expect(shorten("a".repeat(50), 10)).toBe(`${"a".repeat(9)}…`);
    expect(shorten("one, two, three", 10)).toBe("one, two…");
  });
});
