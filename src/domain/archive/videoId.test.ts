import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { extractVideoId } from "./videoId";

const ID = "RWBhHHrZ48w";

describe("extractVideoId", () => {
  it.each([
    ["a watch URL", `https://www.youtube.com/watch?v=${ID}`],
    ["a watch URL without www", `https://youtube.com/watch?v=${ID}`],
    ["a watch URL with extra parameters", `https://www.youtube.com/watch?feature=share&v=${ID}&t=120s#x`],
    ["a mobile watch URL", `https://m.youtube.com/watch?v=${ID}`],
    ["a short URL", `https://youtu.be/${ID}`],
    ["a short URL with a start time", `https://youtu.be/${ID}?t=42`],
    ["an embed URL", `https://www.youtube.com/embed/${ID}?autoplay=0`],
    ["a privacy-mode embed URL", `https://www.youtube-nocookie.com/embed/${ID}`],
    ["a live URL", `https://www.youtube.com/live/${ID}?si=abc`],
    ["a shorts URL", `https://youtube.com/shorts/${ID}`],
    ["a URL without a scheme", `youtube.com/watch?v=${ID}`],
    ["a bare id", ID],
    ["a bare id with spaces around it", `  ${ID}\n`],
  ])("takes the id from %s", (_case, ref) => {
    expect(extractVideoId(ref)).toEqual({ id: ID, matched: true });
  });

  it.each([
    ["an unrelated URL", "https://example.com/watch?v=RWBhHHrZ48w"],
    ["a watch URL without v", "https://www.youtube.com/watch?list=abc"],
    ["an id of the wrong length", "https://youtu.be/short"],
    ["a channel URL", "https://www.youtube.com/@ethereumprotocol"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["plain text", "  not a video  "],
    ["an empty string", ""],
  ])("returns the raw trimmed text for %s", (_case, ref) => {
    expect(extractVideoId(ref)).toEqual({ id: ref.trim(), matched: false });
  });

  it("never throws and matches only 11-character ids", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (ref) => {
        const result = extractVideoId(ref);
        if (result.matched) expect(result.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
        else expect(result.id).toBe(ref.trim());
      }),
    );
  });

  it("finds any valid id inside a watch URL", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{11}$/), (id) => {
        expect(extractVideoId(`https://www.youtube.com/watch?v=${id}&list=x`)).toEqual({ id, matched: true });
      }),
    );
  });
});
