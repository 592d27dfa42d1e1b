import type { ChatMessage } from "~/schemas/callBundle";

/** A top-level chat entry and the replies nested under it, in time order. */
export type ChatThread = { root: ChatMessage; replies: ChatMessage[] };

export type ChatView = {
  threads: ChatThread[];
  /** Visible messages in time order, for following the video. */
  messages: ChatMessage[];
  /** Message id → index of the thread that shows it. */
  threadOf: ReadonlyMap<number, number>;
};

/**
 * The chat pane's content (SPEC §2, SPEC-NOTES decisions 4 and 6): messages from the sync start on,
 * replies nested under the message they quote (under that message's thread when it is itself a
 * reply), and everything else — replies whose target is unknown or hidden, orphan reactions — at the
 * top level, so nothing is lost.
 */
export function chatView(chat: readonly ChatMessage[], startSeconds: number): ChatView {
  const messages = chat.filter((message) => message.seconds >= startSeconds);
  const threads: ChatThread[] = [];
  const threadOf = new Map<number, number>();
  for (const message of messages) {
    const targetId = message.replyTo?.targetId;
    const targetThread = targetId === null || targetId === undefined ? undefined : threadOf.get(targetId);
    if (targetThread !== undefined) {
      threads[targetThread]?.replies.push(message);
      threadOf.set(message.id, targetThread);
    } else {
      threadOf.set(message.id, threads.length);
      threads.push({ root: message, replies: [] });
    }
  }
  return { threads, messages, threadOf };
}

/** Whether a reply should repeat its quote: only when it does not sit directly under the quoted message. */
export function showsQuote(message: ChatMessage, thread: ChatThread): boolean {
  if (!message.replyTo) return false;
  return message === thread.root || message.replyTo.targetId !== thread.root.id;
}
