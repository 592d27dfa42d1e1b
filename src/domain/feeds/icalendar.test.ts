import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { icalendar, type CalendarEvent, type CalendarInput } from "./icalendar";

const GENERATED_AT = new Date("2025-12-03T21:49:00.250Z");

function calendar(events: CalendarEvent[], extra: Partial<CalendarInput> = {}): string {
  return icalendar({
    name: "Forkline calls",
    productId: "-//Forkline//Calls//EN",
    generatedAt: GENERATED_AT,
    events,
    ...extra,
  });
}

function event(extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: "call-acde-223@forkline",
    summary: "ACDE #223",
    start: { kind: "dateTime", at: new Date("2025-12-04T14:00:00Z") },
    ...extra,
  };
}

/** The file as ical.js reads it: the VCALENDAR component and its events. */
function parsedComponents(ics: string): { root: ICAL.Component; vevents: ICAL.Component[] } {
  const root = new ICAL.Component(ICAL.parse(ics));
  expect(root.name).toBe("vcalendar");
  return { root, vevents: root.getAllSubcomponents("vevent") };
}

function parsed(ics: string): { root: ICAL.Component; vevents: ICAL.Component[]; events: ICAL.Event[] } {
  const { root, vevents } = parsedComponents(ics);
  return { root, vevents, events: vevents.map((vevent) => new ICAL.Event(vevent)) };
}

function onlyEvent(ics: string): { vevent: ICAL.Component; event: ICAL.Event } {
  const { vevents, events } = parsed(ics);
  expect(vevents).toHaveLength(1);
  return { vevent: vevents[0] as ICAL.Component, event: events[0] as ICAL.Event };
}

function value(component: ICAL.Component, name: string): unknown {
  const found = component.getFirstPropertyValue(name);
  return found !== null && typeof found === "object" ? found.toString() : found;
}

/** ical.js leaves X- properties (X-WR-CALNAME…) as written, so their TEXT escapes are undone here. */
function unescapeText(raw: string): string {
  return raw.replace(/\\([\\;,nN])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

const encoder = new TextEncoder();
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** RFC 5545 §3.1: CRLF everywhere, ≤ 75 octets a line, no character split across lines. */
function expectWellFormedLines(ics: string): void {
  expect(ics.endsWith("\r\n")).toBe(true);
  expect(ics).not.toMatch(/(?<!\r)\n/);
  expect(ics).not.toMatch(/\r(?!\n)/);
  const lines = ics.slice(0, -2).split("\r\n");
  const bad = lines.filter((line) => line === "" || encoder.encode(line).length > 75 || LONE_SURROGATE.test(line));
  expect(bad).toEqual([]);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
}

// eslint-disable-next-line no-control-regex
const REMOVED_CONTROLS = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;

/** What a TEXT value reads back as: the documented removals, and every line break as LF. */
function expectedText(value: string): string {
  return value
    .replace(REMOVED_CONTROLS, "")
    .replace(new RegExp(LONE_SURROGATE.source, "g"), "")
    .replace(/\r\n?/g, "\n");
}

const HOSTILE =
  'ACDE #223, Fusaka; a\\b "quoted" <script>alert(1)</script> & 🎉👩‍👩‍👧 Ωμέγα 漢字\r\nline 2\rline 3\nline 4\ttab';

describe("icalendar", () => {
  it("writes the calendar header, each event and the footer in RFC 5545 form", () => {
    expect(
      calendar(
        [
          event({
            end: { kind: "dateTime", at: new Date("2025-12-04T15:30:00Z") },
            description: "Agenda",
            url: "https://forkline.example/calls/acde-223",
            location: "Zoom",
            categories: ["ACDE", "Fusaka"],
            status: "CONFIRMED",
            lastModified: new Date("2025-12-01T08:00:00Z"),
          }),
          { uid: "fusaka@forkline", summary: "Fusaka mainnet", start: { kind: "date", date: "2025-12-03" } },
        ],
        { description: "Every Ethereum All Core Devs call" },
      ),
    ).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Forkline//Calls//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Forkline calls",
        "X-WR-CALDESC:Every Ethereum All Core Devs call",
        "BEGIN:VEVENT",
        "UID:call-acde-223@forkline",
        "DTSTAMP:20251203T214900Z",
        "DTSTART:20251204T140000Z",
        "DTEND:20251204T153000Z",
        "SUMMARY:ACDE #223",
        "DESCRIPTION:Agenda",
        "URL:https://forkline.example/calls/acde-223",
        "LOCATION:Zoom",
        "CATEGORIES:ACDE,Fusaka",
        "STATUS:CONFIRMED",
        "LAST-MODIFIED:20251201T080000Z",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:fusaka@forkline",
        "DTSTAMP:20251203T214900Z",
        "DTSTART;VALUE=DATE:20251203",
        "DTEND;VALUE=DATE:20251204",
        "SUMMARY:Fusaka mainnet",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("round-trips every field through ical.js, hostile text included", () => {
    const ics = calendar(
      [
        event({
          summary: HOSTILE,
          end: { kind: "dateTime", at: new Date("2025-12-04T15:30:00Z") },
          description: `${HOSTILE}\n\n${"A long description, with commas; and more. ".repeat(20)}`,
          url: "https://forkline.example/calls/acde-223?tab=notes&x=1,2;3#decisions",
          location: "Zoom; room 2, \\ east",
          categories: ["ACDE", "Fusaka, Glamsterdam", "a;b", "<script>"],
          status: "TENTATIVE",
          lastModified: new Date("2025-12-01T08:00:00Z"),
        }),
      ],
      { name: "Forkline, calls; all\\of them", description: "Line 1\nLine 2, with comma" },
    );
    expectWellFormedLines(ics);
    const { root, events } = parsed(ics);
    expect(value(root, "version")).toBe("2.0");
    expect(value(root, "prodid")).toBe("-//Forkline//Calls//EN");
    expect(value(root, "calscale")).toBe("GREGORIAN");
    expect(value(root, "method")).toBe("PUBLISH");
    expect(unescapeText(String(value(root, "x-wr-calname")))).toBe("Forkline, calls; all\\of them");
    expect(unescapeText(String(value(root, "x-wr-caldesc")))).toBe("Line 1\nLine 2, with comma");

    const [read] = events;
    if (!read) throw new Error("no event");
    const vevent = read.component;
    expect(read.uid).toBe("call-acde-223@forkline");
    expect(read.summary).toBe(expectedText(HOSTILE));
    expect(read.summary).toContain("<script>alert(1)</script>");
    expect(read.description).toBe(
      expectedText(`${HOSTILE}\n\n${"A long description, with commas; and more. ".repeat(20)}`),
    );
    expect(read.location).toBe("Zoom; room 2, \\ east");
    expect(read.startDate.toString()).toBe("2025-12-04T14:00:00Z");
    expect(read.startDate.toJSDate().toISOString()).toBe("2025-12-04T14:00:00.000Z");
    expect(read.endDate.toString()).toBe("2025-12-04T15:30:00Z");
    expect(value(vevent, "dtstamp")).toBe("2025-12-03T21:49:00Z");
    expect(value(vevent, "last-modified")).toBe("2025-12-01T08:00:00Z");
    expect(value(vevent, "url")).toBe("https://forkline.example/calls/acde-223?tab=notes&x=1,2;3#decisions");
    expect(vevent.getFirstProperty("url")?.type).toBe("uri");
    expect(vevent.getFirstProperty("categories")?.getValues()).toEqual([
      "ACDE",
      "Fusaka, Glamsterdam",
      "a;b",
      "<script>",
    ]);
    expect(value(vevent, "status")).toBe("TENTATIVE");
  });

  it("writes date-times in UTC whatever offset the Date was made with, dropping milliseconds", () => {
    const ics = calendar([
      event({
        start: { kind: "dateTime", at: new Date("2025-12-04T09:00:00.999-05:00") },
        end: { kind: "dateTime", at: new Date("2025-12-05T01:30:00+09:00") },
      }),
    ]);
    expect(ics).toContain("\r\nDTSTART:20251204T140000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20251204T163000Z\r\n");
    const { event: read } = onlyEvent(ics);
    expect(read.startDate.zone?.tzid).toBe("UTC");
    expect(read.endDate.toJSDate().toISOString()).toBe("2025-12-04T16:30:00.000Z");
  });

  it("gives an all-day event without an end the next day as DTEND, across month, year and leap days", () => {
    const cases: [string, string][] = [
      ["2025-12-03", "20251204"],
      ["2025-01-31", "20250201"],
      ["2025-04-30", "20250501"],
      ["2025-02-28", "20250301"],
      ["2024-02-28", "20240229"],
      ["2024-02-29", "20240301"],
      ["2000-02-28", "20000229"],
      ["1900-02-28", "19000301"],
      ["2025-12-31", "20260101"],
      ["0099-12-31", "01000101"],
    ];
    for (const [date, next] of cases) {
      const ics = calendar([event({ start: { kind: "date", date } })]);
      expect(ics).toContain(`\r\nDTSTART;VALUE=DATE:${date.replaceAll("-", "")}\r\nDTEND;VALUE=DATE:${next}\r\n`);
    }
    const { event: read } = onlyEvent(calendar([event({ start: { kind: "date", date: "2024-02-29" } })]));
    expect(read.startDate.isDate).toBe(true);
    expect(read.startDate.toString()).toBe("2024-02-29");
    expect(read.endDate.isDate).toBe(true);
    expect(read.endDate.toString()).toBe("2024-03-01");
    expect(read.duration.toString()).toBe("P1D");
  });

  it("keeps an all-day event's own end, and does not depend on the host's time zone", () => {
    const input = [
      event({ start: { kind: "date", date: "2025-12-03" }, end: { kind: "date", date: "2025-12-06" } }),
      event({ uid: "b@forkline", start: { kind: "date", date: "2025-03-30" } }),
      event({ uid: "c@forkline", start: { kind: "dateTime", at: new Date("2025-03-30T01:30:00Z") } }),
    ];
    const original = process.env.TZ;
    const outputs: string[] = [];
    try {
      for (const zone of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles", "Europe/London", "Pacific/Pago_Pago"]) {
        process.env.TZ = zone;
        outputs.push(calendar(input));
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
    expect(new Set(outputs).size).toBe(1);
    const [first] = outputs;
    expect(first).toContain("\r\nDTSTART;VALUE=DATE:20251203\r\nDTEND;VALUE=DATE:20251206\r\n");
    expect(first).toContain("\r\nDTSTART;VALUE=DATE:20250330\r\nDTEND;VALUE=DATE:20250331\r\n");
    expect(first).toContain("\r\nDTSTART:20250330T013000Z\r\n");
  });

  it("writes no DTEND for a date-time event without an end", () => {
    const ics = calendar([event()]);
    expect(ics).not.toContain("DTEND");
    expect(onlyEvent(ics).event.endDate.toString()).toBe("2025-12-04T14:00:00Z");
  });

  it("escapes TEXT per RFC 5545 §3.3.11 and removes control characters other than tab", () => {
    const ics = calendar([event({ summary: "a\\b;c,d\r\ne\rf\ng\th\u0000i\u0007j\u001bk\u007fl\u000bm\u000cn" })]);
    expect(ics).toContain("\r\nSUMMARY:a\\\\b\\;c\\,d\\ne\\nf\\ng\th" + "ijklmn\r\n");
    expect(onlyEvent(ics).event.summary).toBe("a\\b;c,d\ne\nf\ng\thijklmn");
  });

  it("removes lone surrogates but keeps surrogate pairs", () => {
    const ics = calendar([event({ summary: "a\uD83Db\uDE00c😀d\uDE00\uD83D" })]);
    expect(onlyEvent(ics).event.summary).toBe("abc😀d");
  });

  it("folds long lines at 75 octets without splitting a UTF-8 character or surrogate pair", () => {
    const pieces = ["a", "é", "€", "😀", "👩‍👩‍👧", "e\u0301", "漢"];
    for (const piece of pieces) {
      for (let offset = 0; offset < 4; offset++) {
        const summary = "x".repeat(offset) + piece.repeat(60);
        const ics = calendar([event({ summary })]);
        expectWellFormedLines(ics);
        expect(onlyEvent(ics).event.summary).toBe(summary);
      }
    }
    const ics = calendar([event({ description: "A".repeat(200) })]);
    const lines = ics.split("\r\n");
    const start = lines.findIndex((line) => line.startsWith("DESCRIPTION:"));
    expect(lines.slice(start, start + 4)).toEqual([
      `DESCRIPTION:${"A".repeat(63)}`,
      ` ${"A".repeat(74)}`,
      ` ${"A".repeat(63)}`,
      "END:VEVENT",
    ]);
  });

  it("folds a 4-octet character that would cross the 75th octet onto the next line whole", () => {
    // "SUMMARY:" is 8 octets; 66 more ASCII leaves one octet free, too few for the emoji.
    const ics = calendar([event({ summary: `${"x".repeat(66)}😀tail` })]);
    expect(ics).toContain(`\r\nSUMMARY:${"x".repeat(66)}\r\n 😀tail\r\n`);
  });

  it("round-trips arbitrary Unicode summaries and descriptions through ical.js, after the documented removals", () => {
    const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
    const awkward = fc.constantFrom(
      "\\",
      ";",
      ",",
      "\r",
      "\n",
      "\r\n",
      "\t",
      " ",
      ":",
      '"',
      "\u0000",
      "\u007f",
      "😀",
      "é",
    );
    const anyText = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 120 }),
      fc.string({ unit: "binary", maxLength: 120 }),
      fc.string({ unit: "binary-ascii", maxLength: 120 }),
      fc.string({ unit: fc.oneof(anyCodeUnit, awkward), maxLength: 120 }),
    );
    fc.assert(
      fc.property(anyText, anyText, (summary, description) => {
        const ics = calendar([event({ summary, description })]);
        expectWellFormedLines(ics);
        const { event: read } = onlyEvent(ics);
        expect(read.summary).toBe(expectedText(summary));
        expect(read.description ?? "").toBe(expectedText(description));
      }),
      { numRuns: 300 },
    );
  });

  it("writes a valid calendar with no events", () => {
    const ics = calendar([]);
    expect(ics).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Forkline//Calls//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Forkline calls\r\nEND:VCALENDAR\r\n",
    );
    expectWellFormedLines(ics);
    expect(parsedComponents(ics).vevents).toEqual([]);
  });

  it("writes X-WR-CALDESC only when a description is given", () => {
    expect(calendar([])).not.toContain("X-WR-CALDESC");
    expect(calendar([], { description: "ACD calls" })).toContain("\r\nX-WR-CALDESC:ACD calls\r\n");
  });

  it("writes events in the order given", () => {
    const uids = ["z@forkline", "a@forkline", "m@forkline"];
    const ics = calendar(
      uids.map((uid, i) => event({ uid, start: { kind: "dateTime", at: new Date(Date.UTC(2025, 0, 3 - i)) } })),
    );
    expect(parsed(ics).events.map((read) => read.uid)).toEqual(uids);
  });

  it("writes 5,000 events and a 100 KB description in well under a second", () => {
    const description = "Agenda: Fusaka, Glamsterdam; EIP-7928 → 😀 ".repeat(2_400).slice(0, 100_000);
    const events = Array.from({ length: 5_000 }, (_, i) =>
      event({
        uid: `call-${i}@forkline`,
        summary: `ACDE #${i}, notes; links`,
        start: { kind: "dateTime", at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000) },
        end: { kind: "dateTime", at: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000 + 5_400_000) },
        description: i === 0 ? description : `Call ${i}`,
        url: `https://forkline.example/calls/${i}`,
        categories: ["ACDE"],
      }),
    );
    const began = performance.now();
    const ics = calendar(events);
    expect(performance.now() - began).toBeLessThan(1_000);
    expectWellFormedLines(ics);
    // ICAL.Event is slow to build, so the components are read directly.
    const { vevents } = parsedComponents(ics);
    expect(vevents).toHaveLength(5_000);
    expect(vevents[0]?.getFirstPropertyValue("description")).toBe(description);
    expect(vevents[4_999]?.getFirstPropertyValue("uid")).toBe("call-4999@forkline");
  });

  it("refuses UIDs that are empty, not printable ASCII, or hold CR, LF, ';', ',' or '\\', naming them", () => {
    for (const uid of [
      "",
      "a;b@forkline",
      "a,b@forkline",
      "a\\b@forkline",
      "a\r\nb@forkline",
      "a\nb",
      "tab\there",
      "café@forkline",
      "nul\u0000",
      "del\u007f",
      "😀",
    ]) {
      expect(() => calendar([event({ uid })]), JSON.stringify(uid)).toThrow(JSON.stringify(uid));
    }
    expect(calendar([event({ uid: "call-acde-223@forkline" })])).toContain("\r\nUID:call-acde-223@forkline\r\n");
  });

  it("refuses two events with the same UID, naming it", () => {
    expect(() => calendar([event({ uid: "same@forkline" }), event({ uid: "same@forkline" })])).toThrow(
      '"same@forkline"',
    );
  });

  it("refuses invalid dates, naming the event's UID", () => {
    const invalid = new Date(Number.NaN);
    const bad: Partial<CalendarEvent>[] = [
      { start: { kind: "dateTime", at: invalid } },
      { start: { kind: "dateTime", at: new Date(Date.UTC(10_000, 0, 1)) } },
      { start: { kind: "dateTime", at: new Date("-000001-01-01T00:00:00Z") } },
      { end: { kind: "dateTime", at: invalid } },
      { lastModified: invalid },
      { start: { kind: "date", date: "2025-02-30" } },
      { start: { kind: "date", date: "2025-02-29" } },
      { start: { kind: "date", date: "2025-13-01" } },
      { start: { kind: "date", date: "2025-00-10" } },
      { start: { kind: "date", date: "2025-12-00" } },
      { start: { kind: "date", date: "2025-4-3" } },
      { start: { kind: "date", date: "20251203" } },
      { start: { kind: "date", date: "2025-12-03T00:00" } },
      { start: { kind: "date", date: "" } },
      { start: { kind: "date", date: "9999-12-31" } },
    ];
    for (const extra of bad) {
      expect(() => calendar([event({ uid: "broken@forkline", ...extra })]), JSON.stringify(extra)).toThrow(
        '"broken@forkline"',
      );
    }
    expect(() => calendar([event()], { generatedAt: invalid })).toThrow(/generatedAt/);
  });

  it("refuses an end that is not after the start or of another kind than the start", () => {
    const at = new Date("2025-12-04T14:00:00Z");
    const bad: Partial<CalendarEvent>[] = [
      { start: { kind: "dateTime", at }, end: { kind: "dateTime", at } },
      { start: { kind: "dateTime", at }, end: { kind: "dateTime", at: new Date(at.getTime() - 1_000) } },
      { start: { kind: "date", date: "2025-12-04" }, end: { kind: "date", date: "2025-12-04" } },
      { start: { kind: "date", date: "2025-12-04" }, end: { kind: "date", date: "2025-12-03" } },
      { start: { kind: "date", date: "2025-12-04" }, end: { kind: "dateTime", at } },
      { start: { kind: "dateTime", at }, end: { kind: "date", date: "2025-12-05" } },
    ];
    for (const extra of bad) {
      expect(() => calendar([event({ uid: "ends@forkline", ...extra })]), JSON.stringify(extra)).toThrow(
        '"ends@forkline"',
      );
    }
  });

  it("writes only absolute http(s) URLs, as URIs rather than TEXT", () => {
    const urls = [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>",
      "ftp://example.org/x",
      "/calls/1",
      "not a url",
      "",
    ];
    for (const url of urls) {
      const ics = calendar([event({ url })]);
      expect(ics, url).not.toContain("URL");
      expect(ics, url).not.toContain("alert");
    }
    const ics = calendar([event({ url: "http://example.org/a,b;c" })]);
    expect(ics).toContain("\r\nURL:http://example.org/a,b;c\r\n");
  });

  it("writes CATEGORIES only when there are some, dropping empty ones", () => {
    expect(calendar([event({ categories: [] })])).not.toContain("CATEGORIES");
    expect(calendar([event({ categories: ["", "ACDE", "\u0000"] })])).toContain("\r\nCATEGORIES:ACDE\r\n");
    // ical.js cannot read a value ending in an escaped backslash before the ',' (its split looks one character
    // back), so that case is checked on the text itself.
    expect(calendar([event({ categories: ["a\\", "b"] })])).toContain("\r\nCATEGORIES:a\\\\,b\r\n");
  });

  it("refuses a status outside CONFIRMED, TENTATIVE and CANCELLED", () => {
    expect(() => calendar([event({ status: "MAYBE" as "CONFIRMED" })])).toThrow('"call-acde-223@forkline"');
    expect(onlyEvent(calendar([event({ status: "CANCELLED" })])).vevent.getFirstPropertyValue("status")).toBe(
      "CANCELLED",
    );
  });
});
