import { useImperativeHandle, useMemo, useRef, type Ref } from "react";
import type { ChatView } from "~/domain/callPage/chatView";
import { chatThreadRunStarts } from "~/domain/callPage/speakerRuns";
import type { ChatMessage } from "~/schemas/callBundle";
import { CHAT_FOLLOW_LOCK_MS } from "~/domain/callPage/timing";
import { VirtualList, type VirtualListHandle } from "~/ui/VirtualList";
import { ChatThreadView } from "./ChatThreadView";
import { MomentLinkStatus, useMomentLinks } from "./MomentLink";
import { PANE_LIST_CLASS, PaneFrame } from "./PaneFrame";
import type { PaneHandle } from "../page/useCallNavigation";
import { usePaneFollow } from "./usePaneFollow";

type ChatPaneProps = {
  view: ChatView;
  /** Only the first messages are here yet. */
  loading: boolean;
  /** The message at the video's time, or the one a search result chose. */
  currentMessageId: number | null;
  onSelect: (message: ChatMessage) => void;
  ref?: Ref<PaneHandle>;
};

/**
 * SPEC §2: the chat log, replies nested under their message; it follows the transcript with a 300 ms lock.
 * Messages in a row by one sender sit under the sender's name.
 */
export function ChatPane({ view, loading, currentMessageId, onSelect, ref }: ChatPaneProps) {
  const list = useRef<VirtualListHandle>(null);
  const currentThread = currentMessageId === null ? -1 : (view.threadOf.get(currentMessageId) ?? -1);
  const follow = usePaneFollow(list, currentThread, CHAT_FOLLOW_LOCK_MS);
  useImperativeHandle(
    ref,
    () => ({ reveal: (messageId: number) => follow.reveal(view.threadOf.get(messageId) ?? -1) }),
    [follow, view],
  );
  const runStarts = useMemo(() => chatThreadRunStarts(view.threads), [view]);
  const moments = useMomentLinks<number>();
  const copiedThread = moments.copied === null ? -1 : (view.threadOf.get(moments.copied) ?? -1);
  const count = view.messages.length;
  return (
    <PaneFrame
      id="chat-title"
      title="Chat Logs"
      detail={loading ? "Loading call data..." : `${count} ${count === 1 ? "message" : "messages"}`}
    >
      <MomentLinkStatus copied={moments.copied !== null} />
      <VirtualList
        ref={list}
        count={view.threads.length}
        estimateHeight={64}
        itemKey={(index) => view.threads[index]?.root.id ?? index}
        label="Chat messages"
        className={PANE_LIST_CLASS}
        onUserScroll={follow.onUserScroll}
        renderItem={(index) => {
          const thread = view.threads[index];
          return thread ? (
            <ChatThreadView
              thread={thread}
              startsRun={runStarts[index] ?? true}
              currentMessageId={index === currentThread ? currentMessageId : null}
              copiedMessageId={index === copiedThread ? moments.copied : null}
              onSelect={onSelect}
              onCopy={moments.copyMoment}
            />
          ) : null;
        }}
      />
    </PaneFrame>
  );
}
