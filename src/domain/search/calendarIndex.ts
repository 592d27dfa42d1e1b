import { SEARCH_CONTENT_TYPES } from "~/schemas/callConstants";
import type { CallSeries } from "~/schemas/content";
import {
  SEARCH_INDEX_VERSION,
  SEARCH_TYPE_LETTERS,
  searchIndexSchema,
  type IndexedCall,
  type SearchContentType,
  type SearchDocument,
  type SearchIndex,
} from "~/schemas/searchIndex";
import { encodeTime } from "./indexedTime";
import { uniqueTokens } from "./tokenize";

// Building the calendar search index at build time; calendarSearch.ts queries it in the browser.

type CallGroup = { callType: CallSeries; callDate: string; callNumber: string; callSession: string | undefined; docs: SearchDocument[] };

export function buildSearchIndex(docs: readonly SearchDocument[], lastUpdated: string): SearchIndex {
  const calls = groupByCall(docs);
  const ordered = calls.flatMap((call) => call.docs);
  const speakerNames = [...new Set(ordered.map((doc) => doc.speaker))];
  const speakerIds = new Map(speakerNames.map((name, id) => [name, id]));
  return searchIndexSchema.parse({
    version: SEARCH_INDEX_VERSION,
    lastUpdated,
    calls: indexCalls(calls),
    docs: {
      types: ordered.map((doc) => typeLetter(doc.type)).join(""),
      times: ordered.map((doc) => encodeTime(doc.timestamp)),
      speakers: ordered.map((doc) => speakerIds.get(doc.speaker) ?? 0),
      texts: ordered.map((doc) => doc.text),
      ...(calls.every(hasOrdinalPositions) ? {} : { positions: ordered.map((doc) => doc.position) }),
    },
    speakerNames,
    postings: buildPostings(ordered),
  });
}

function groupByCall(docs: readonly SearchDocument[]): CallGroup[] {
  const groups = new Map<string, CallGroup>();
  for (const doc of docs) {
    const key = `${doc.callType} ${doc.callNumber} ${doc.callDate} ${doc.callSession ?? ""}`;
    const group = groups.get(key) ?? { callType: doc.callType, callDate: doc.callDate, callNumber: doc.callNumber, callSession: doc.callSession, docs: [] };
    group.docs.push(doc);
    groups.set(key, group);
  }
  const calls = [...groups.values()].sort(compareCalls);
  for (const call of calls) call.docs.sort((a, b) => a.position - b.position);
  return calls;
}

// Newest call first; same-day calls in a fixed order so doc ids give a total order.
function compareCalls(a: CallGroup, b: CallGroup): number {
  if (a.callDate !== b.callDate) return a.callDate < b.callDate ? 1 : -1;
  if (a.callType !== b.callType) return a.callType < b.callType ? -1 : 1;
  return compareCallNumbers(a.callNumber, b.callNumber) || compareSessions(a.callSession, b.callSession);
}

// The call itself before its breakouts.
function compareSessions(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined || b === undefined) return a === undefined ? -1 : 1;
  return a < b ? -1 : 1;
}

function compareCallNumbers(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function indexCalls(calls: CallGroup[]): IndexedCall[] {
  let first = 0;
  return calls.map((call) => {
    const entry: IndexedCall = [call.callType, call.callDate, call.callNumber, first, call.docs.length];
    if (call.callSession) entry.push(call.callSession);
    first += call.docs.length;
    return entry;
  });
}

function hasOrdinalPositions(call: CallGroup): boolean {
  return call.docs.every((doc, i) => doc.position === i);
}

function buildPostings(ordered: SearchDocument[]): Record<string, number[]> {
  const ids = new Map<string, number[]>();
  ordered.forEach((doc, id) => {
    for (const token of uniqueTokens(doc.text)) {
      const list = ids.get(token);
      if (list) list.push(id);
      else ids.set(token, [id]);
    }
  });
  const tokens = [...ids.keys()].sort();
  return Object.fromEntries(tokens.map((token) => [token, gapEncode(ids.get(token) ?? [])]));
}

function gapEncode(ascending: number[]): number[] {
  return ascending.map((id, i) => (i === 0 ? id : id - (ascending[i - 1] ?? 0)));
}

function typeLetter(type: SearchContentType): string {
  return SEARCH_TYPE_LETTERS.charAt(SEARCH_CONTENT_TYPES.indexOf(type));
}
