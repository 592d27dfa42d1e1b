import { describe, expect, test } from "vitest";
import { buildCalendarTimeline } from "./calendarTimeline";

const label = (id: string) => ({ id, name: id, short: id.toUpperCase() });
const calls = [
  { type: "acdc", number: "166", date: "2025-10-02", series: label("acdc") },
  { type: "acde", number: "222", date: "2025-10-09", series: label("acde") },
  { type: "acdt", number: "056", date: "2025-09-29", series: label("acdt") },
];
const upcoming = [
  {
    type: "acdc",
    number: "169",
    date: "2025-11-13",
    githubUrl: "https://github.com/ethereum/pm/issues/1",
    series: label("acdc"),
  },
];
const events = [{ date: "2025-10-01", title: "Fusaka Live on Holešky Testnet", category: "testnet" as const }];

const flat = (t: ReturnType<typeof buildCalendarTimeline>) =>
  t.months.flatMap((m) =>
    m.rows.map((r) =>
      r.kind === "event"
        ? `event ${r.date}`
        : r.kind === "today"
          ? `today ${r.date}`
          : r.kind === "gap"
            ? `gap since ${r.since}`
            : `${r.kind} ${r.type}/${r.number}`,
    ),
  );

describe("buildCalendarTimeline", () => {
  test("newest first, with the Today divider between future and past", () => {
    const t = buildCalendarTimeline({ calls, upcoming, events, filter: "all", showEvents: true, today: "2025-11-01" });
    expect(flat(t)).toEqual([
      "upcoming acdc/169",
      "today 2025-11-01",
      "call acde/222",
      "call acdc/166",
      "event 2025-10-01",
      "call acdt/056",
    ]);
    expect(t.months.map((m) => m.label)).toEqual(["November 2025", "October 2025", "September 2025"]);
  });

  test("filtering by series keeps events and counts what is shown", () => {
    const t = buildCalendarTimeline({
      calls,
      upcoming,
      events,
      filter: ["acdc"],
      showEvents: true,
      today: "2025-11-01",
    });
    expect(flat(t)).toEqual(["upcoming acdc/169", "today 2025-11-01", "call acdc/166", "event 2025-10-01"]);
    expect(t.counts).toEqual({ calls: 1, upcoming: 1, events: 1 });
  });

  test("a filter may keep several series, among them one the site has never named", () => {
    const more = [...calls, { type: "newroom", number: "001", date: "2025-10-05", series: label("newroom") }];
    const t = buildCalendarTimeline({
      calls: more,
      upcoming,
      events: [],
      filter: ["acdt", "newroom"],
      showEvents: true,
      today: "2025-11-01",
    });
    expect(flat(t)).toEqual(["today 2025-11-01", "call newroom/001", "call acdt/056"]);
  });

  test("hiding events removes them and their count", () => {
    const t = buildCalendarTimeline({
      calls,
      upcoming: [],
      events,
      filter: "all",
      showEvents: false,
      today: "2025-11-01",
    });
    expect(flat(t)).not.toContain("event 2025-10-01");
    expect(t.counts.events).toBe(0);
  });

  test("a call dated today sits below the divider", () => {
    const t = buildCalendarTimeline({
      calls,
      upcoming: [],
      events: [],
      filter: "all",
      showEvents: true,
      today: "2025-10-09",
    });
    expect(flat(t).slice(0, 2)).toEqual(["today 2025-10-09", "call acde/222"]);
  });

  test("Today opens its own month when it is newer than everything", () => {
    const t = buildCalendarTimeline({
      calls,
      upcoming: [],
      events: [],
      filter: "all",
      showEvents: true,
      today: "2026-11-22",
    });
    expect(t.months[0]).toEqual({
      key: "2026-11",
      label: "November 2026",
      rows: [
        { kind: "today", date: "2026-11-22" },
        { kind: "gap", since: "2025-10-09" },
      ],
    });
  });

  test("a long stretch with nothing before Today is said, from the newest entry shown; a short one is not", () => {
    const filtered = buildCalendarTimeline({
      calls,
      upcoming: [],
      events,
      filter: ["acdt"],
      showEvents: false,
      today: "2025-11-14",
    });
    expect(flat(filtered).slice(0, 3)).toEqual(["today 2025-11-14", "gap since 2025-09-29", "call acdt/056"]);
    const recent = buildCalendarTimeline({
      calls,
      upcoming: [],
      events,
      filter: "all",
      showEvents: true,
      today: "2025-11-14",
    });
    expect(flat(recent).slice(0, 2)).toEqual(["today 2025-11-14", "call acde/222"]);
    const empty = buildCalendarTimeline({
      calls: [],
      upcoming: [],
      events: [],
      filter: "all",
      showEvents: true,
      today: "2026-11-22",
    });
    expect(flat(empty)).toEqual(["today 2026-11-22"]);
  });

  test("an empty calendar still shows Today", () => {
    const t = buildCalendarTimeline({
      calls: [],
      upcoming: [],
      events: [],
      filter: "all",
      showEvents: true,
      today: "2025-01-05",
    });
    expect(flat(t)).toEqual(["today 2025-01-05"]);
  });
});
