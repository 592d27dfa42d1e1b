import { expect, test } from "vitest";
import { formatIsoDate, formatShortIsoDate } from "./isoDate";

test("dates are formatted without the visitor's time zone; anything else is shown as it is", () => {
  expect(formatIsoDate("2025-04-03")).toBe("Apr 3, 2025");
  expect(formatIsoDate("2026-12-31")).toBe("Dec 31, 2026");
  expect(formatIsoDate("garbage")).toBe("garbage");
  expect(formatIsoDate("2025-13-01")).toBe("2025-13-01");
  expect(formatIsoDate("")).toBe("");
});

test("the short form drops the year and keeps the same guard", () => {
  expect(formatShortIsoDate("2025-10-23")).toBe("Oct 23");
  expect(formatShortIsoDate("2025-01-05")).toBe("Jan 5");
  expect(formatShortIsoDate("2025-00-05")).toBe("2025-00-05");
  expect(formatShortIsoDate("<b>x</b>")).toBe("<b>x</b>");
});
