import fc from "fast-check";
import { expect, test } from "vitest";
import { decodeUrlHash } from "./urlHash";

test("decodes a hash, with or without its '#'", () => {
  expect(decodeUrlHash("#eip-7928")).toBe("eip-7928");
  expect(decodeUrlHash("%20proposed%20")).toBe("proposed");
  expect(decodeUrlHash("")).toBe("");
});

test("keeps malformed percent-encoding as typed instead of throwing", () => {
  expect(decodeUrlHash("#%E0%A4%A")).toBe("%E0%A4%A");
  expect(decodeUrlHash("#%")).toBe("%");
  expect(decodeUrlHash(`#${"%E0".repeat(10_000)}`)).toHaveLength(30_000);
  expect(decodeUrlHash("#%3Cscript%3E")).toBe("<script>");
});

test("never throws, whatever the hash", () => {
  fc.assert(fc.property(fc.string(), (hash) => typeof decodeUrlHash(hash) === "string"));
});
