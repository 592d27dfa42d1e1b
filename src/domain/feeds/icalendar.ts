import { safeLinkUrl } from "../text/inlineLinks";

/** A moment (written in UTC) or an all-day date ("YYYY-MM-DD", a calendar day with no time zone). */
export type CalendarTime = { kind: "dateTime"; at: Date } | { kind: "date"; date: string };

export type CalendarEvent = {
  /** Stable and unique within the calendar, e.g. "call-acde-223@forkline". Printable ASCII without ; , \ */
  uid: string;
  summary: string;
  start: CalendarTime;
  /** Must be of the same kind as `start` and later. An all-day event without one lasts one day. */
  end?: CalendarTime;
  description?: string;
  /** Written only if it is an absolute http(s) URL; anything else (javascript:, relative…) is dropped. */
  url?: string;
  location?: string;
  categories?: string[];
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  lastModified?: Date;
};

export type CalendarInput = {
  name: string;
  description?: string;
  /** e.g. "-//Forkline//Calls//EN" */
  productId: string;
  /** Written as every event's DTSTAMP. */
  generatedAt: Date;
  events: CalendarEvent[];
};

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const STATUSES = new Set(["CONFIRMED", "TENTATIVE", "CANCELLED"]);

/**
 * An RFC 5545 iCalendar file (CRLF line endings, lines folded at 75 octets) with one VEVENT per event,
 * in the order given. Text values are escaped (RFC 5545 §3.3.11); control characters other than tab,
 * CR and LF, and lone UTF-16 surrogates, are removed from them. Throws on a malformed UID, a duplicate
 * UID, an invalid date or an end that is not after its start, naming the event's UID.
 */
export function icalendar(input: CalendarInput): string {
  const stamp = utcDateTime(input.generatedAt);
  if (stamp === undefined) {
    throw new Error(`Calendar ${JSON.stringify(input.name)}: generatedAt ${invalidTime(input.generatedAt)}`);
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${text(input.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(input.name)}`,
  ];
  if (input.description) lines.push(`X-WR-CALDESC:${text(input.description)}`);
  const seen = new Set<string>();
  for (const event of input.events) {
    const uid = checkedUid(event.uid);
    if (seen.has(uid)) throw new Error(`Calendar event ${JSON.stringify(uid)}: another event has the same UID`);
    seen.add(uid);
    eventLines(event, uid, stamp, lines);
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join(CRLF) + CRLF;
}

function eventLines(event: CalendarEvent, uid: string, stamp: string, lines: string[]): void {
  const fail = (problem: string) => new Error(`Calendar event ${JSON.stringify(uid)}: ${problem}`);

  const start = calendarTime(event.start);
  if (start === undefined) throw fail(`start ${invalidTime(event.start)}`);
  let end = event.end === undefined ? undefined : calendarTime(event.end);
  if (event.end !== undefined) {
    if (end === undefined) throw fail(`end ${invalidTime(event.end)}`);
    if (event.end.kind !== event.start.kind) throw fail("start and end must both be dates or both be date-times");
    // Both values have the same fixed-width form, so text order is time order.
    if (end.value <= start.value) throw fail(`end ${end.value} is not after start ${start.value}`);
  } else if (event.start.kind === "date") {
    // RFC 5545 §3.6.1: an all-day event without DTEND lasts one day; say so explicitly for every client.
    const next = nextDay(start.value);
    if (next === undefined) throw fail(`start ${event.start.date} has no following day in a four-digit year`);
    end = { param: start.param, value: next };
  }

  lines.push("BEGIN:VEVENT", `UID:${uid}`, `DTSTAMP:${stamp}`, `DTSTART${start.param}:${start.value}`);
  if (end) lines.push(`DTEND${end.param}:${end.value}`);
  lines.push(`SUMMARY:${text(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${text(event.description)}`);
  const url = event.url === undefined ? undefined : safeLinkUrl(event.url);
  // A URI value is not TEXT: it is written as it is (safeLinkUrl's href is ASCII, without spaces or CR/LF).
  if (url) lines.push(`URL:${url}`);
  if (event.location) lines.push(`LOCATION:${text(event.location)}`);
  const categories = (event.categories ?? []).map(text).filter((category) => category !== "");
  if (categories.length > 0) lines.push(`CATEGORIES:${categories.join(",")}`);
  if (event.status !== undefined) {
    if (!STATUSES.has(event.status))
      throw fail(`status ${JSON.stringify(event.status)} is not CONFIRMED, TENTATIVE or CANCELLED`);
    lines.push(`STATUS:${event.status}`);
  }
  if (event.lastModified !== undefined) {
    const modified = utcDateTime(event.lastModified);
    if (modified === undefined) throw fail(`lastModified ${invalidTime(event.lastModified)}`);
    lines.push(`LAST-MODIFIED:${modified}`);
  }
  lines.push("END:VEVENT");
}

// A UID is compared byte for byte by clients, so it is validated rather than escaped into something else.
function checkedUid(uid: string): string {
  if (typeof uid !== "string" || !/^[\x20-\x7E]+$/.test(uid) || /[;,\\]/.test(uid)) {
    throw new Error(
      `Calendar event UID ${JSON.stringify(uid)} is not allowed: it must be non-empty printable ASCII without ";", "," or "\\"`,
    );
  }
  return uid;
}

type WrittenTime = { param: string; value: string };

function calendarTime(time: CalendarTime): WrittenTime | undefined {
  if (time.kind === "dateTime") {
    const value = utcDateTime(time.at);
    return value === undefined ? undefined : { param: "", value };
  }
  const value = basicDate(time.date);
  return value === undefined ? undefined : { param: ";VALUE=DATE", value };
}

function invalidTime(value: CalendarTime | Date): string {
  if (value instanceof Date) {
    const shown = Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString();
    return `${shown} is not a valid date-time in the years 0000–9999`;
  }
  if (value.kind === "dateTime")
    return value.at instanceof Date ? invalidTime(value.at) : `${String(value.at)} is not a Date`;
  return `${JSON.stringify(value.date)} is not a real YYYY-MM-DD date`;
}

/** 2025-12-03T21:49:00.123Z → "20251203T214900Z"; undefined for an invalid date or a year outside 0000–9999. */
function utcDateTime(at: Date): string | undefined {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) return undefined;
  const year = at.getUTCFullYear();
  if (year < 0 || year > 9999) return undefined;
  const iso = at.toISOString(); // "2025-12-03T21:49:00.250Z" for years 0000–9999
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** "2025-12-03" → "20251203"; undefined unless it is a real day. */
function basicDate(date: string): string | undefined {
  const match = typeof date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return undefined;
  const [, year = "", month = "", day = ""] = match;
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(Number(year), m)) return undefined;
  return `${year}${month}${day}`;
}

// Plain calendar arithmetic: no Date, so neither the host's time zone nor Date.UTC's 1900 offset for
// two-digit years can shift the day.
function nextDay(basic: string): string | undefined {
  let year = Number(basic.slice(0, 4));
  let month = Number(basic.slice(4, 6));
  let day = Number(basic.slice(6, 8)) + 1;
  if (day > daysInMonth(year, month)) {
    day = 1;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  if (year > 9999) return undefined;
  return `${String(year).padStart(4, "0")}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const REMOVED_FROM_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * RFC 5545 §3.3.11 TEXT. Tab is kept: it is allowed in TEXT (TSAFE-CHAR includes WSP). Removal comes first,
 * so "\r\u0000\n" is one line break, as it would look.
 */
function text(value: string): string {
  return value
    .replace(REMOVED_FROM_TEXT, "")
    .replace(/[\\;,]|\r\n?|\n/g, (special) =>
      special === "\\" || special === ";" || special === "," ? `\\${special}` : "\\n",
    );
}

/** RFC 5545 §3.1: at most 75 octets of UTF-8 a line; continuation lines start with a space. */
function fold(line: string): string {
  // Fast path: no UTF-16 code unit takes more than three octets.
  if (line.length * 3 <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let partStart = 0;
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (let i = 0; i < line.length;) {
    const code = line.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && isLowSurrogate(line.charCodeAt(i + 1));
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (octets + size > limit) {
      parts.push(line.slice(partStart, i));
      partStart = i;
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space
    }
    octets += size;
    i += pair ? 2 : 1;
  }
  parts.push(line.slice(partStart));
  return parts.join(`${CRLF} `);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
