import { SEARCH_CONTENT_TYPES } from "~/schemas/callConstants";
import type { CallSeries } from "~/schemas/content";
import {
  SEARCH_TYPE_LETTERS,
  type DocRow,
  type IndexedCall,
  type SearchContentType,
  type SearchDocument,
  type SearchIndexHead,
} from "~/schemas/searchIndex";
import type { BuiltSearchIndex } from "./calendarIndex";
import { decodeTime } from "./indexedTime";
import { pairKeys } from "./indexParts";
import { addToRanking, newRanking, rankedIds, type Ranking } from "./scoreRanking";
import { tokenize } from "./tokenize";

// Querying and scoring the calendar search index (SPEC §9) that calendarIndex.ts builds. Ranking needs
// only the head and the posting lists of the query's keys; a hit's time, speaker and text come after,
// for the results shown (the browser downloads them part by part: platform/searchIndex/worker.ts).

export type CalendarHit = Omit<SearchDocument, "position"> & { score: number };
export type RankedDoc = { id: number; score: number };
/** A key's gap-encoded posting list, or undefined when no doc holds it. */
export type PostingLookup = (key: string) => readonly number[] | undefined;

export type CalendarSearchOptions = {
  contentType?: "all" | SearchContentType;
  /** One series, or several (the calendar's "Breakouts"): any series id, known to the site or not. */
  callType?: "all" | CallSeries | readonly CallSeries[];
  limit?: number;
};

export type CalendarSearchResult = { results: CalendarHit[]; total: number };
export type CalendarRanking = { ranked: RankedDoc[]; total: number };

export const DEFAULT_SEARCH_LIMIT = 100;
export const MIN_QUERY_LENGTH = 2;

const SCORE_PER_TOKEN = 1;
const PHRASE_BONUS = 10;
const ALL_TOKENS_BONUS = 5;
// SPEC §9 weighs agenda topics 2 and action items 3; a key decision (not in SPEC) weighs as an action item.
const TYPE_BONUS: Record<SearchContentType, number> = { transcript: 0, chat: 0, agenda: 2, action: 3, decision: 3 };
const TYPE_BONUS_BY_CODE = SEARCH_CONTENT_TYPES.map((type) => TYPE_BONUS[type]);

// Above this share of all docs, scanning the whole counts array is cheaper than sorting the candidates.
const SCAN_SHARE = 1 / 8;

// Per-index working state, built on first search and reused by warm queries.
type Prepared = {
  count: number;
  typeCodes: Uint8Array;
  // Per doc, its call's series as an index into seriesIds (the series in the index, in first-seen order).
  seriesIds: string[];
  seriesCodes: Uint16Array;
  postings: Map<string, Uint32Array>;
  counts: Uint32Array;
  // Per doc, how many of the query's token pairs it holds (the phrase check).
  pairCounts: Uint32Array;
  touched: Uint32Array;
  // The last ranking, by query and options: a query searched again (the visitor typed back to it after
  // a pause) costs nothing the second time.
  last: { key: string; ranking: CalendarRanking } | null;
};

const preparedIndexes = new WeakMap<SearchIndexHead, Prepared>();

type QueryPlan = {
  postings: Uint32Array[];
  tokenCount: number;
  // The posting lists of each pair of query tokens in a row; null when a single-token query makes the
  // phrase implied by any match.
  pairs: Uint32Array[] | null;
  typeCode: number;
  // By series code: 1 where the series is asked for; null for all series.
  seriesAllowed: Uint8Array | null;
};

/** The posting keys a query needs (see rankCalendar), or none when it is too short to search. */
export function queryKeys(query: string): string[] {
  const tokens = queryTokens(query);
  return tokens.length > 1 ? [...new Set(tokens), ...pairKeys(tokens)] : tokens;
}

function queryTokens(query: string): string[] {
  return query.trim().length < MIN_QUERY_LENGTH ? [] : tokenize(query);
}

/** The top doc ids for a query, best first, and how many docs match in all. */
export function rankCalendar(
  head: SearchIndexHead,
  postings: PostingLookup,
  query: string,
  options: CalendarSearchOptions = {},
): CalendarRanking {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return { ranked: [], total: 0 };
  const prepared = prepare(head);
  const limit = resultLimit(options.limit);
  const key = JSON.stringify([tokens, options.contentType ?? "all", options.callType ?? "all", limit]);
  if (prepared.last?.key === key) return prepared.last.ranking;
  const plan = planQuery(prepared, postings, tokens, options);
  const ranking = newRanking(limit);
  const total = rankCandidates(prepared, plan, ranking);
  const result = { ranked: rankedIds(ranking), total };
  prepared.last = { key, ranking: result };
  return result;
}

/** A ranked doc as a result, given its row (from the doc chunk that holds it). */
export function calendarHit(
  head: SearchIndexHead,
  { id, score }: RankedDoc,
  [time, speaker, text, summaryVersion]: DocRow,
): CalendarHit {
  const [callType, callDate, callNumber, , , callSession] = callOfDoc(head.calls, id);
  return {
    callType,
    callDate,
    callNumber,
    ...(callSession ? { callSession } : {}),
    type: SEARCH_CONTENT_TYPES[SEARCH_TYPE_LETTERS.indexOf(head.types.charAt(id))] ?? "transcript",
    timestamp: decodeTime(time),
    speaker,
    text,
    ...(summaryVersion ? { summaryVersion } : {}),
    score,
  };
}

/** A search over an index held whole in memory (the build, tests, benchmarks). */
export function searchCalendar(
  index: BuiltSearchIndex,
  query: string,
  options: CalendarSearchOptions = {},
): CalendarSearchResult {
  const { ranked, total } = rankCalendar(index.head, (key) => index.postings.get(key), query, options);
  const results = ranked.map((doc) => calendarHit(index.head, doc, index.rows[doc.id] ?? [0, "", ""]));
  return { results, total };
}

function resultLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_SEARCH_LIMIT;
  return Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : limit > 0 ? Number.MAX_SAFE_INTEGER : 0;
}

/**
 * Builds the per-index working state ahead of the first query (the search worker does it as soon as
 * the head is loaded, while the visitor is still typing): on 600,000 docs it takes some 10 ms.
 */
export function prepareForQueries(head: SearchIndexHead): void {
  prepare(head);
}

function prepare(head: SearchIndexHead): Prepared {
  const existing = preparedIndexes.get(head);
  if (existing) return existing;
  const count = head.types.length;
  const typeCodes = new Uint8Array(count);
  for (let id = 0; id < count; id++) typeCodes[id] = SEARCH_TYPE_LETTERS.indexOf(head.types.charAt(id));
  const seriesIds: string[] = [];
  const seriesCodes = new Uint16Array(count);
  for (const [series, , , first, size] of head.calls) {
    if (!seriesIds.includes(series)) seriesIds.push(series);
    seriesCodes.fill(seriesIds.indexOf(series), first, first + size);
  }
  const prepared: Prepared = {
    count,
    typeCodes,
    seriesIds,
    seriesCodes,
    postings: new Map(),
    counts: new Uint32Array(count),
    pairCounts: new Uint32Array(count),
    touched: new Uint32Array(count),
    last: null,
  };
  preparedIndexes.set(head, prepared);
  return prepared;
}

function planQuery(
  prepared: Prepared,
  postings: PostingLookup,
  tokens: string[],
  options: CalendarSearchOptions,
): QueryPlan {
  const unique = [...new Set(tokens)];
  const contentType = options.contentType ?? "all";
  const callType = options.callType ?? "all";
  return {
    postings: unique.map((token) => postingFor(prepared, postings, token)),
    tokenCount: unique.length,
    pairs: tokens.length > 1 ? pairKeys(tokens).map((pair) => postingFor(prepared, postings, pair)) : null,
    typeCode: contentType === "all" ? -1 : SEARCH_CONTENT_TYPES.indexOf(contentType),
    seriesAllowed:
      callType === "all" ? null : seriesMask(prepared.seriesIds, typeof callType === "string" ? [callType] : callType),
  };
}

function seriesMask(seriesIds: readonly string[], wanted: readonly string[]): Uint8Array {
  const mask = new Uint8Array(seriesIds.length);
  seriesIds.forEach((id, code) => {
    if (wanted.includes(id)) mask[code] = 1;
  });
  return mask;
}

const EMPTY_POSTING = new Uint32Array(0);

function postingFor(prepared: Prepared, postings: PostingLookup, key: string): Uint32Array {
  const cached = prepared.postings.get(key);
  if (cached) return cached;
  const gaps = postings(key);
  if (!gaps) return EMPTY_POSTING;
  const ids = new Uint32Array(gaps.length);
  let id = 0;
  gaps.forEach((gap, i) => {
    id = i === 0 ? gap : id + gap;
    ids[i] = id;
  });
  prepared.postings.set(key, ids);
  return ids;
}

/**
 * Scores every candidate (so `total` is exact) but keeps only those that can still reach the top. With
 * one distinct token, its posting list is the candidates, already in id order, each matching it once:
 * no per-doc counters to fill, sort or clear.
 */
function rankCandidates(prepared: Prepared, plan: QueryPlan, ranking: Ranking): number {
  const oneToken = plan.tokenCount === 1 ? plan.postings[0] : undefined;
  const candidates = oneToken ?? candidatesInIdOrder(prepared, plan.postings);
  const { counts, pairCounts, typeCodes, seriesCodes } = prepared;
  if (plan.pairs) countPairs(prepared, plan.pairs, oneToken ? null : plan.tokenCount);
  let total = 0;
  for (const id of candidates) {
    const type = typeCodes[id] ?? 0;
    if (plan.typeCode >= 0 && type !== plan.typeCode) continue;
    if (plan.seriesAllowed && plan.seriesAllowed[seriesCodes[id] ?? 0] !== 1) continue;
    total++;
    const matched = oneToken ? 1 : (counts[id] ?? 0);
    let score = matched * SCORE_PER_TOKEN + (TYPE_BONUS_BY_CODE[type] ?? 0);
    if (matched === plan.tokenCount) {
      score += ALL_TOKENS_BONUS;
      // A single token is its own phrase. Otherwise the doc must hold every pair of query tokens in a
      // row: exactly SPEC's phrase for two tokens, and for three or more very nearly (decision 0015).
      if (plan.pairs === null || pairCounts[id] === plan.pairs.length) score += PHRASE_BONUS;
    }
    if (score >= ranking.minScore) addToRanking(ranking, score, id);
  }
  if (!oneToken || plan.pairs) {
    for (const id of candidates) {
      counts[id] = 0;
      pairCounts[id] = 0;
    }
  }
  return total;
}

/**
 * For the docs that hold every query token, counts the query's token pairs they hold (`tokenCount` null:
 * one distinct token, which every doc holding its pair holds).
 */
function countPairs(prepared: Prepared, pairs: Uint32Array[], tokenCount: number | null): void {
  const { counts, pairCounts } = prepared;
  for (const posting of pairs) {
    for (const id of posting)
      if (tokenCount === null || counts[id] === tokenCount) pairCounts[id] = (pairCounts[id] ?? 0) + 1;
  }
}

/** Counts matching tokens per doc; returns the matched doc ids in ascending order. */
function candidatesInIdOrder(prepared: Prepared, postings: Uint32Array[]): Uint32Array {
  const { counts, touched } = prepared;
  let found = 0;
  for (const posting of postings) {
    for (const id of posting) {
      if (counts[id] === 0) touched[found++] = id;
      counts[id] = (counts[id] ?? 0) + 1;
    }
  }
  const candidates = touched.subarray(0, found);
  if (found <= prepared.count * SCAN_SHARE) return candidates.sort();
  let next = 0;
  for (let id = 0; id < prepared.count; id++) if (counts[id] !== 0) touched[next++] = id;
  return candidates;
}

function callOfDoc(calls: IndexedCall[], id: number): IndexedCall {
  let low = 0;
  let high = calls.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    const start = calls[mid]?.[3] ?? 0;
    if (start <= id) low = mid;
    else high = mid - 1;
  }
  const call = calls[low];
  if (!call) throw new RangeError(`doc ${id} belongs to no call`);
  return call;
}
