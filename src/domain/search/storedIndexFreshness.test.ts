import { describe, expect, it } from "vitest";
import { judgeStoredIndex, SEARCH_INDEX_MAX_AGE_MS, searchDatabaseName } from "./storedIndexFreshness";

const NOW = Date.parse("2025-10-12T12:00:00Z");
const HOUR = 60 * 60 * 1000;

describe("judgeStoredIndex", () => {
  it("uses a copy of the same version stored less than 24 hours ago", () => {
    expect(judgeStoredIndex({ version: "1.0.5", storedAt: NOW }, "1.0.5", NOW)).toBe("fresh");
    expect(judgeStoredIndex({ version: "1.0.5", storedAt: NOW - 23 * HOUR }, "1.0.5", NOW)).toBe("fresh");
    expect(judgeStoredIndex({ version: "1.0.5", storedAt: NOW - SEARCH_INDEX_MAX_AGE_MS + 1 }, "1.0.5", NOW)).toBe(
      "fresh",
    );
  });

  it("replaces a copy that is 24 hours old or older", () => {
    expect(judgeStoredIndex({ version: "1.0.5", storedAt: NOW - SEARCH_INDEX_MAX_AGE_MS }, "1.0.5", NOW)).toBe(
      "expired",
    );
    expect(judgeStoredIndex({ version: "1.0.5", storedAt: NOW - 25 * HOUR }, "1.0.5", NOW)).toBe("expired");
  });

  it("replaces a copy of any other version, however young", () => {
    expect(judgeStoredIndex({ version: "1.0.3", storedAt: NOW }, "1.0.5", NOW)).toBe("other-version");
    expect(judgeStoredIndex({ version: "", storedAt: NOW }, "1.0.5", NOW)).toBe("other-version");
  });

  it("reports a missing copy", () => {
    expect(judgeStoredIndex(null, "1.0.5", NOW)).toBe("missing");
  });

  it("does not trust a copy stamped in the future or with an unreadable time", () => {
    expect(judgeStoredIndex({ version: "1.0.5", storedAt: NOW + HOUR }, "1.0.5", NOW)).toBe("expired");
    expect(judgeStoredIndex({ version: "1.0.5", storedAt: Number.NaN }, "1.0.5", NOW)).toBe("expired");
  });

  it("checks the version before the age", () => {
    expect(judgeStoredIndex({ version: "0.9", storedAt: NOW - 48 * HOUR }, "1.0.5", NOW)).toBe("other-version");
  });
});

describe("searchDatabaseName", () => {
  it("is '{product}_search' with the product name in lower case", () => {
    expect(searchDatabaseName("Forkline")).toBe("forkline_search");
    expect(searchDatabaseName(" Fork Line ")).toBe("fork-line_search");
  });
});
