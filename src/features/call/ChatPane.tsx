import { useImperativeHandle, useRef, type Ref } from "react";
import type { ChatView } from "~/domain/callPage/chatView";
import type { ChatMessage } from "~/schemas/callBundle";
import { CHAT_FOLLOW_LOCK_MS } from "~/domain/callPage/timing";
import { VirtualList, type VirtualListHandle } from "~/ui/VirtualList";
import { ChatThreadView } from "./ChatThreadView";
import { PaneFrame } from "./PaneFrame";
import type { PaneHandle } from "./useCallNavigation";
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

/** SPEC §2: the chat log, replies nested under their message; it follows the transcript with a 300 ms lock. */
export function ChatPane({ view, loading, currentMessageId, onSelect, ref }: ChatPaneProps) {
  const list = useRef<VirtualListHandle>(null);
  const currentThread = currentMessageId === null ? -1 : (view.threadOf.get(currentMessageId) ?? -1);
  const follow = usePaneFollow(list, currentThread, CHAT_FOLLOW_LOCK_MS);
  useImperativeHandle(ref, () => ({ reveal: (messageId: number) => follow.reveal(view.threadOf.get(messageId) ?? -1) }), [follow, view]);
  const count = view.messages.length;
  return (
    <PaneFrame id="chat-title" title="Chat Logs" detail={loading ? "Loading call data..." : `${count} ${count === 1 ? "message" : "messages"}`}>
      <VirtualList
        ref={list}
        count={view.threads.length}
        estimateHeight={76}
        itemKey={(index) => view.threads[index]?.root.id ?? index}
        label="Chat messages"
        className="max-h-[400px] p-2"
        onUserScroll={follow.onUserScroll}
        renderItem={(index) => {
          const thread = view.threads[index];
          return thread ? <ChatThreadView thread={thread} currentMessageId={index === currentThread ? currentMessageId : null} onSelect={onSelect} /> : null;
        }}
      />
    </PaneFrame>
  );
}
