// The call archive's closed lists, without zod: the schemas (content.ts, searchIndex.ts) build their
// enums from them, and browser code imports them from here, where using one does not load zod.
// (The EIP lists are in eipConstants.ts: their code runs on other pages, and a module shared by both
// would cost those pages a chunk of its own.)

export const SEARCH_CONTENT_TYPES = ["transcript", "chat", "agenda", "action", "decision"] as const;

/** A call's summary files, in SPEC §2's priority order: the first the call has is shown first. */
export const SUMMARY_VERSIONS = ["tldr", "agenda", "legacy"] as const;
export type SummaryVersion = (typeof SUMMARY_VERSIONS)[number];

/** What the summary card and search results call each version where a call has more than one. */
export const SUMMARY_VERSION_NAMES: Record<SummaryVersion, string> = {
  tldr: "TL;DR",
  agenda: "Agenda summary",
  legacy: "Older summary",
};
