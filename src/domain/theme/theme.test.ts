import { describe, expect, test } from "vitest";
import { initialTheme, otherTheme } from "./theme";

describe("initialTheme", () => {
  test("a stored choice beats the system preference", () => {
    expect(initialTheme("light", true)).toBe("light");
    expect(initialTheme("dark", false)).toBe("dark");
  });
  test("without a stored choice the system preference decides", () => {
    expect(initialTheme(null, true)).toBe("dark");
    expect(initialTheme(null, false)).toBe("light");
  });
  test("a corrupt stored value is ignored", () => {
    expect(initialTheme("purple", true)).toBe("dark");
    expect(initialTheme('{"x":1}', false)).toBe("light");
  });
  test("toggling flips the theme", () => {
    expect(otherTheme("dark")).toBe("light");
    expect(otherTheme("light")).toBe("dark");
  });
});
