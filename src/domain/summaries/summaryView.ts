import type { AgendaFile, CallSummaries, SummaryFile, TldrFile } from "~/schemas/artifacts";
import type { SummaryVersion } from "~/schemas/callConstants";

// The summary card shows one variant at a time, first the one SPEC §2's priority order picks: TL;DR, then
// agenda, then the older summary. A call may have several files (acdt 058 has tldr.json and summary.json);
// the others stay a click away.

export type SummaryVariant =
  | { kind: "tldr"; tldr: TldrFile }
  | { kind: "agenda"; agenda: AgendaFile }
  | { kind: "legacy"; summary: SummaryFile }
  | { kind: "none" };

export type SummaryKind = SummaryVariant["kind"];
export type ShownSummaryVariant = Extract<SummaryVariant, { kind: SummaryVersion }>;

/** Every variant the call has, in SPEC §2's priority order. */
export function summaryVariants(summaries: CallSummaries): ShownSummaryVariant[] {
  const variants: ShownSummaryVariant[] = [];
  if (summaries.tldr) variants.push({ kind: "tldr", tldr: summaries.tldr });
  if (summaries.agenda) variants.push({ kind: "agenda", agenda: summaries.agenda });
  if (summaries.summary && hasContent(summaries.summary)) variants.push({ kind: "legacy", summary: summaries.summary });
  return variants;
}

/** The variant shown first: the first by SPEC §2's priority. */
export function chooseSummary(summaries: CallSummaries): SummaryVariant {
  return summaryVariants(summaries)[0] ?? { kind: "none" };
}

/** Some older summaries were written with every part empty; they show the card's empty state, not three empty blocks. */
function hasContent(summary: SummaryFile): boolean {
  return summary.summary_overview.trim() !== "" || summary.summary_details.length > 0 || summary.next_steps.length > 0;
}

export type CountKey = "highlights" | "actionItems" | "decisions" | "targets" | "topics" | "nextSteps";
export type SummaryCounts = Partial<Record<CountKey, number>>;

/** The figures behind the card's count line, per variant. */
export function summaryCounts(variant: SummaryVariant): SummaryCounts {
  switch (variant.kind) {
    case "tldr":
      return {
        highlights: Object.values(variant.tldr.highlights).reduce((sum, list) => sum + list.length, 0),
        actionItems: variant.tldr.action_items.length,
        decisions: variant.tldr.decisions.length,
        targets: variant.tldr.targets.length,
      };
    case "agenda": {
      const items = variant.agenda.agenda.flatMap((section) => section.items);
      return { topics: items.length, actionItems: items.reduce((sum, item) => sum + item.action_items.length, 0) };
    }
    case "legacy":
      return { topics: variant.summary.summary_details.length, nextSteps: variant.summary.next_steps.length };
    case "none":
      return {};
  }
}

const COUNT_WORDS: Record<CountKey, readonly [string, string]> = {
  highlights: ["highlight", "highlights"],
  actionItems: ["action item", "action items"],
  decisions: ["decision", "decisions"],
  targets: ["target", "targets"],
  topics: ["topic", "topics"],
  nextSteps: ["next step", "next steps"],
};

const COUNT_ORDER: readonly CountKey[] = ["highlights", "topics", "actionItems", "decisions", "targets", "nextSteps"];

/** "9 highlights · 2 action items · 1 decision · 0 targets"; for a call without a summary, a short note. */
export function summaryCountLine(variant: SummaryVariant): string {
  const counts = summaryCounts(variant);
  const parts = COUNT_ORDER.flatMap((key) => {
    const n = counts[key];
    return n === undefined ? [] : [`${n} ${plural(n, COUNT_WORDS[key])}`];
  });
  return parts.length === 0 ? "Not available for this call" : parts.join(" · ");
}

export function plural(n: number, [one, many]: readonly [string, string]): string {
  return n === 1 ? one : many;
}

/** The summary file behind one variant, alone: what its topics and action items are read from. */
export function shownSummaries(variant: SummaryVariant): CallSummaries {
  switch (variant.kind) {
    case "tldr":
      return { tldr: variant.tldr };
    case "agenda":
      return { agenda: variant.agenda };
    case "legacy":
      return { summary: variant.summary };
    case "none":
      return {};
  }
}
