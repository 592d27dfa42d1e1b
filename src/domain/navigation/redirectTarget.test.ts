import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { redirectDestination, safeRedirectPath } from "./redirectTarget";

describe("safeRedirectPath", () => {
  test.each(["/calls", "/calls/acdc/154", "/upgrade/glamsterdam#eip-7928", "/rank?x=1"])(
    "accepts the site path %s",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  test.each([
    "//evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/\\evil.example",
    "\\\\evil.example",
    "%2F%2Fevil.example",
    "/%2Fevil.example",
    "/%5Cevil.example",
    "%252F%252Fevil.example",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n/evil",
    "calls",
    "",
    "/%E0%A4%A",
  ])("refuses %j", (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });

  test("refuses a missing parameter", () => {
    expect(safeRedirectPath(null)).toBeNull();
  });

  test("never accepts anything a browser would resolve to another origin", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = safeRedirectPath(s);
        if (result === null) return;
        const url = new URL(result, "https://forkline.test/");
        expect(url.origin).toBe("https://forkline.test");
      }),
      { numRuns: 2000 },
    );
  });
});

describe("redirectDestination", () => {
  test("keeps every other query parameter", () => {
    expect(redirectDestination("?redirect=/calls&search=gas&type=chat")).toBe("/calls?search=gas&type=chat");
  });

  test("merges with a query already on the target and keeps its hash", () => {
    expect(redirectDestination("?redirect=%2Fcalls%3Fa%3D1%23x&b=2")).toBe("/calls?a=1&b=2#x");
  });

  test("ignores an unsafe target", () => {
    expect(redirectDestination("?redirect=//evil.example&x=1")).toBeNull();
  });

  test("does nothing without the parameter", () => {
    expect(redirectDestination("?search=x")).toBeNull();
  });
});
