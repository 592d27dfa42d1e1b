import { expect, test } from "vitest";
import { asOfLabel, datePassed, newestAsOf, projectedLabel, scheduledLabel } from "./asOf";

test("a date before today has passed; today itself and later have not", () => {
  expect(datePassed("2025-12-03", "2026-11-26")).toBe(true);
  expect(datePassed("2026-11-26", "2026-11-26")).toBe(false);
  expect(datePassed("2027-01-01", "2026-11-26")).toBe(false);
});

test("a missing or unreadable date never counts as passed", () => {
  expect(datePassed(undefined, "2026-11-26")).toBe(false);
  expect(datePassed("", "2026-11-26")).toBe(false);
  expect(datePassed("Dec 3", "2026-11-26")).toBe(false);
  expect(datePassed("<script>", "2026-11-26")).toBe(false);
});

test("the labels say the date, and that it passed only when it did", () => {
  expect(scheduledLabel("2025-12-03", "2026-11-26")).toBe("Scheduled for Dec 3, 2025 — date passed");
  expect(scheduledLabel("2025-12-03", "2025-11-01")).toBe("Scheduled for Dec 3, 2025");
  expect(asOfLabel("2025-10-30")).toBe("Information as of Oct 30, 2025");
});

test("the newest of several as-of dates, none for none", () => {
  expect(newestAsOf([{ asOf: "2025-10-30" }, { asOf: "2026-08-01" }, { asOf: "2025-01-01" }])).toBe("2026-08-01");
  expect(newestAsOf([])).toBeUndefined();
});

test("a planning estimate never reads as a schedule, and says when it has passed", () => {
  expect(projectedLabel("2026-11-18", "2026-08-22")).toBe(
    "Mainnet planning estimate: Nov 18, 2026 (not an announced date)",
  );
  expect(projectedLabel("2026-11-18", "2026-11-27")).toBe(
    "Mainnet planning estimate: Nov 18, 2026 (not an announced date) — date passed",
  );
});
