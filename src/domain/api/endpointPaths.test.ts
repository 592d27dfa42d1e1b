import { describe, expect, it } from "vitest";
import { apiPath, ENDPOINT_PATHS, schemaPath } from "./endpointPaths";
import { ENDPOINTS } from "./endpoints";

describe("apiPath", () => {
  it("fills the placeholders, each URL-encoded, under /api/v1", () => {
    expect(apiPath("eips")).toBe("/api/v1/eips.json");
    expect(apiPath("call", { series: "acde", number: "223" })).toBe("/api/v1/calls/acde/223.json");
    expect(apiPath("eip", { id: 7732 })).toBe("/api/v1/eips/7732.json");
    expect(apiPath("seriesFeed", { series: "../<script>" })).toBe("/api/v1/feeds/calls/..%2F%3Cscript%3E.xml");
    expect(schemaPath("call")).toBe("/api/v1/schema/call.json");
  });

  it("refuses a missing part rather than writing 'undefined' into a path", () => {
    expect(() => apiPath("call", { series: "acde" })).toThrow("API endpoint call needs number");
  });

  it("describes every endpoint once, and every JSON endpoint names its schema", () => {
    expect(ENDPOINTS.map((e) => e.name)).toEqual(Object.keys(ENDPOINT_PATHS));
    for (const endpoint of ENDPOINTS) {
      expect(endpoint.description.length).toBeGreaterThan(10);
      expect(endpoint.format === "json").toBe(endpoint.schema !== undefined);
    }
  });
});
