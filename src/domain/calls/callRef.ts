import type { RegisteredCall } from "~/schemas/content";

// The kinds of "a call", in one table: look here before declaring another.
// Types of the call model (this folder):
//   CallRef          calls/callRef     identity: series, number, breakout session (keys, paths, links are made of it)
//   DatedCall        calls/callRef     identity with its day: what ordering calls newest first needs
//   SessionRef       calls/callRef     a call or breakout with its day and video sync: what its page's search documents
//                                      and its share of the EIP index are compiled from
//   ListedCall       calls/series      a call as lists show it, with its series' names and digest
// Stored shapes (src/schemas, one zod schema each):
//   RegisteredCall   content/calls     content/calls.json's entry: video, agenda issue, sync
//   CallSummary      site              generated/site.json's call: the entry, its files, digest and breakouts
//   CallSession      site              a breakout held inside a call, with its own recording
//   ManifestCall     manifest          upstream's manifest entry for a call folder
//   IndexedCall      searchIndex       the search index head's tuple (series, day, number, docs, session)
//   ApiCallListItem, ApiCall  api     the open data's call, in the list and alone
// Built on the way to a page (their own subject, each a step of one pipeline):
//   PlannedCall      archive/archivePlan        an upstream folder to fetch (names the series `series`)
//   CompiledCall, CompiledSession, CallPageParts  archive/compileCall  what a call folder compiles to
//   TimelineCall     calendar/calendarTimeline  a ListedCall on the calendar's timeline
//   UpcomingCall     calendar/upcomingCalls     a call announced on GitHub, not yet held
//   StepCall         eips/stageTimeline         the call a stage step was decided on, as the EIP page links it
//   ApiCallSource    api/apiDocuments           a call page's parts, as the open data is built from them
// A call reference is spelled: a CallRef; callType/callNumber/callSession fields in search documents, decisions and
// mentions (callRefOf reads them); the key "acdt/087/cl" (callKey, also the open data's id); the page path
// "/calls/acdt/087/cl" (callPath); "acde/243" in content's stage facts (schemas callRefSchema, number unpadded).

/** Call numbers are zero-padded to 3 digits everywhere: URLs, archive folders, keys. */
export function padCallNumber(n: number | string): string {
  return String(n)
    .replace(/^0+(?=\d)/, "")
    .padStart(3, "0");
}

/** A call, or a breakout session held inside it ("cl": its files end in _cl, its page is /calls/acdt/087/cl). */
export type CallRef = { type: string; number: string; session?: string | undefined };

/** A call with its day. */
export type DatedCall = Pick<RegisteredCall, "type" | "number" | "date">;

/** A call, or one breakout session held inside it, with the sync of its own recording. */
export type SessionRef = Pick<RegisteredCall, "type" | "number" | "date" | "sync"> & { session?: string };

/** The call a search document, mention or decision belongs to (its fields: callType, callNumber, callSession). */
export function callRefOf(item: { callType: string; callNumber: string; callSession?: string | undefined }): CallRef {
  return { type: item.callType, number: item.callNumber, ...(item.callSession ? { session: item.callSession } : {}) };
}

export function callPath(call: CallRef): string {
  return `/calls/${call.type}/${call.number}${call.session ? `/${call.session}` : ""}`;
}

export function callKey(call: CallRef): string {
  return `${call.type}/${padCallNumber(call.number)}${call.session ? `/${call.session}` : ""}`;
}

/** Newest first; same-day calls by series then number, so the order never depends on input order. */
export function compareCallsNewestFirst(a: DatedCall, b: DatedCall): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  return Number(b.number) - Number(a.number);
}

export function mostRecentCalls<T extends DatedCall>(calls: readonly T[], count: number): T[] {
  return [...calls].sort(compareCallsNewestFirst).slice(0, count);
}
