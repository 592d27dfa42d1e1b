import { parseTimestamp } from "../time/timestamp";
import { shownSummaries, summaryVariants } from "./summaryView";
import type { CallSummaries } from "~/schemas/artifacts";
import type { SummaryVersion } from "~/schemas/callConstants";

// The agenda topics and action items of a call, from whichever summary it has, in one shape for
// the two searches (SPEC-NOTES decision 4: tldr highlights count as agenda items, its action items
// as action items, for calls without agenda.json). The older summary.json carries no timestamps: its
// discussion details count as topics and its next steps as action items, with no time (timestamp "",
// seconds null).

export type AgendaSearchItem = {
  title: string;
  summary: string;
  timestamp: string;
  seconds: number | null;
  isDecision: boolean;
};
export type ActionSearchItem = {
  text: string;
  owner?: string;
  timestamp: string;
  seconds: number | null;
  topic?: string;
};

export function agendaSearchItems(summaries: CallSummaries): AgendaSearchItem[] {
  if (summaries.agenda) {
    return summaries.agenda.agenda.flatMap((section) =>
      section.items.map((item) => ({
        title: item.title,
        summary: item.summary,
        timestamp: item.start_timestamp,
        seconds: parseTimestamp(item.start_timestamp),
        isDecision: Boolean(item.decision),
      })),
    );
  }
  if (summaries.tldr) {
    return Object.entries(summaries.tldr.highlights).flatMap(([category, highlights]) =>
      highlights.map((highlight) => ({
        title: prettifyCategory(category),
        summary: highlight.highlight,
        timestamp: highlight.timestamp,
        seconds: parseTimestamp(highlight.timestamp),
        isDecision: false,
      })),
    );
  }
  if (summaries.summary) {
    return summaries.summary.summary_details.map((detail) => ({
      title: detail.label,
      summary: detail.summary,
      timestamp: "",
      seconds: null,
      isDecision: false,
    }));
  }
  return [];
}

export function actionSearchItems(summaries: CallSummaries): ActionSearchItem[] {
  if (summaries.agenda) {
    return summaries.agenda.agenda.flatMap((section) =>
      section.items.flatMap((item) =>
        item.action_items.map((action) => {
          const timestamp = action.timestamp ?? item.start_timestamp;
          return {
            text: action.what,
            ...(action.who ? { owner: action.who } : {}),
            timestamp,
            seconds: parseTimestamp(timestamp),
            topic: item.title,
          };
        }),
      ),
    );
  }
  if (summaries.tldr) {
    return summaries.tldr.action_items.map((action) => ({
      text: action.action,
      owner: action.owner,
      timestamp: action.timestamp,
      seconds: parseTimestamp(action.timestamp),
    }));
  }
  if (summaries.summary)
    return summaries.summary.next_steps.map((step) => ({ text: step, timestamp: "", seconds: null }));
  return [];
}

/** One summary's topics and action items, as search finds them and links point into them. */
export type SummaryItems = { version: SummaryVersion; agenda: AgendaSearchItem[]; actions: ActionSearchItem[] };

/** The topics and action items of every summary the call has, the one shown first first. */
export function summaryItemsByVersion(summaries: CallSummaries): SummaryItems[] {
  return summaryVariants(summaries).map((variant) => {
    const files = shownSummaries(variant);
    return { version: variant.kind, agenda: agendaSearchItems(files), actions: actionSearchItems(files) };
  });
}

/** "client_updates" → "Client Updates": underscores become spaces, words capitalised (SPEC §2 TL;DR). */
export function prettifyCategory(category: string): string {
  return category
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
