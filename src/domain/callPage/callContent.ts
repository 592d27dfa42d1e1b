import type { CallSearchContent } from "../search/callSearch";
import type { TranscriptEntry } from "../transcript/parseVtt";
import type { ActionSearchItem, AgendaSearchItem } from "../archive/summaryItems";
import type { ChatMessage } from "./chatView";

/**
 * What the call page shows, in the lists its search results and links point into: the visible
 * transcript (from the sync start), the visible chat messages, and the summary's agenda topics and
 * action items (summaryItems.ts, in the order the summary card renders them).
 */
export type CallContent = {
  transcript: readonly TranscriptEntry[];
  chat: readonly ChatMessage[];
  agenda: readonly AgendaSearchItem[];
  actions: readonly ActionSearchItem[];
};

/** The same lists in the shape searchCall takes; index i of each list is index i here. */
export function callSearchContent(content: CallContent): CallSearchContent {
  return {
    transcript: [...content.transcript],
    chat: content.chat.map((message) => ({
      timestamp: message.timestamp,
      seconds: message.seconds,
      speaker: message.speaker,
      message: message.message,
      // Reactions that found their message are not messages at all; the orphans stay out of search (SPEC §5).
      isReaction: message.isOrphanReaction === true,
    })),
    agenda: [...content.agenda],
    actions: [...content.actions],
  };
}
