import { memo } from "react";
import { showsQuote, type ChatThread } from "~/domain/callPage/chatView";
import type { ChatMessage } from "~/schemas/callBundle";
import { TimeButton } from "./callTime";
import { EipLinkedText } from "./eipLinks";

type ChatThreadViewProps = { thread: ChatThread; currentMessageId: number | null; onSelect: (message: ChatMessage) => void };

/** A message with its reactions, and its replies indented beneath it. */
export const ChatThreadView = memo(function ChatThreadView({ thread, currentMessageId, onSelect }: ChatThreadViewProps) {
  return (
    <div className="py-0.5">
      <ChatEntry message={thread.root} thread={thread} isCurrent={thread.root.id === currentMessageId} onSelect={onSelect} />
      {thread.replies.length > 0 && (
        <ul aria-label="Replies" className="mt-1 ml-5 space-y-1 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <ChatEntry message={reply} thread={thread} isCurrent={reply.id === currentMessageId} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

type ChatEntryProps = { message: ChatMessage; thread: ChatThread; isCurrent: boolean; onSelect: (message: ChatMessage) => void };

function ChatEntry({ message, thread, isCurrent, onSelect }: ChatEntryProps) {
  return (
    <div
      aria-current={isCurrent ? "true" : undefined}
      data-current={isCurrent || undefined}
      className={`rounded-md border-l-4 px-3 py-1.5 text-sm ${isCurrent ? "border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/60" : "border-transparent"}`}
    >
      <div className="flex items-baseline gap-2">
        <TimeButton seconds={message.seconds} source="chat" onClick={() => onSelect(message)} />
        <span className="font-semibold text-slate-900 dark:text-slate-100">{message.speaker}</span>
      </div>
      {message.replyTo && showsQuote(message, thread) && (
        <p className="mt-1 border-l-2 border-slate-300 pl-2 text-xs text-slate-600 italic dark:border-slate-600 dark:text-slate-400">
          Replying to “{message.replyTo.quote}”
        </p>
      )}
      <p className={`mt-0.5 break-words whitespace-pre-line ${message.isOrphanReaction ? "text-slate-600 italic dark:text-slate-400" : "text-slate-800 dark:text-slate-200"}`}>
        <EipLinkedText text={message.message} />
      </p>
      {message.reactions.length > 0 && <Reactions reactions={message.reactions} />}
    </div>
  );
}

/** Reactions grouped by emoji, each with its count and who reacted. */
function Reactions({ reactions }: { reactions: ChatMessage["reactions"] }) {
  const groups = new Map<string, string[]>();
  for (const { emoji, speaker } of reactions) groups.set(emoji, [...(groups.get(emoji) ?? []), speaker]);
  return (
    <ul aria-label="Reactions" className="mt-1 flex flex-wrap gap-1">
      {[...groups].map(([emoji, speakers]) => (
        <li key={emoji} title={speakers.join(", ")} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
          <span>{emoji}</span>
          <span className="tabular-nums">{speakers.length}</span>
          <span className="sr-only">from {speakers.join(", ")}</span>
        </li>
      ))}
    </ul>
  );
}
