import { useMemo } from "react";
import type { CallContent } from "~/domain/search/callContent";
import { chatView, type ChatView } from "~/domain/callPage/chatView";
import type { CallPreview } from "~/domain/callPage/preview";
import { summaryItemsByVersion } from "~/domain/summaries/summaryItems";
import type { CallSummaries } from "~/schemas/artifacts";
import { parseTimestamp } from "~/domain/time/timestamp";
import { visibleTranscript } from "~/domain/transcript/parseVtt";
import type { TranscriptEntry } from "~/schemas/callBundle";
import type { CallBundleState } from "./useCallBundle";
import type { CallSync } from "~/schemas/content";
import type { DecisionView } from "~/domain/summaries/decisionsView";

export type CallPageContent = {
  transcript: TranscriptEntry[];
  chat: ChatView;
  /** The lists search results and links point into. */
  searchable: CallContent;
};

/**
 * What the page shows of the call: nothing before the sync start (SPEC §5, SPEC-NOTES 4); until the
 * call's data has loaded, the prerendered preview of its first lines.
 */
export function useCallContent(
  bundle: CallBundleState,
  preview: CallPreview,
  sync: CallSync | undefined,
  summaries: CallSummaries,
  decisions: readonly DecisionView[],
): CallPageContent {
  const loaded = bundle.status === "loaded" ? bundle.data : preview;
  return useMemo(() => {
    const transcript = visibleTranscript(loaded.transcript, sync);
    const chat = chatView(loaded.chat, sync ? parseTimestamp(sync.transcriptStartTime) : 0);
    const [shown, ...otherSummaries] = summaryItemsByVersion(summaries);
    return {
      transcript,
      chat,
      searchable: {
        transcript,
        chat: chat.messages,
        agenda: shown?.agenda ?? [],
        actions: shown?.actions ?? [],
        otherSummaries,
        decisions,
      },
    };
  }, [loaded, sync, summaries, decisions]);
}
