import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CallContent } from "./callContent";
import { searchCall } from "./callSearch";

function content(partial: Partial<CallContent> = {}): CallContent {
  return { transcript: [], chat: [], agenda: [], actions: [], otherSummaries: [], decisions: [], ...partial };
}

const line = (seconds: number, speaker: string | null, text: string) => ({
  timestamp: `00:00:${String(seconds).padStart(2, "0")}`,
  seconds,
  speaker,
  text,
});

const chat = (seconds: number, speaker: string, message: string, isOrphanReaction = false) => ({
  id: seconds,
  timestamp: `00:00:${String(seconds).padStart(2, "0")}`,
  seconds,
  speaker,
  message,
  reactions: [],
  ...(isOrphanReaction ? { isOrphanReaction: true as const } : {}),
});

const summary = (hits: ReturnType<typeof searchCall>) => hits.map((hit) => [hit.type, hit.ref, hit.matchScore]);

describe("searchCall", () => {
  const call = content({
    transcript: [
      line(1, "Tim", "Welcome to the call"),
      line(2, "Ansgar", "Ethereum needs the gas limit raised"),
      line(3, null, "gas is cheap"),
      line(4, "Alex Stokes", "next topic"),
    ],
    chat: [chat(5, "Łukasz", "gas limit to 60M?"), chat(6, "Tim", 'Reacted to "gas limit" with 👍', true)],
    agenda: [
      {
        title: "Gas limit increase",
        summary: "Clients agree on 60M",
        timestamp: "00:10:00",
        seconds: 600,
        isDecision: true,
      },
      {
        title: "Blobs",
        summary: "raise the gas target later",
        timestamp: "00:20:00",
        seconds: 1200,
        isDecision: false,
      },
    ],
    actions: [
      { text: "Ship the gas limit change", owner: "Client teams", timestamp: "00:30:00", seconds: 1800, topic: "Gas" },
    ],
  });

  it("gives nothing for an empty, blank or one-letter query", () => {
    expect(searchCall(call, "", "all")).toEqual([]);
    expect(searchCall(call, "   \t", "all")).toEqual([]);
    expect(searchCall(call, "a", "all")).toEqual([]);
  });

  it("matches words that begin with a query word, not substrings inside words", () => {
    expect(searchCall(call, "eth", "transcript").map((hit) => hit.ref)).toEqual([1]);
    expect(searchCall(call, "ereum", "all")).toEqual([]);
  });

  it("scores phrase +10, all words +5 and +2 per word in text", () => {
    // "gas limit": 2 words × 2 + all 5 + phrase 10.
    expect(searchCall(call, "gas limit", "transcript")).toMatchObject([
      { ref: 1, matchScore: 19 },
      { ref: 2, matchScore: 2 },
    ]);
  });

  it("lets the last phrase word be the start of a longer word, as while typing", () => {
    expect(searchCall(call, "gas lim", "transcript")[0]).toMatchObject({ ref: 1, matchScore: 19 });
    expect(searchCall(call, "ga limit", "transcript")[0]).toMatchObject({ ref: 1, matchScore: 9 });
  });

  it("compares the phrase on normalised forms", () => {
    expect(searchCall(call, "GAS--limit!!", "transcript")[0]).toMatchObject({ ref: 1, matchScore: 19 });
  });

  it("adds +3 per word found in the speaker name, and finds lines by speaker alone", () => {
    expect(searchCall(call, "stokes", "transcript")).toMatchObject([{ ref: 3, matchScore: 3, speaker: "Alex Stokes" }]);
    expect(searchCall(call, "łuk gas", "chat")).toMatchObject([{ ref: 0, matchScore: 2 + 3 }]);
  });

  it("labels unlabelled transcript lines 'Speaker' without matching that word", () => {
    expect(searchCall(call, "cheap", "transcript")[0]?.speaker).toBe("Speaker");
    expect(searchCall(call, "speaker", "all")).toEqual([]);
  });

  it("scores agenda titles +3 and summaries +2 per word, decisions +2", () => {
    expect(summary(searchCall(call, "gas limit", "agenda"))).toEqual([
      // title: 2 words × 3 + all 5 + phrase 10 + decision 2
      ["agenda", 0, 23],
      // summary: "gas" × 2
      ["agenda", 1, 2],
    ]);
    expect(searchCall(call, "60m", "agenda")[0]?.text).toBe("Gas limit increase — Clients agree on 60M");
  });

  it("gives action items +5 and their owner +3 per word", () => {
    expect(searchCall(call, "gas limit", "action")).toMatchObject([
      { ref: 0, matchScore: 4 + 5 + 10 + 5, speaker: "Client teams" },
    ]);
    expect(searchCall(call, "client", "action")).toMatchObject([{ matchScore: 3 + 5 }]);
  });

  it("leaves reactions out", () => {
    expect(searchCall(call, "reacted", "chat")).toEqual([]);
  });

  it("filters by type", () => {
    const types = (filter: Parameters<typeof searchCall>[2]) =>
      new Set(searchCall(call, "gas", filter).map((hit) => hit.type));
    expect(types("all")).toEqual(new Set(["transcript", "chat", "agenda", "action"]));
    expect(types("chat")).toEqual(new Set(["chat"]));
  });

  it("sorts by score, then earliest time, then source order", () => {
    const tied = content({
      transcript: [line(9, "A", "fork"), line(3, "B", "fork"), line(3, "C", "fork")],
      chat: [chat(3, "D", "fork")],
    });
    expect(summary(searchCall(tied, "fork", "all"))).toEqual([
      ["transcript", 1, 17],
      ["transcript", 2, 17],
      ["chat", 0, 17],
      ["transcript", 0, 17],
    ]);
  });

  it("gives transcript hits the neighbouring lines as context", () => {
    const [first, middle] = [searchCall(call, "welcome", "all")[0], searchCall(call, "cheap", "all")[0]];
    expect(first?.context).toEqual({ before: null, after: "Ethereum needs the gas limit raised" });
    expect(middle?.context).toEqual({ before: "Ethereum needs the gas limit raised", after: "next topic" });
    expect(searchCall(call, "60m", "chat")[0]?.context).toBeUndefined();
  });

  it("counts a repeated query word once", () => {
    expect(searchCall(call, "cheap cheap", "transcript")[0]?.matchScore).toBe(2 + 5);
  });

  it("survives hostile queries", () => {
    expect(searchCall(call, ".*+?^${}()|[]\\", "all")).toEqual([]);
    expect(searchCall(call, "<script>alert(1)</script> gas", "transcript").length).toBe(2);
    expect(searchCall(call, "gas ".repeat(2500), "transcript")[0]?.ref).toBe(1);
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (query) => {
        for (const hit of searchCall(call, query, "all")) expect(hit.matchScore).toBeGreaterThan(0);
      }),
    );
  });
});

describe("searchCall: the word filter (first two letters) and kept tokens", () => {
  // The rule spelled out plainly: a line matches when one of its tokens begins with a query word.
  const naive = (text: string, words: string[]) =>
    words.some((word) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .some((token) => token.length >= 2 && token.startsWith(word)),
    );

  it("finds exactly the lines a plain prefix test finds, for any texts and queries, asked twice", () => {
    // At least two letters each, so every word is a token; "𝒳" is two UTF-16 units, "é" is composed.
    const word = fc
      .array(fc.constantFrom("a", "b", "é", "𝒳"), { minLength: 2, maxLength: 5 })
      .map((letters) => letters.join(""));
    fc.assert(
      fc.property(
        fc.array(fc.array(word, { maxLength: 6 }), { maxLength: 8 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (lines, query) => {
          const transcript = lines.map((words, i) => line(i, null, words.join(" ")));
          const expected = transcript.flatMap((entry, i) => (naive(entry.text, query) ? [i] : []));
          for (let round = 0; round < 2; round++) {
            const found = searchCall(content({ transcript }), query.join(" "))
              .map((hit) => hit.ref)
              .sort((a, b) => a - b);
            expect(found).toEqual(expected);
          }
        },
      ),
    );
  });
});
