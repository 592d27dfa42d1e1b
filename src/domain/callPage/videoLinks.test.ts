import { describe, expect, it } from "vitest";
import { videoLinks } from "./videoLinks";

describe("videoLinks", () => {
  it("embeds the id of any video reference and links its watch page", () => {
    for (const reference of [
      "https://www.youtube.com/watch?v=RWBhHHrZ48w",
      "https://youtu.be/RWBhHHrZ48w",
      "RWBhHHrZ48w",
    ]) {
      expect(videoLinks(reference)).toEqual({
        embedId: "RWBhHHrZ48w",
        watchUrl: "https://www.youtube.com/watch?v=RWBhHHrZ48w",
      });
    }
  });

  it("links a reference without an id as it is, and embeds nothing", () => {
    expect(videoLinks("https://www.youtube.com/@EthereumProtocol")).toEqual({
      embedId: null,
      watchUrl: "https://www.youtube.com/@EthereumProtocol",
    });
  });

  it("never turns a non-web reference into a link of another scheme", () => {
    expect(videoLinks("javascript:alert(1)").watchUrl).toBe(
      "https://www.youtube.com/results?search_query=javascript%3Aalert(1)",
    );
  });
});
