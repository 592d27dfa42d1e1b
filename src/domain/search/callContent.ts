import type { ChatMessage, TranscriptEntry } from "~/schemas/callBundle";
import type { ActionSearchItem, AgendaSearchItem, SummaryItems } from "../summaries/summaryItems";
import type { DecisionView } from "../summaries/decisionsView";

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
  /** The call's other summaries (not shown first), which links and the page's search also reach. */
  otherSummaries: readonly SummaryItems[];
  /** The key decisions, in time order (decisionsView). */
  decisions: readonly Pick<DecisionView, "timestamp" | "seconds" | "label" | "text">[];
};
