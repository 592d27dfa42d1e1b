import { SEARCH_CONTENT_TYPES } from "~/schemas/callConstants";
import type { CallSeries } from "~/schemas/content";
import {
  SEARCH_TYPE_LETTERS,
  type IndexedCall,
  type SearchContentType,
  type SearchDocument,
  type SearchIndex,
} from "~/schemas/searchIndex";
import { decodeTime } from "./indexedTime";
import { addToRanking, newRanking, rankedIds, type Ranking } from "./scoreRanking";
import { tokenize } from "./tokenize";

// Querying and scoring the calendar search index (SPEC §9) that calendarIndex.ts builds.

export type CalendarHit = SearchDocument & { score: number };

export type CalendarSearchOptions = {
  contentType?: "all" | SearchContentType;
  /** One series, or several (the calendar's "Breakouts"): any series id, known to the site or not. */
  callType?: "all" | CallSeries | readonly CallSeries[];
  limit?: number;
};

export type CalendarSearchResult = { results: CalendarHit[]; total: number };

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
  touched: Uint32Array;
  // " normalised text " per doc, filled on demand for phrase checks.
  paddedTexts: (string | undefined)[];
};

const preparedIndexes = new WeakMap<SearchIndex, Prepared>();

type QueryPlan = {
  postings: Uint32Array[];
  tokenCount: number;
  // " tok tok ", or null when a single-token query makes the phrase implied by any match.
  phrase: string | null;
  typeCode: number;
  // By series code: 1 where the series is asked for; null for all series.
  seriesAllowed: Uint8Array | null;
};

const noResults = (): CalendarSearchResult => ({ results: [], total: 0 });

export function searchCalendar(
  index: SearchIndex,
  query: string,
  options: CalendarSearchOptions = {},
): CalendarSearchResult {
  if (query.trim().length < MIN_QUERY_LENGTH) return noResults();
  const tokens = tokenize(query);
  if (tokens.length === 0) return noResults();
  const prepared = prepare(index);
  const plan = planQuery(prepared, index, tokens, options);
  const ranking = newRanking(resultLimit(options.limit));
  const total = rankCandidates(prepared, plan, index, ranking);
  const results = rankedIds(ranking).map(({ id, score }) => toHit(index, id, score));
  return { results, total };
}

function resultLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_SEARCH_LIMIT;
  return Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : limit > 0 ? Number.MAX_SAFE_INTEGER : 0;
}

function prepare(index: SearchIndex): Prepared {
  const existing = preparedIndexes.get(index);
  if (existing) return existing;
  const count = index.docs.texts.length;
  const typeCodes = new Uint8Array(count);
  for (let id = 0; id < count; id++) typeCodes[id] = SEARCH_TYPE_LETTERS.indexOf(index.docs.types.charAt(id));
  const seriesIds: string[] = [];
  const seriesCodes = new Uint16Array(count);
  for (const [series, , , first, size] of index.calls) {
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
    touched: new Uint32Array(count),
    paddedTexts: new Array<string | undefined>(count),
  };
  preparedIndexes.set(index, prepared);
  return prepared;
}

function planQuery(prepared: Prepared, index: SearchIndex, tokens: string[], options: CalendarSearchOptions): QueryPlan {
  const unique = [...new Set(tokens)];
  const contentType = options.contentType ?? "all";
  const callType = options.callType ?? "all";
  return {
    postings: unique.map((token) => postingFor(prepared, index, token)),
    tokenCount: unique.length,
    phrase: tokens.length > 1 ? ` ${tokens.join(" ")} ` : null,
    typeCode: contentType === "all" ? -1 : SEARCH_CONTENT_TYPES.indexOf(contentType),
    seriesAllowed: callType === "all" ? null : seriesMask(prepared.seriesIds, typeof callType === "string" ? [callType] : callType),
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

function postingFor(prepared: Prepared, index: SearchIndex, token: string): Uint32Array {
  const cached = prepared.postings.get(token);
  if (cached) return cached;
  // Object.hasOwn: tokens such as "constructor" must not reach Object.prototype.
  if (!Object.hasOwn(index.postings, token)) return EMPTY_POSTING;
  const gaps = index.postings[token] ?? [];
  const ids = new Uint32Array(gaps.length);
  let id = 0;
  gaps.forEach((gap, i) => {
    id = i === 0 ? gap : id + gap;
    ids[i] = id;
  });
  prepared.postings.set(token, ids);
  return ids;
}

/** Scores every candidate (so `total` is exact) but keeps only those that can still reach the top. */
function rankCandidates(prepared: Prepared, plan: QueryPlan, index: SearchIndex, ranking: Ranking): number {
  const candidates = candidatesInIdOrder(prepared, plan.postings);
  const { counts, typeCodes, seriesCodes } = prepared;
  let total = 0;
  for (const id of candidates) {
    const type = typeCodes[id] ?? 0;
    if (plan.typeCode >= 0 && type !== plan.typeCode) continue;
    if (plan.seriesAllowed && plan.seriesAllowed[seriesCodes[id] ?? 0] !== 1) continue;
    total++;
    const matched = counts[id] ?? 0;
    let score = matched * SCORE_PER_TOKEN + (TYPE_BONUS_BY_CODE[type] ?? 0);
    if (matched === plan.tokenCount) {
      score += ALL_TOKENS_BONUS;
      // A whole-word phrase implies every token is present, so only these docs need the text check,
      // and only when the bonus could lift them into the kept results.
      if (score + PHRASE_BONUS >= ranking.minScore && (plan.phrase === null || hasPhrase(prepared, index, id, plan.phrase))) {
        score += PHRASE_BONUS;
      }
    }
    if (score >= ranking.minScore) addToRanking(ranking, score, id);
  }
  for (const id of candidates) counts[id] = 0;
  return total;
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

function hasPhrase(prepared: Prepared, index: SearchIndex, id: number, phrase: string): boolean {
  let padded = prepared.paddedTexts[id];
  if (padded === undefined) {
    padded = ` ${tokenize(index.docs.texts[id] ?? "").join(" ")} `;
    prepared.paddedTexts[id] = padded;
  }
  return padded.includes(phrase);
}

function toHit(index: SearchIndex, id: number, score: number): CalendarHit {
  const [callType, callDate, callNumber, first, , callSession] = callOfDoc(index.calls, id);
  const { docs } = index;
  return {
    callType,
    callDate,
    callNumber,
    ...(callSession ? { callSession } : {}),
    type: SEARCH_CONTENT_TYPES[SEARCH_TYPE_LETTERS.indexOf(docs.types.charAt(id))] ?? "transcript",
    timestamp: decodeTime(docs.times[id] ?? ""),
    speaker: index.speakerNames[docs.speakers[id] ?? 0] ?? "",
    text: docs.texts[id] ?? "",
    position: docs.positions?.[id] ?? id - first,
    score,
  };
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
