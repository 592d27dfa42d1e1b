import { describe, expect, it } from "vitest";
import { callResultHref } from "./callResultLink";

const params = (href: string) => Object.fromEntries(new URL(href, "http://x").searchParams);

describe("callResultHref", () => {
  it("opens the call page with search, timestamp, type and text", () => {
    const href = callResultHref(
      { callType: "acdc", callNumber: "154", timestamp: "00:12:34", type: "transcript", text: "PeerDAS works" },
      " peerdas ",
    );
    expect(href.startsWith("/calls/acdc/154?")).toBe(true);
    expect(params(href)).toEqual({
      search: "peerdas",
      timestamp: "00:12:34",
      type: "transcript",
      text: "PeerDAS works",
    });
  });

  it("opens a breakout held inside the call on its own page", () => {
    const href = callResultHref(
      { callType: "acdt", callNumber: "087", callSession: "cl", timestamp: "00:20:00", type: "decision", text: "x" },
      "devnet",
    );
    expect(new URL(href, "http://x").pathname).toBe("/calls/acdt/087/cl");
  });

  it("always sends HH:MM:SS, cutting milliseconds", () => {
    const href = callResultHref(
      { callType: "acde", callNumber: "223", timestamp: "01:02:03.456", type: "agenda", text: "x" },
      "gas",
    );
    expect(params(href).timestamp).toBe("01:02:03");
  });

  it("names the summary version of an item not shown first, and sends no time for an item that has none", () => {
    const href = callResultHref(
      {
        callType: "acdc",
        callNumber: "157",
        timestamp: "",
        type: "action",
        text: "Ship the patch",
        summaryVersion: "legacy",
      },
      "ship",
    );
    expect(params(href)).toEqual({
      search: "ship",
      timestamp: "",
      type: "action",
      text: "Ship the patch",
      summary: "legacy",
    });
  });

  it("encodes hostile text so it stays inside its parameter", () => {
    const text = `a&type=chat#x <img src=x onerror=alert(1)> 100% "q"`;
    const href = callResultHref(
      { callType: "acdt", callNumber: "040", timestamp: "00:00:01", type: "chat", text },
      "a&b=c",
    );
    expect(new URL(href, "http://x").pathname).toBe("/calls/acdt/040");
    expect(params(href)).toEqual({ search: "a&b=c", timestamp: "00:00:01", type: "chat", text });
  });
});
