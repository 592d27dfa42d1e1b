import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { callResultHref } from "../search/callResultLink";
import { momentHash, momentUrl, parseHashTime, parseSearchDeepLink } from "./deepLink";

describe("momentHash and momentUrl", () => {
  it("names a moment as #HH:MM:SS, to the second, which parseHashTime reads back", () => {
    expect(momentHash(88.2)).toBe("#00:01:28");
    expect(momentHash(3723)).toBe("#01:02:03");
    expect(parseHashTime(momentHash(88.9))).toBe(88);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359_999 }), (seconds) => parseHashTime(momentHash(seconds)) === seconds),
    );
  });

  it("names the video's start for a time before it", () => {
    expect(momentHash(-5)).toBe("#00:00:00");
  });

  it("shares the page's address at the moment, without its query or old hash", () => {
    expect(
      momentUrl(
        "https://forkline.example/calls/acdc/155?search=relay&timestamp=00:02:33&type=transcript&text=x#t=5",
        88.2,
      ),
    ).toBe("https://forkline.example/calls/acdc/155#00:01:28");
    expect(momentUrl("http://127.0.0.1:4320/calls/acdt/040", 0)).toBe("http://127.0.0.1:4320/calls/acdt/040#00:00:00");
  });
});

describe("parseHashTime", () => {
  it("reads #t=SECONDS, with an optional fraction or trailing s", () => {
    expect(parseHashTime("#t=90")).toBe(90);
    expect(parseHashTime("#t=90s")).toBe(90);
    expect(parseHashTime("#t=1.5")).toBe(1.5);
    expect(parseHashTime("t=0")).toBe(0);
  });

  it("reads #HH:MM:SS, also URL-encoded", () => {
    expect(parseHashTime("#00:01:30")).toBe(90);
    expect(parseHashTime("#01:02:03")).toBe(3723);
    expect(parseHashTime("#00%3A01%3A30")).toBe(90);
  });

  it("rejects anything else", () => {
    for (const hash of [
      "",
      "#",
      "#t=",
      "#t=abc",
      "#t=-5",
      "#01:30",
      "#1:2:3:4",
      "#section",
      "#eip-7702",
      "#t=1e9",
      "#%E0%A4%A",
    ]) {
      expect(parseHashTime(hash)).toBeNull();
    }
  });

  it("never throws and gives a finite, non-negative number or null", () => {
    fc.assert(
      fc.property(fc.string(), (hash) => {
        const result = parseHashTime(hash);
        if (result !== null) expect(Number.isFinite(result) && result >= 0).toBe(true);
      }),
    );
  });
});

describe("parseSearchDeepLink", () => {
  const full = { search: "blob target", timestamp: "00:03:04", type: "agenda", text: "Blob target schedule Raising…" };

  it("reads the four parameters", () => {
    expect(parseSearchDeepLink(new URLSearchParams(full))).toEqual({
      query: "blob target",
      timestamp: "00:03:04",
      type: "agenda",
      text: "Blob target schedule Raising…",
    });
  });

  it("needs all four, non-blank", () => {
    const line = { ...full, type: "transcript" };
    for (const key of Object.keys(line)) {
      const params = new URLSearchParams(line);
      params.delete(key);
      expect(parseSearchDeepLink(params)).toBeNull();
      params.set(key, "   ");
      expect(parseSearchDeepLink(params)).toBeNull();
    }
  });

  it("lets a summary item have no time, and name a summary version; nothing else", () => {
    expect(parseSearchDeepLink(new URLSearchParams({ ...full, timestamp: "" }))).toMatchObject({
      type: "agenda",
      timestamp: "",
    });
    expect(
      parseSearchDeepLink(new URLSearchParams({ ...full, type: "action", timestamp: "", summary: "legacy" })),
    ).toMatchObject({ type: "action", timestamp: "", version: "legacy" });
    expect(parseSearchDeepLink(new URLSearchParams({ ...full, summary: "tldr" }))?.version).toBe("tldr");
    for (const type of ["transcript", "chat", "decision"])
      expect(parseSearchDeepLink(new URLSearchParams({ ...full, type, timestamp: "" }))).toBeNull();
    for (const summary of ["none", "Legacy", "__proto__", "", "<b>"])
      expect(parseSearchDeepLink(new URLSearchParams({ ...full, summary }))).toBeNull();
    expect(parseSearchDeepLink(new URLSearchParams({ ...full, type: "transcript", summary: "legacy" }))).toBeNull();
  });

  it("accepts only the four result types", () => {
    for (const type of ["transcript", "chat", "agenda", "action"]) {
      expect(parseSearchDeepLink(new URLSearchParams({ ...full, type }))?.type).toBe(type);
    }
    for (const type of ["summary", "all", "toString", "__proto__", "Transcript"]) {
      expect(parseSearchDeepLink(new URLSearchParams({ ...full, type }))).toBeNull();
    }
  });

  it("reads the links the calendar search makes", () => {
    const hit = {
      callType: "acdc",
      callNumber: "154",
      timestamp: "00:12:34",
      type: "chat",
      text: "PeerDAS works",
    } as const;
    const link = new URL(callResultHref(hit, " peerdas "), "https://forkline.example");
    expect(parseSearchDeepLink(link.searchParams)).toEqual({
      query: "peerdas",
      timestamp: "00:12:34",
      type: "chat",
      text: "PeerDAS works",
    });
  });

  it("keeps hostile text as plain data", () => {
    const text = "<img src=x onerror=alert(1)> .*+?^${}()|[]\\";
    expect(parseSearchDeepLink(new URLSearchParams({ ...full, text, search: text }))).toMatchObject({
      text,
      query: text.trim(),
    });
  });
});
