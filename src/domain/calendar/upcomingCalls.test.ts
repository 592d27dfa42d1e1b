import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseMonthDayYear, parseUpcomingCalls } from "./upcomingCalls";

const issue = (title: string, n = 1) => ({
  title,
  html_url: `https://github.com/ethereum/pm/issues/${n}`,
  state: "open",
  labels: [],
});
const none = new Set<string>();

describe("parseUpcomingCalls", () => {
  it("reads series, padded number, date and link from the agenda issue titles", () => {
    const calls = parseUpcomingCalls(
      [
        issue("All Core Devs - Consensus (ACDC) #166, October 2, 2025", 1740),
        issue("All Core Devs - Testing (ACDT) #56, Oct 6, 2025", 1745),
        issue("All Core Devs - Execution (ACDE) #222, October 9, 2025", 1750),
      ],
      "2025-10-01",
      none,
    );
    expect(calls).toEqual([
      { type: "acdc", number: "166", date: "2025-10-02", githubUrl: "https://github.com/ethereum/pm/issues/1740" },
      { type: "acdt", number: "056", date: "2025-10-06", githubUrl: "https://github.com/ethereum/pm/issues/1745" },
      { type: "acde", number: "222", date: "2025-10-09", githubUrl: "https://github.com/ethereum/pm/issues/1750" },
    ]);
  });

  it("accepts a trailing emoji and the older '| Month day year' titles", () => {
    const calls = parseUpcomingCalls(
      [
        issue("All Core Devs - Consensus (ACDC) #168, October 30, 2025 🎃"),
        issue("All Core Devs - Testing (ACDT) #47 | August 4 2025"),
      ],
      "2025-08-01",
      none,
    );
    expect(calls.map((c) => `${c.type}${c.number}@${c.date}`)).toEqual(["acdt047@2025-08-04", "acdc168@2025-10-30"]);
  });

  it.each([
    ["no series code", "Glamsterdam breakout #22, October 21, 2025"],
    ["another series code", "All Core Devs - Other (ACDX) #1, October 21, 2025"],
    ["no number", "All Core Devs - Testing (ACDT), October 21, 2025"],
    ["no date", "All Core Devs - Testing (ACDT) #60, TBD"],
    ["a date without a year", "All Core Devs - Testing (ACDT) #60, October 21"],
    ["an impossible date", "All Core Devs - Testing (ACDT) #60, February 30, 2026"],
    ["an unknown month", "All Core Devs - Testing (ACDT) #60, Octember 3, 2026"],
  ])("ignores a title with %s", (_case, title) => {
    expect(parseUpcomingCalls([issue(title)], "2025-01-01", none)).toEqual([]);
  });

  it("keeps calls dated today and drops earlier ones", () => {
    const calls = parseUpcomingCalls(
      [
        issue("All Core Devs - Testing (ACDT) #56, Oct 6, 2025"),
        issue("All Core Devs - Consensus (ACDC) #165, September 18, 2025"),
      ],
      "2025-10-06",
      none,
    );
    expect(calls.map((c) => c.number)).toEqual(["056"]);
  });

  it("excludes calls already in the archive", () => {
    const calls = parseUpcomingCalls(
      [issue("All Core Devs - Testing (ACDT) #56, Oct 6, 2025")],
      "2025-10-01",
      new Set(["acdt/056"]),
    );
    expect(calls).toEqual([]);
  });

  it("keeps one call per series, the soonest, and at most three", () => {
    const calls = parseUpcomingCalls(
      [
        issue("All Core Devs - Testing (ACDT) #57, Oct 13, 2025", 2),
        issue("All Core Devs - Testing (ACDT) #56, Oct 6, 2025", 1),
        issue("All Core Devs - Testing (ACDT) #58, Oct 20, 2025", 3),
        issue("All Core Devs - Execution (ACDE) #222, October 9, 2025", 4),
        issue("All Core Devs - Consensus (ACDC) #166, October 2, 2025", 5),
        issue("All Core Devs - Consensus (ACDC) #167, October 16, 2025", 6),
      ],
      "2025-10-01",
      none,
    );
    expect(calls.map((c) => `${c.type}${c.number}`)).toEqual(["acdc166", "acdt056", "acde222"]);
  });

  it.each([
    ["http", "http://github.com/ethereum/pm/issues/1"],
    ["another host", "https://evil.example/ethereum/pm/issues/1"],
    ["a look-alike host", "https://github.com.evil.example/x"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["credentials", "https://user:pw@github.com/ethereum/pm/issues/1"],
  ])("ignores an issue whose link uses %s", (_case, html_url) => {
    expect(
      parseUpcomingCalls([{ title: "All Core Devs - Testing (ACDT) #56, Oct 6, 2025", html_url }], "2025-10-01", none),
    ).toEqual([]);
  });

  it("skips malformed items but keeps the good ones", () => {
    const calls = parseUpcomingCalls(
      [null, 42, { title: 5, html_url: "x" }, { title: "x" }, issue("All Core Devs - Testing (ACDT) #56, Oct 6, 2025")],
      "2025-10-01",
      none,
    );
    expect(calls.map((c) => c.number)).toEqual(["056"]);
  });

  it.each([
    ["not a list", { message: "API rate limit exceeded" }],
    ["null", null],
    ["a string", "[]"],
  ])("gives nothing when the response is %s", (_case, response) => {
    expect(parseUpcomingCalls(response, "2025-10-01", none)).toEqual([]);
  });

  it("gives nothing when today is not a YYYY-MM-DD date", () => {
    expect(parseUpcomingCalls([issue("All Core Devs - Testing (ACDT) #56, Oct 6, 2025")], "Oct 1", none)).toEqual([]);
  });

  it("never throws and always respects the limits", () => {
    const titleArb = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.constantFrom("C", "E", "T", "X"), fc.nat(999), fc.string())
        .map(([l, n, rest]) => `(ACD${l}) #${n}, ${rest}`),
      fc
        .tuple(fc.constantFrom("C", "E", "T"), fc.nat(999), fc.integer({ min: 1, max: 31 }))
        .map(([l, n, d]) => `(ACD${l}) #${n}, Nov ${d}, 2025`),
    );
    const itemArb = fc.oneof(
      fc.anything(),
      fc.record({ title: titleArb, html_url: fc.constantFrom("https://github.com/a/b/issues/1", "http://x", "") }),
    );
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 30 }), (items) => {
        const calls = parseUpcomingCalls(items, "2025-11-01", none);
        expect(calls.length).toBeLessThanOrEqual(3);
        expect(new Set(calls.map((c) => c.type)).size).toBe(calls.length);
        for (const call of calls) {
          expect(call.date >= "2025-11-01").toBe(true);
          expect(call.number).toMatch(/^\d{3,}$/);
          expect(call.githubUrl.startsWith("https://github.com/")).toBe(true);
        }
      }),
    );
  });
});

describe("parseMonthDayYear", () => {
  it.each([
    ["October 2, 2025", "2025-10-02"],
    ["Oct 6, 2025", "2025-10-06"],
    ["Sept 15 2025", "2025-09-15"],
    ["Sep. 1st, 2025", "2025-09-01"],
    ["call on february 29, 2028 (leap)", "2028-02-29"],
    ["May 7, 2025", "2025-05-07"],
  ])("reads %j", (text, iso) => {
    expect(parseMonthDayYear(text)).toBe(iso);
  });

  it.each(["2025-10-02", "February 29, 2025", "April 31, 2025", "October 0, 2025", "Octo 2, 2025", ""])(
    "rejects %j",
    (text) => {
      expect(parseMonthDayYear(text)).toBeNull();
    },
  );
});
