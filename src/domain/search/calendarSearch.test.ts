import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { SearchDocument } from "~/schemas/searchIndex";
import { buildSearchIndex } from "./calendarIndex";
import { searchCalendar, type CalendarHit, type CalendarSearchOptions } from "./calendarSearch";
import { searchDoc, UPDATED } from "./searchDocumentFixture";

// The series of the generated documents: SPEC's three and a breakout room.
const FIXTURE_SERIES = ["acdc", "acde", "acdt", "focil"];

const scores = (hits: CalendarHit[]) => hits.map((hit) => [hit.text, hit.score]);

describe("searchCalendar", () => {
  const index = buildSearchIndex(
    [
      searchDoc({ text: "EIP-7702 is live on Holešky", position: 0 }),
      searchDoc({ text: "we discussed 7702 and blobs", position: 1, type: "chat" }),
      searchDoc({ text: "Ethereum blobs", position: 2, type: "agenda" }),
      searchDoc({ text: "review EIP 7702 delegation", position: 3, type: "action" }),
      searchDoc({ text: "nothing relevant", position: 4 }),
    ],
    UPDATED,
  );

  it("needs a query of at least two characters with a usable token", () => {
    expect(searchCalendar(index, "7")).toEqual({ results: [], total: 0 });
    expect(searchCalendar(index, "  e  ")).toEqual({ results: [], total: 0 });
    expect(searchCalendar(index, "a b")).toEqual({ results: [], total: 0 });
    expect(searchCalendar(index, "")).toEqual({ results: [], total: 0 });
  });

  it("matches whole tokens only", () => {
    expect(searchCalendar(index, "eth").total).toBe(0);
    expect(searchCalendar(index, "ethereum").total).toBe(1);
  });

  it("adds per-token, all-tokens, phrase and type points", () => {
    // eip+7702 (2) + all (5) + phrase "eip 7702" (10); action +3.
    expect(scores(searchCalendar(index, "EIP-7702!!").results)).toEqual([
      ["review EIP 7702 delegation", 20],
      ["EIP-7702 is live on Holešky", 17],
      ["we discussed 7702 and blobs", 1],
    ]);
  });

  it("awards the phrase bonus only for whole consecutive tokens", () => {
    expect(scores(searchCalendar(index, "7702 and").results)[0]).toEqual(["we discussed 7702 and blobs", 17]);
    expect(scores(searchCalendar(index, "live holešky").results)[0]).toEqual(["EIP-7702 is live on Holešky", 7]);
  });

  it("for three words or more, awards the phrase bonus when every two query words in a row are in a row in the text", () => {
    const docs = [
      searchDoc({ text: "blob fork gas", position: 0 }),
      searchDoc({ text: "blob fork then fork gas", position: 1 }),
      searchDoc({ text: "gas fork blob", position: 2 }),
    ];
    const found = scores(searchCalendar(buildSearchIndex(docs, UPDATED), "blob fork gas").results);
    // 3 tokens + all (5) + phrase (10) for the first two; the reversed text has no pair in order.
    expect(found).toEqual([
      ["blob fork gas", 18],
      ["blob fork then fork gas", 18],
      ["gas fork blob", 8],
    ]);
  });

  it("matches diacritics exactly as typed after lower-casing", () => {
    expect(searchCalendar(index, "HOLEŠKY").total).toBe(1);
    expect(searchCalendar(index, "holesky").total).toBe(0);
  });

  it("gives agenda docs two extra points", () => {
    expect(scores(searchCalendar(index, "blobs").results)).toEqual([
      ["Ethereum blobs", 18],
      ["we discussed 7702 and blobs", 16],
    ]);
  });

  it("filters by content type and call series, counting the total after filtering", () => {
    expect(searchCalendar(index, "7702", { contentType: "chat" }).total).toBe(1);
    expect(searchCalendar(index, "7702", { callType: "acdc" }).total).toBe(0);
    expect(searchCalendar(index, "7702", { callType: "acde", contentType: "all" }).total).toBe(3);
  });

  it("keeps total exact when the limit cuts the results", () => {
    const cut = searchCalendar(index, "7702 blobs", { limit: 1 });
    expect(cut.results).toHaveLength(1);
    expect(cut.total).toBe(4);
    expect(searchCalendar(index, "7702", { limit: 0 })).toEqual({ results: [], total: 3 });
  });

  it("breaks score ties by newest call date, then position in the call", () => {
    const tied = buildSearchIndex(
      [
        searchDoc({ callNumber: "200", callDate: "2025-01-09", text: "fork a", position: 0 }),
        searchDoc({ callNumber: "201", callDate: "2025-02-06", text: "fork b", position: 1 }),
        searchDoc({ callNumber: "201", callDate: "2025-02-06", text: "fork c", position: 0 }),
      ],
      UPDATED,
    );
    expect(searchCalendar(tied, "fork").results.map((hit) => hit.text)).toEqual(["fork c", "fork b", "fork a"]);
  });

  it("keeps doc order for equal scores when tokens match different docs", () => {
    const docs = Array.from({ length: 40 }, (_, position) =>
      searchDoc({ position, text: position === 5 ? "alpha" : position === 2 ? "beta" : "filler" }),
    );
    const hits = searchCalendar(buildSearchIndex(docs, UPDATED), "alpha beta").results;
    expect(hits.map((hit) => hit.text)).toEqual(["beta", "alpha"]);
  });

  it("gives a word typed twice the phrase bonus only where the text has it twice in a row", () => {
    const twice = buildSearchIndex(
      [searchDoc({ text: "blob and blob", position: 0 }), searchDoc({ text: "blob blob", position: 1 })],
      UPDATED,
    );
    expect(searchCalendar(twice, "blob blob").results.map((hit) => [hit.text, hit.score])).toEqual([
      ["blob blob", 16],
      ["blob and blob", 6],
    ]);
    expect(searchCalendar(twice, "blob").results.map((hit) => hit.score)).toEqual([16, 16]);
  });

  it("treats query words that are Object.prototype keys as ordinary words", () => {
    expect(searchCalendar(index, "constructor toString __proto__").total).toBe(0);
  });

  it("agrees with a brute-force scan for any documents, query, filters and limit", () => {
    const vocabulary = [
      "fork",
      "blob",
      "gas",
      "eip",
      "7702",
      "the",
      "holešky",
      "a",
      "glamsterdam",
      "epbs",
      "focil",
      "verkle",
      "bal",
      "ssz",
      "peerdas",
      "sepolia",
      "hoodi",
      "devnet",
      "prysm",
      "teku",
      "geth",
      "reth",
      "besu",
      "bpo",
      "mainnet",
    ];
    // Short texts over a wide vocabulary keep some candidate sets small (sorted) and some large (scanned).
    const text = fc
      .array(fc.constantFrom(...vocabulary, "-", "!", " "), { maxLength: 4 })
      .map((parts) => parts.join(" "));
    const docArb = fc.record({
      callType: fc.constantFrom(...FIXTURE_SERIES),
      callDate: fc.constantFrom("2025-01-02", "2025-03-04", "2025-05-06"),
      callNumber: fc.constantFrom("001", "002", "010"),
      type: fc.constantFrom("transcript", "chat", "agenda", "action" as const),
      timestamp: fc.constantFrom("00:00:01", "00:01:00.500"),
      speaker: fc.constantFrom("", "Tim", "Łukasz"),
      text,
      position: fc.nat(20),
    });
    const optionsArb = fc.record({
      contentType: fc.constantFrom("all", "transcript", "chat", "agenda", "action" as const),
      // One series, several (the calendar's "Breakouts"), or one no document has.
      callType: fc.constantFrom<CalendarSearchOptions["callType"]>(
        "all",
        ...FIXTURE_SERIES,
        ["acde", "focil"],
        [],
        "newroom",
      ),
      limit: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      // Two queries on one index, then the first again: the ranking kept for a repeated query is never
      // another query's or another filter's.
      fc.property(
        fc.array(docArb, { maxLength: 120, size: "max" }),
        text,
        optionsArb,
        text,
        optionsArb,
        (docs, query, options, other, otherOptions) => {
          const unique = uniqueByCallAndPosition(docs);
          const built = buildSearchIndex(unique, UPDATED);
          for (const [q, o] of [
            [query, options],
            [other, otherOptions],
            [query, options],
          ] as const) {
            const { results, total } = searchCalendar(built, q, o);
            const expected = bruteForce(unique, q, o);
            expect(total).toBe(expected.length);
            expect(results.map(hitKey)).toEqual(expected.slice(0, o.limit).map(hitKey));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Positions are unique within a call in real data; duplicates would make the expected order ambiguous.
function uniqueByCallAndPosition(docs: SearchDocument[]): SearchDocument[] {
  const seen = new Set<string>();
  return docs.filter((d) => {
    const key = `${d.callType}/${d.callNumber}/${d.callDate}/${d.position}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function words(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length > 1);
}

function bruteForce(docs: SearchDocument[], query: string, options: CalendarSearchOptions): CalendarHit[] {
  const queryWords = words(query);
  if (query.trim().length < 2 || queryWords.length === 0) return [];
  const distinct = [...new Set(queryWords)];
  const hits = docs.flatMap((d) => {
    if (options.contentType && options.contentType !== "all" && d.type !== options.contentType) return [];
    const wanted = options.callType ?? "all";
    if (wanted !== "all" && !(typeof wanted === "string" ? [wanted] : wanted).includes(d.callType)) return [];
    const docWords = words(d.text);
    const matched = distinct.filter((w) => docWords.includes(w)).length;
    if (matched === 0) return [];
    const phrase = hasEveryPair(docWords, queryWords);
    const bonus = d.type === "action" ? 3 : d.type === "agenda" ? 2 : 0;
    return [{ ...d, score: matched + (phrase ? 10 : 0) + (matched === distinct.length ? 5 : 0) + bonus }];
  });
  return hits.sort(
    (a, b) =>
      b.score - a.score ||
      b.callDate.localeCompare(a.callDate) ||
      a.callType.localeCompare(b.callType) ||
      a.callNumber.localeCompare(b.callNumber) ||
      a.position - b.position,
  );
}

// The phrase bonus (decision 0015): every two query words in a row are two words in a row of the text.
// That is SPEC's exact phrase for one or two words; for more, the pairs may sit apart.
function hasEveryPair(docWords: string[], queryWords: string[]): boolean {
  const padded = ` ${docWords.join(" ")} `;
  if (queryWords.length === 1) return padded.includes(` ${queryWords[0]} `);
  return queryWords.slice(1).every((word, i) => padded.includes(` ${queryWords[i]} ${word} `));
}

function hitKey(hit: CalendarHit): string {
  return `${hit.callType}/${hit.callNumber}/${hit.callDate}/${hit.timestamp}/${hit.text}/${hit.type}:${hit.score}`;
}
