import { memo, type RefObject } from "react";
import type { ChangelogCorrection } from "~/schemas/artifacts";
import type { ChatMessage } from "~/schemas/callBundle";
import { ChatPane } from "./ChatPane";
import { TranscriptPane } from "./TranscriptPane";
import type { CallBundleState } from "../page/useCallBundle";
import type { CallPageContent } from "../page/useCallContent";
import type { PaneHandle } from "../page/useCallNavigation";

type CallPanesProps = {
  bundle: CallBundleState;
  content: CallPageContent;
  transcriptIndex: number;
  chatIndex: number;
  transcriptPane: RefObject<PaneHandle | null>;
  chatPane: RefObject<PaneHandle | null>;
  onSelectLine: (index: number) => void;
  onSelectMessage: (message: ChatMessage) => void;
  transcriptCorrections?: readonly ChangelogCorrection[];
  /** The call has a video but no sync times: the transcript cannot follow it. */
  notLinedUp: boolean;
};

/**
 * Transcript and Chat Logs side by side; each appears only when it has content (SPEC §2). Until the
 * call's data has loaded they show the prerendered first lines, and say that the rest is loading.
 */
// Memo'd: a change elsewhere on the call page (the summary opening, the player) must not re-render hundreds of lines.
export const CallPanes = memo(function CallPanes({
  bundle,
  content,
  transcriptIndex,
  chatIndex,
  transcriptPane,
  chatPane,
  onSelectLine,
  onSelectMessage,
  transcriptCorrections,
  notLinedUp,
}: CallPanesProps) {
  const loading = bundle.status !== "loaded";
  const hasTranscript = content.transcript.length > 0;
  const hasChat = content.chat.threads.length > 0;
  if (!hasTranscript && !hasChat) {
    return loading ? (
      <p
        role="status"
        className="mt-6 rounded-xl border border-dashed border-line-firm px-4 py-10 text-center text-muted"
      >
        Loading call data...
      </p>
    ) : (
      <p className="mt-6 text-center text-sm text-muted">No transcript or chat log was archived for this call.</p>
    );
  }
  return (
    <div className={`mt-6 grid gap-6 ${hasTranscript && hasChat ? "lg:grid-cols-2" : ""}`}>
      {hasTranscript && (
        <TranscriptPane
          ref={transcriptPane}
          entries={content.transcript}
          loading={loading}
          currentIndex={transcriptIndex}
          onSelect={onSelectLine}
          corrections={transcriptCorrections}
          notLinedUp={notLinedUp}
        />
      )}
      {hasChat && (
        <ChatPane
          ref={chatPane}
          view={content.chat}
          loading={loading}
          currentMessageId={content.chat.messages[chatIndex]?.id ?? null}
          onSelect={onSelectMessage}
        />
      )}
    </div>
  );
});
