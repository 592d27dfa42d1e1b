import { describe, expect, it } from "vitest";
import type { ChatMessage } from "~/schemas/callBundle";
import { chatView } from "./chatView";
import { chatThreadRunStarts, speakerRunStarts } from "./speakerRuns";

describe("speakerRunStarts", () => {
  it("starts a run at the first item and wherever the speaker changes", () => {
    expect(speakerRunStarts(["Ann", "Ann", "Ben", "Ben", "Ben", "Ann"])).toEqual([
      true,
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it("gives nothing for no items, and a run for a single one", () => {
    expect(speakerRunStarts([])).toEqual([]);
    expect(speakerRunStarts(["Ann"])).toEqual([true]);
  });

  it("compares names exactly", () => {
    expect(speakerRunStarts(["Ann", "ann", "Ann "])).toEqual([true, true, true]);
  });

  it("ends a run after an item that breaks it, even when the speaker stays", () => {
    expect(speakerRunStarts(["Ann", "Ann", "Ann"], [false, true, false])).toEqual([true, false, true]);
  });
});

describe("chatThreadRunStarts", () => {
  const message = (id: number, speaker: string, replyToId?: number): ChatMessage => ({
    id,
    timestamp: "00:00:00",
    seconds: id,
    speaker,
    message: `message ${id}`,
    reactions: [],
    ...(replyToId === undefined ? {} : { replyTo: { quote: `message ${replyToId}`, targetId: replyToId } }),
  });

  it("runs consecutive messages by one speaker, and names the speaker again after a thread with replies", () => {
    const view = chatView(
      [
        message(0, "Ann"),
        message(1, "Ann"),
        message(2, "Ben", 1),
        message(3, "Ann"),
        message(4, "Ann"),
        message(5, "Cy"),
      ],
      0,
    );
    // Threads: [0 Ann], [1 Ann + reply 2 Ben], [3 Ann], [4 Ann], [5 Cy]
    expect(view.threads.map((thread) => thread.root.id)).toEqual([0, 1, 3, 4, 5]);
    expect(chatThreadRunStarts(view.threads)).toEqual([true, false, true, false, true]);
  });
});
