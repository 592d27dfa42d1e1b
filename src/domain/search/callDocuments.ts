import type { SessionRef } from "../calls/callRef";
import type { SearchDocument } from "~/schemas/searchIndex";
import type { CallBundle } from "~/schemas/callBundle";
import type { CallSummaries } from "~/schemas/artifacts";
import { summaryItemsByVersion, type SummaryItems } from "../summaries/summaryItems";
import { decisionsView } from "../summaries/decisionsView";
import { visibleTranscript } from "../transcript/parseVtt";
import { hmsKey, parseTimestamp } from "../time/timestamp";

/**
 * The calendar index holds what the call page shows (SPEC-NOTES decision 4): transcript and chat from
 * the sync start on, replies with their own text, no reactions, agenda topics, action items and key decisions.
 * The topics and action items of every summary the call has are in it: those of a summary not shown
 * first carry its version, which the result's link names. Transcript timestamps are cut to HH:MM:SS,
 * the key the call page matches a result on.
 */
export function callSearchDocuments(call: SessionRef, bundle: CallBundle, summaries: CallSummaries): SearchDocument[] {
  const start = call.sync ? parseTimestamp(call.sync.transcriptStartTime) : 0;
  const [shown, ...others] = summaryItemsByVersion(summaries);
  const items: CallItem[] = [
    ...visibleTranscript(bundle.transcript, call.sync).map((entry) => ({
      type: "transcript" as const,
      timestamp: hmsKey(entry.timestamp),
      speaker: entry.speaker ?? "",
      text: entry.text,
    })),
    ...bundle.chat
      .filter((message) => !message.isOrphanReaction && message.seconds >= start && message.message.trim() !== "")
      .map((message) => ({
        type: "chat" as const,
        timestamp: message.timestamp,
        speaker: message.speaker,
        text: message.message,
      })),
    ...(shown ? summaryDocuments(shown, false) : []),
    ...others.flatMap((other) => summaryDocuments(other, true)),
    // The decision's type in words stands where a speaker would, so "Considered for Glamsterdam" finds it too.
    ...decisionsView(summaries.keyDecisions, "").map((item) => ({
      type: "decision" as const,
      timestamp: item.timestamp,
      speaker: item.label,
      text: item.text,
    })),
  ];
  const session = call.session ? { callSession: call.session } : {};
  return items.map((item, position) => ({
    callType: call.type,
    callDate: call.date,
    callNumber: call.number,
    ...session,
    position,
    ...item,
  }));
}

type CallItem = Omit<SearchDocument, "callType" | "callDate" | "callNumber" | "callSession" | "position">;

function summaryDocuments({ version, agenda, actions }: SummaryItems, hidden: boolean): CallItem[] {
  const summaryVersion = hidden ? { summaryVersion: version } : {};
  return [
    ...agenda.map((item) => ({
      type: "agenda" as const,
      timestamp: item.timestamp,
      speaker: "",
      text: `${item.title} ${item.summary}`,
      ...summaryVersion,
    })),
    ...actions.map((item) => ({
      type: "action" as const,
      timestamp: item.timestamp,
      speaker: item.owner ?? "",
      text: item.text,
      ...summaryVersion,
    })),
  ];
}
