import { memo } from "react";
import { showsQuote, type ChatThread } from "~/domain/callPage/chatView";
import { speakerRunStarts } from "~/domain/callPage/speakerRuns";
import type { ChatMessage } from "~/schemas/callBundle";
import { TimeButton, useVideoClock } from "../page/callTime";
import { CallLineText } from "../page/eipLinks";
import { LINE_GUTTER, LINE_ROW, LINE_TEXT, MomentLinkButton } from "./MomentLink";

type ChatThreadViewProps = {
  thread: ChatThread;
  /** The thread's root continues a run of messages by its sender: the name is not repeated. */
  startsRun: boolean;
  currentMessageId: number | null;
  /** The message of this thread whose link was just copied. */
  copiedMessageId: number | null;
  onSelect: (message: ChatMessage) => void;
  onCopy: (transcriptSeconds: number, messageId: number) => void;
};

/** A message with its reactions, and its replies indented beneath it (replies in a row by one sender share the name too). */
export const ChatThreadView = memo(function ChatThreadView({
  thread,
  startsRun,
  currentMessageId,
  copiedMessageId,
  onSelect,
  onCopy,
}: ChatThreadViewProps) {
  const replyRunStarts =
    thread.replies.length > 1 ? speakerRunStarts(thread.replies.map((reply) => reply.speaker)) : [];
  const entry = (message: ChatMessage, showsSpeaker: boolean) => (
    <ChatEntry
      message={message}
      thread={thread}
      showsSpeaker={showsSpeaker}
      isCurrent={message.id === currentMessageId}
      copied={message.id === copiedMessageId}
      onSelect={onSelect}
      onCopy={onCopy}
    />
  );
  return (
    <div className={startsRun ? "pt-1.5" : ""}>
      {entry(thread.root, startsRun)}
      {thread.replies.length > 0 && (
        <ul aria-label="Replies" className="mt-1 ml-5 space-y-1 border-l-2 border-line-raised pl-2">
          {thread.replies.map((reply, index) => (
            <li key={reply.id}>{entry(reply, replyRunStarts[index] ?? true)}</li>
          ))}
        </ul>
      )}
    </div>
  );
});

type ChatEntryProps = {
  message: ChatMessage;
  thread: ChatThread;
  showsSpeaker: boolean;
  isCurrent: boolean;
  copied: boolean;
  onSelect: (message: ChatMessage) => void;
  onCopy: (transcriptSeconds: number, messageId: number) => void;
};

function ChatEntry({ message, thread, showsSpeaker, isCurrent, copied, onSelect, onCopy }: ChatEntryProps) {
  const clock = useVideoClock(message.seconds);
  return (
    <>
      {showsSpeaker && <p className="pr-3 pl-2 text-sm font-semibold text-ink">{message.speaker}</p>}
      <div
        aria-current={isCurrent ? "true" : undefined}
        data-current={isCurrent || undefined}
        className={`${LINE_ROW} ${isCurrent ? "border-blue-600 bg-info-wash dark:border-blue-400" : "border-transparent"}`}
      >
        <span className={LINE_GUTTER}>
          <TimeButton seconds={message.seconds} source="chat" onClick={() => onSelect(message)} />
          <MomentLinkButton clock={clock} copied={copied} onCopy={() => onCopy(message.seconds, message.id)} />
        </span>
        <div className="sm:min-w-0 sm:flex-1">
          {message.replyTo && showsQuote(message, thread) && (
            <p className="my-0.5 flow-root border-l-2 border-line-strong pl-2 text-xs text-muted italic">
              Replying to “{message.replyTo.quote}”
            </p>
          )}
          <p
            className={`${LINE_TEXT} whitespace-pre-line ${message.isOrphanReaction ? "text-muted italic" : "text-ink-soft"}`}
          >
            {!showsSpeaker && <span className="sr-only">{message.speaker}: </span>}
            <CallLineText text={message.message} />
          </p>
          {message.reactions.length > 0 && <Reactions reactions={message.reactions} />}
        </div>
      </div>
    </>
  );
}

/** Reactions grouped by emoji, each with its count and who reacted. */
function Reactions({ reactions }: { reactions: ChatMessage["reactions"] }) {
  const groups = new Map<string, string[]>();
  for (const { emoji, speaker } of reactions) groups.set(emoji, [...(groups.get(emoji) ?? []), speaker]);
  return (
    <ul aria-label="Reactions" className="mt-1 flex flex-wrap gap-1">
      {[...groups].map(([emoji, speakers]) => (
        <li
          key={emoji}
          title={speakers.join(", ")}
          className="inline-flex items-center gap-1 rounded-full bg-subtle px-2 py-0.5 text-xs"
        >
          <span>{emoji}</span>
          <span className="tabular-nums">{speakers.length}</span>
          <span className="sr-only">from {speakers.join(", ")}</span>
        </li>
      ))}
    </ul>
  );
}
