import type { CallSummaries } from "~/schemas/artifacts";
import type { CallDigest, CallPart } from "~/schemas/site";
import { chooseSummary } from "../summaries/summaryView";

// What a row of the calendar (and the landing page's recent calls) says about a call before it is opened:
// one line of what happened, how many decisions it took, and which parts of the call the page has.

const TEASER_MAX = 140;

type DigestInput = {
  summaries: CallSummaries;
  transcriptLines: number;
  chatMessages: number;
  /** The registry names the call's own video; a call without one shows the site's default video. */
  hasVideo: boolean;
};

export function callDigest({ summaries, transcriptLines, chatMessages, hasVideo }: DigestInput): CallDigest {
  const parts: CallPart[] = [];
  if (hasVideo) parts.push("video");
  if (transcriptLines > 0) parts.push("transcript");
  if (chatMessages > 0) parts.push("chat");
  if (chooseSummary(summaries).kind !== "none" || (summaries.notes?.sections.length ?? 0) > 0) parts.push("summary");
  const teaser = callHighlights(summaries, 1)[0];
  return { decisions: decisionCount(summaries), parts, ...(teaser ? { teaser: shorten(teaser, TEASER_MAX) } : {}) };
}

/** Key decisions when the call has them, else the TL;DR's decisions. */
function decisionCount(summaries: CallSummaries): number {
  return summaries.keyDecisions?.key_decisions.length ?? summaries.tldr?.decisions.length ?? 0;
}

/**
 * Up to `limit` sentences that say what the call was about, from the best source it has: the TL;DR's
 * highlights (one per category first), its key decisions, the notes' section summaries, then the first
 * sentence of an agenda's or older summary's overview.
 */
export function callHighlights(summaries: CallSummaries, limit: number): string[] {
  const sources: (() => string[])[] = [
    () =>
      roundRobin(Object.values(summaries.tldr?.highlights ?? {}).map((items) => items.map((item) => item.highlight))),
    () => summaries.keyDecisions?.key_decisions.map((decision) => decision.original_text) ?? [],
    () => summaries.tldr?.decisions.map((item) => item.decision) ?? [],
    () => summaries.notes?.sections.flatMap((section) => (section.summary ? [section.summary] : [])) ?? [],
    () => [firstSentence(summaries.agenda?.executive_summary ?? "")],
    () => [firstSentence(summaries.summary?.summary_overview ?? "")],
  ];
  for (const source of sources) {
    const lines = source()
      .map(normaliseSpace)
      .filter((line) => line !== "");
    if (lines.length > 0) return lines.slice(0, limit);
  }
  return [];
}

function roundRobin(lists: readonly string[][]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function firstSentence(text: string): string {
  const flat = normaliseSpace(text);
  const end = /[.!?](?=\s+\p{Lu})/u.exec(flat);
  return end ? flat.slice(0, end.index + 1) : flat;
}

/** Cut at a word boundary with an ellipsis; a single over-long word is cut where it must be. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
