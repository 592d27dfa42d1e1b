import { describe, expect, it } from "vitest";
import type { ChatMessage } from "~/schemas/callBundle";
import { chatView, showsQuote } from "./chatView";

let nextId = 0;
function message(seconds: number, text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  const id = nextId++;
  return {
    id,
    timestamp: `00:00:${String(seconds).padStart(2, "0")}`,
    seconds,
    speaker: "Ana",
    message: text,
    reactions: [],
    ...extra,
  };
}

describe("chatView", () => {
  it("hides messages before the sync start", () => {
    nextId = 0;
    const chat = [message(5, "gm"), message(30, "welcome"), message(40, "agenda")];
    const view = chatView(chat, 30);
    expect(view.messages.map((m) => m.message)).toEqual(["welcome", "agenda"]);
    expect(view.threads.map((t) => t.root.message)).toEqual(["welcome", "agenda"]);
  });

  it("nests replies under the message they quote, and replies to replies under the same thread", () => {
    nextId = 0;
    const root = message(10, "PeerDAS looks good");
    const reply = message(12, "same here", { replyTo: { quote: "PeerDAS looks good", targetId: 0 } });
    const other = message(14, "next topic");
    const replyToReply = message(16, "agreed", { replyTo: { quote: "same here", targetId: 1 } });
    const view = chatView([root, reply, other, replyToReply], 0);
    expect(view.threads).toEqual([
      { root, replies: [reply, replyToReply] },
      { root: other, replies: [] },
    ]);
    expect([...view.threadOf.entries()]).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
  });

  it("keeps replies with an unknown or hidden target, and orphan reactions, at the top level", () => {
    nextId = 0;
    const hidden = message(5, "before the start");
    const toHidden = message(40, "late answer", { replyTo: { quote: "before the start", targetId: 0 } });
    const toUnknown = message(41, "who said that?", { replyTo: { quote: "something", targetId: null } });
    const orphan = message(42, 'Reacted to "gone" with 😂', { isOrphanReaction: true });
    const view = chatView([hidden, toHidden, toUnknown, orphan], 30);
    expect(view.threads.map((t) => t.root)).toEqual([toHidden, toUnknown, orphan]);
    expect(view.threads.every((t) => t.replies.length === 0)).toBe(true);
  });
});

describe("showsQuote", () => {
  it("repeats the quote only where the quoted message is not the one above", () => {
    nextId = 0;
    const root = message(10, "a");
    const reply = message(11, "b", { replyTo: { quote: "a", targetId: 0 } });
    const nested = message(12, "c", { replyTo: { quote: "b", targetId: 1 } });
    const lone = message(13, "d", { replyTo: { quote: "zzz", targetId: null } });
    const [thread, loneThread] = chatView([root, reply, nested, lone], 0).threads;
    if (!thread || !loneThread) throw new Error("expected two threads");
    expect(showsQuote(root, thread)).toBe(false);
    expect(showsQuote(reply, thread)).toBe(false);
    expect(showsQuote(nested, thread)).toBe(true);
    expect(showsQuote(lone, loneThread)).toBe(true);
  });
});
