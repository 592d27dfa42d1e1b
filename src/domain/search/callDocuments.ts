import type { SessionRef } from "../archive/compileCall";
import type { SearchDocument } from "~/schemas/searchIndex";
import type { CallBundle } from "~/schemas/callBundle";
import { actionSearchItems, agendaSearchItems } from "../archive/summaryItems";
import type { CallSummaries } from "~/schemas/artifacts";
import { chooseSummary, shownSummaries } from "../callPage/summaryView";
import { decisionsView } from "../callPage/decisionsView";
import { visibleTranscript } from "../transcript/parseVtt";
import { hmsKey, parseTimestamp } from "../time/timestamp";

/**
 * The calendar index holds what the call page shows (SPEC-NOTES decision 4): transcript and chat from
 * the sync start on, replies with their own text, no reactions, agenda topics, action items and key decisions.
 * Transcript timestamps are cut to HH:MM:SS, the key the call page matches a result on.
 */
export function callSearchDocuments(call: SessionRef, bundle: CallBundle, summaries: CallSummaries): SearchDocument[] {
  const start = call.sync ? parseTimestamp(call.sync.transcriptStartTime) : 0;
  // Only the summary the page shows (TL;DR before agenda), so a result never names a hidden item.
  const shown = shownSummaries(chooseSummary(summaries));
  const items: Omit<SearchDocument, "callType" | "callDate" | "callNumber" | "callSession" | "position">[] = [
    ...visibleTranscript(bundle.transcript, call.sync).map((entry) => ({
      type: "transcript" as const,
      timestamp: hmsKey(entry.timestamp),
      speaker: entry.speaker ?? "",
      text: entry.text,
    })),
    ...bundle.chat
      .filter((message) => !message.isOrphanReaction && message.seconds >= start && message.message.trim() !== "")
      .map((message) => ({ type: "chat" as const, timestamp: message.timestamp, speaker: message.speaker, text: message.message })),
    ...agendaSearchItems(shown).map((item) => ({ type: "agenda" as const, timestamp: item.timestamp, speaker: "", text: `${item.title} ${item.summary}` })),
    ...actionSearchItems(shown).map((item) => ({ type: "action" as const, timestamp: item.timestamp, speaker: item.owner ?? "", text: item.text })),
    // The decision's type in words stands where a speaker would, so "Considered for Glamsterdam" finds it too.
    ...decisionsView(summaries.keyDecisions, "").map((item) => ({ type: "decision" as const, timestamp: item.timestamp, speaker: item.label, text: item.text })),
  ];
  const session = call.session ? { callSession: call.session } : {};
  return items.map((item, position) => ({ callType: call.type, callDate: call.date, callNumber: call.number, ...session, position, ...item }));
}
