import { describe, expect, it } from "vitest";
import { calendarDay } from "./today";

describe("calendarDay", () => {
  it("is the UTC day, whatever the zone the moment is written in", () => {
    // Late evening in New York is already the next day in UTC; early morning in Tokyo is still the day before.
    expect(calendarDay(new Date("2025-10-29T21:30:00-04:00"))).toBe("2025-10-30");
    expect(calendarDay(new Date("2025-10-31T01:00:00+09:00"))).toBe("2025-10-30");
  });

  it("turns at midnight UTC, not before", () => {
    expect(calendarDay(new Date("2025-12-31T23:59:59.999Z"))).toBe("2025-12-31");
    expect(calendarDay(new Date("2026-01-01T00:00:00.000Z"))).toBe("2026-01-01");
  });

  it("writes the day as YYYY-MM-DD, the form the dates of content and archive are compared in", () => {
    expect(calendarDay(new Date(Date.UTC(2024, 1, 29, 12)))).toBe("2024-02-29");
    expect(calendarDay(new Date(Date.UTC(2026, 0, 5)))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses a date that is not one rather than naming a day", () => {
    expect(() => calendarDay(new Date("not a date"))).toThrow(RangeError);
  });
});
