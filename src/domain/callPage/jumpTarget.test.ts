import { describe, expect, it } from "vitest";
import { searchCall } from "../search/callSearch";
import type { CallContent } from "../search/callContent";
import { deepLinkTarget, hitTarget } from "./jumpTarget";

const content: CallContent = {
  transcript: [
    { timestamp: "00:01:00.200", seconds: 60.2, speaker: "Host", text: "Welcome to the call" },
    { timestamp: "00:01:00.900", seconds: 60.9, speaker: "Ana", text: "Blob target first" },
    { timestamp: "00:01:30.000", seconds: 90, speaker: null, text: "Blob target second" },
  ],
  chat: [
    { id: 4, timestamp: "00:01:10", seconds: 70, speaker: "Ana", message: "blob dashboard", reactions: [] },
    { id: 7, timestamp: "00:01:10", seconds: 70, speaker: "Bo", message: "blob link", reactions: [] },
    {
      id: 9,
      timestamp: "00:01:20",
      seconds: 80,
      speaker: "Bo",
      message: 'Reacted to "blob gone" with 😂',
      reactions: [],
      isOrphanReaction: true,
    },
  ],
  agenda: [
    { title: "Blob target schedule", summary: "Two steps", timestamp: "00:03:04", seconds: 184, isDecision: true },
  ],
  otherSummaries: [
    {
      version: "legacy",
      agenda: [
        {
          title: "Releases",
          summary: "Two clients shipped the blob fix.",
          timestamp: "",
          seconds: null,
          isDecision: false,
        },
      ],
      actions: [{ text: "Ship the blob patch", timestamp: "", seconds: null }],
    },
  ],
  actions: [
    {
      text: "Write the blob numbers down",
      owner: "Priya",
      timestamp: "00:04:06",
      seconds: 246,
      topic: "Blob target schedule",
    },
    { text: "Share the blob dashboard", timestamp: "00:04:06", seconds: 246 },
  ],
  decisions: [
    {
      timestamp: "00:05:00",
      seconds: 300,
      label: "Considered for Glamsterdam",
      text: "Blob target raise is considered",
    },
  ],
};

describe("searchCall over the page's content", () => {
  it("finds chat messages in order and leaves orphan reactions out", () => {
    expect(searchCall(content, "blob", "chat").map((hit) => hit.text)).toEqual(["blob dashboard", "blob link"]);
  });
});

describe("hitTarget", () => {
  it("maps each hit to its item: transcript and summary by index, chat by message id", () => {
    const targets = searchCall(content, "blob").map((hit) => hitTarget(hit, content));
    expect(targets).toContainEqual({ kind: "transcript", index: 1, seconds: 60.9 });
    expect(targets).toContainEqual({ kind: "chat", messageId: 7, seconds: 70 });
    expect(targets).toContainEqual({ kind: "agenda", index: 0, seconds: 184 });
    expect(targets).toContainEqual({ kind: "action", index: 1, seconds: 246 });
  });

  it("maps an item of a summary not shown first to that summary, with no time when it has none", () => {
    const targets = searchCall(content, "blob").map((hit) => hitTarget(hit, content));
    expect(targets).toContainEqual({ kind: "agenda", index: 0, seconds: null, version: "legacy" });
    expect(targets).toContainEqual({ kind: "action", index: 0, seconds: null, version: "legacy" });
  });
});

describe("deepLinkTarget", () => {
  const link = (type: "transcript" | "chat" | "agenda" | "action", timestamp: string, text: string) => ({
    query: "blob",
    type,
    timestamp,
    text,
  });

  it("finds a transcript line by its whole second, preferring the same text", () => {
    expect(deepLinkTarget(link("transcript", "00:01:00", "Blob target first"), content)).toEqual({
      kind: "transcript",
      index: 1,
      seconds: 60.9,
    });
    expect(deepLinkTarget(link("transcript", "00:01:00", "edited since"), content)).toEqual({
      kind: "transcript",
      index: 0,
      seconds: 60.2,
    });
  });

  it("finds chat messages, agenda topics (indexed as title and summary) and action items", () => {
    expect(deepLinkTarget(link("chat", "00:01:10", "blob link"), content)).toEqual({
      kind: "chat",
      messageId: 7,
      seconds: 70,
    });
    expect(deepLinkTarget(link("agenda", "00:03:04", "Blob target schedule Two steps"), content)).toEqual({
      kind: "agenda",
      index: 0,
      seconds: 184,
    });
    expect(deepLinkTarget(link("action", "00:04:06", "Share the blob dashboard"), content)).toEqual({
      kind: "action",
      index: 1,
      seconds: 246,
    });
  });

  it("finds an item of a summary not shown first by its text, when the link names that summary; it has no time", () => {
    expect(
      deepLinkTarget(
        { ...link("agenda", "", "Releases Two clients shipped the blob fix."), version: "legacy" as const },
        content,
      ),
    ).toEqual({ kind: "agenda", index: 0, seconds: null, version: "legacy" });
    expect(
      deepLinkTarget({ ...link("action", "", "Ship the blob patch"), version: "legacy" as const }, content),
    ).toEqual({ kind: "action", index: 0, seconds: null, version: "legacy" });
    // A summary the call does not have, or an item not in it, with no time: nothing to open.
    expect(
      deepLinkTarget({ ...link("action", "", "Ship the blob patch"), version: "tldr" as const }, content),
    ).toBeNull();
    expect(deepLinkTarget({ ...link("agenda", "", "Gone topic"), version: "legacy" as const }, content)).toBeNull();
  });

  it("falls back to the time when nothing is at that second", () => {
    expect(deepLinkTarget(link("chat", "00:09:00", "gone"), content)).toEqual({ kind: "time", seconds: 540 });
    expect(deepLinkTarget(link("transcript", "not a time", "x"), content)).toEqual({ kind: "time", seconds: 0 });
  });
});

describe("key decisions", () => {
  it("are found by their text or their type in words, and lead to their moment", () => {
    const [hit] = searchCall(content, "considered", "decision");
    expect(hit).toMatchObject({
      type: "decision",
      timestamp: "00:05:00",
      speaker: "Considered for Glamsterdam",
      ref: 0,
    });
    expect(hit && hitTarget(hit, content)).toEqual({ kind: "time", seconds: 300 });
    expect(searchCall(content, "blob raise", "all")[0]?.type).toBe("decision");
    expect(
      deepLinkTarget(
        { query: "raise", timestamp: "00:05:00", type: "decision", text: "Blob target raise is considered" },
        content,
      ),
    ).toEqual({ kind: "time", seconds: 300 });
  });
});
