import type { SearchDocument } from "~/schemas/searchIndex";
import type { ArchivedDecision, EipArchive, EipCallMentions, EipMoment } from "~/schemas/site";
import { callKey, compareCallsNewestFirst, type SessionRef } from "../calls/callRef";
import type { DecisionView } from "../summaries/decisionsView";
import { parseTimestamp, videoMoment } from "../time/timestamp";
import { findEipMentions, type EipAlias } from "../text/eipMentions";

/** One compiled call as the EIP index reads it: what its page shows, as search documents, and its key decisions. */
export type ArchiveCall = {
  /** A call, or a breakout session held inside it. */
  call: SessionRef;
  docs: readonly Pick<SearchDocument, "type" | "timestamp" | "speaker" | "text">[];
  decisions: readonly DecisionView[];
};

/** How many mentioning lines of one call an EIP page shows; the rest are counted and reached on the call page. */
export const MOMENTS_PER_CALL = 6;

/**
 * Links the call archive to the catalogue: for each known EIP the calls that mention it (transcript, chat and
 * summary lines, found by domain/text/eipMentions), every key decision with the EIPs it names, and per call the EIPs
 * discussed. Decisions are counted apart from lines: their EIPs come from the decision's own list as well as its text.
 */
export function eipArchiveIndex(
  calls: readonly ArchiveCall[],
  aliases: readonly EipAlias[],
  known: ReadonlySet<number>,
): EipArchive {
  const mentions = new Map<number, EipCallMentions[]>();
  const decisions: ArchivedDecision[] = [];
  const discussed: Record<string, [number, number][]> = {};

  for (const { call, docs, decisions: callDecisions } of [...calls].sort((a, b) =>
    compareCallsNewestFirst(a.call, b.call),
  )) {
    const ref = {
      callType: call.type,
      callNumber: call.number,
      ...(call.session ? { callSession: call.session } : {}),
      callDate: call.date,
    };
    const perEip = new Map<number, EipCallMentions>();
    const lines = new Map<number, number>();

    const moments = docs
      .filter((doc) => doc.type !== "decision")
      .sort((a, b) => parseTimestamp(a.timestamp) - parseTimestamp(b.timestamp));
    for (const doc of moments) {
      for (const [eip, mention] of firstMentions(doc.text, aliases, known)) {
        const entry = perEip.get(eip) ?? { ...ref, counts: { transcript: 0, chat: 0, summary: 0 }, moments: [] };
        perEip.set(eip, entry);
        entry.counts[countKey(doc.type)]++;
        lines.set(eip, (lines.get(eip) ?? 0) + 1);
        if (entry.moments.length < MOMENTS_PER_CALL) entry.moments.push(moment(doc, mention));
      }
    }

    for (const decision of callDecisions) {
      // A derived decision's EIPs were read from its text by rule, outcome by outcome: one item may schedule one EIP
      // and decline another, so its text's other mentions are not its own.
      const fromText = decision.source === "derived" ? [] : firstMentions(decision.text, aliases, known).keys();
      const named = new Set([...decision.eips.map((eip) => eip.id), ...fromText]);
      const eips = [...named].filter((id) => known.has(id)).sort((a, b) => a - b);
      for (const eip of eips) lines.set(eip, (lines.get(eip) ?? 0) + 1);
      decisions.push({
        ...ref,
        timestamp: decision.timestamp,
        ...videoMoment(decision.timestamp, call.sync),
        kind: decision.kind,
        label: decision.label,
        text: decision.text,
        eips,
        ...(decision.fork ? { fork: decision.fork } : {}),
        ...(decision.stageChange ? { stageChange: decision.stageChange } : {}),
        source: decision.source,
      });
    }

    for (const [eip, entry] of perEip) mentions.set(eip, [...(mentions.get(eip) ?? []), entry]);
    if (lines.size > 0) discussed[callKey(call)] = [...lines].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  }

  return {
    mentions: Object.fromEntries([...mentions].sort((a, b) => a[0] - b[0]).map(([eip, list]) => [String(eip), list])),
    decisions,
    discussed,
  };
}

/** The known EIPs a text mentions, each with the words of its first mention. */
function firstMentions(text: string, aliases: readonly EipAlias[], known: ReadonlySet<number>): Map<number, string> {
  const found = new Map<number, string>();
  for (const mention of findEipMentions(text, aliases)) {
    if (known.has(mention.eip) && !found.has(mention.eip)) found.set(mention.eip, mention.text);
  }
  return found;
}

function countKey(type: SearchDocument["type"]): keyof EipCallMentions["counts"] {
  return type === "transcript" || type === "chat" ? type : "summary";
}

function moment(doc: ArchiveCall["docs"][number], mention: string): EipMoment {
  return { type: doc.type, timestamp: doc.timestamp, speaker: doc.speaker, text: doc.text, mention };
}

/** The decisions that name an EIP, newest call first. */
export function decisionsAbout(archive: Pick<EipArchive, "decisions">, eip: number): ArchivedDecision[] {
  return archive.decisions.filter((decision) => decision.eips.includes(eip));
}
