import type { CallSeries } from "~/schemas/content";
import { CALL_SERIES, SEARCH_CONTENT_TYPES } from "~/schemas/callConstants";
import {
  SEARCH_INDEX_VERSION,
  SEARCH_TYPE_LETTERS,
  searchIndexSchema,
  type IndexedCall,
  type SearchContentType,
  type SearchDocument,
  type SearchIndex,
} from "~/schemas/searchIndex";
import { tokenize, uniqueTokens, wordRuns } from "./tokenize";

export type { SearchDocument, SearchIndex, SearchContentType } from "~/schemas/searchIndex";

export type CalendarHit = SearchDocument & { score: number };

export type CalendarSearchOptions = {
  contentType?: "all" | SearchContentType;
  callType?: "all" | CallSeries;
  limit?: number;
};

export type CalendarSearchResult = { results: CalendarHit[]; total: number };

export const DEFAULT_SEARCH_LIMIT = 100;
export const MIN_QUERY_LENGTH = 2;

const SCORE_PER_TOKEN = 1;
const PHRASE_BONUS = 10;
const ALL_TOKENS_BONUS = 5;
const TYPE_BONUS: Record<SearchContentType, number> = { transcript: 0, chat: 0, agenda: 2, action: 3 };
const TYPE_BONUS_BY_CODE = SEARCH_CONTENT_TYPES.map((type) => TYPE_BONUS[type]);

// Above this share of all docs, scanning the whole counts array is cheaper than sorting the candidates.
const SCAN_SHARE = 1 / 8;

// ---------------------------------------------------------------------------------------------
// Building

type CallGroup = { callType: CallSeries; callDate: string; callNumber: string; docs: SearchDocument[] };

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
    const key = `${doc.callType} ${doc.callNumber} ${doc.callDate}`;
    const group = groups.get(key) ?? { callType: doc.callType, callDate: doc.callDate, callNumber: doc.callNumber, docs: [] };
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
  return compareCallNumbers(a.callNumber, b.callNumber);
}

function compareCallNumbers(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function indexCalls(calls: CallGroup[]): IndexedCall[] {
  let first = 0;
  return calls.map((call) => {
    const entry: IndexedCall = [call.callType, call.callDate, call.callNumber, first, call.docs.length];
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

const PLAIN_HMS = /^(\d{2}):([0-5]\d):([0-5]\d)$/;

function encodeTime(timestamp: string): number | string {
  const parts = PLAIN_HMS.exec(timestamp);
  if (!parts) return timestamp;
  return Number(parts[1]) * 3600 + Number(parts[2]) * 60 + Number(parts[3]);
}

function decodeTime(time: number | string): string {
  if (typeof time === "string") return time;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(time / 3600))}:${pad(Math.floor(time / 60) % 60)}:${pad(time % 60)}`;
}

// ---------------------------------------------------------------------------------------------
// Searching

// Per-index working state, built on first search and reused by warm queries.
type Prepared = {
  count: number;
  typeCodes: Uint8Array;
  seriesCodes: Uint8Array;
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
  seriesCode: number;
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
  const seriesCodes = new Uint8Array(count);
  for (const [series, , , first, size] of index.calls) seriesCodes.fill(CALL_SERIES.indexOf(series), first, first + size);
  const prepared: Prepared = {
    count,
    typeCodes,
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
    seriesCode: callType === "all" ? -1 : CALL_SERIES.indexOf(callType),
  };
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
    if (plan.seriesCode >= 0 && seriesCodes[id] !== plan.seriesCode) continue;
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
    if (score >= ranking.minScore) keep(ranking, score, id);
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

// Score buckets (scores are small integers). Candidates arrive in doc-id order, which is the
// tie order (newest call, then position in the call), so a bucket never needs sorting.
type Ranking = {
  limit: number;
  // Lowest score that can still enter the top `limit`.
  minScore: number;
  keptFromMin: number;
  buckets: number[][];
};

function newRanking(limit: number): Ranking {
  return { limit, minScore: limit > 0 ? 0 : Number.POSITIVE_INFINITY, keptFromMin: 0, buckets: [] };
}

function keep(ranking: Ranking, score: number, id: number): void {
  const bucket = ranking.buckets[score] ?? [];
  bucket.push(id);
  ranking.buckets[score] = bucket;
  ranking.keptFromMin++;
  while (ranking.keptFromMin >= ranking.limit) {
    ranking.keptFromMin -= ranking.buckets[ranking.minScore]?.length ?? 0;
    ranking.minScore++;
  }
}

function rankedIds(ranking: Ranking): { id: number; score: number }[] {
  const ranked: { id: number; score: number }[] = [];
  for (let score = ranking.buckets.length - 1; score >= 0 && ranked.length < ranking.limit; score--) {
    for (const id of ranking.buckets[score] ?? []) {
      if (ranked.length === ranking.limit) break;
      ranked.push({ id, score });
    }
  }
  return ranked;
}

function toHit(index: SearchIndex, id: number, score: number): CalendarHit {
  const [callType, callDate, callNumber, first] = callOfDoc(index.calls, id);
  const { docs } = index;
  return {
    callType,
    callDate,
    callNumber,
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

// ---------------------------------------------------------------------------------------------
// Display and measurement

/**
 * A window of at most `maxLength` characters (ellipses included) around the first word matching a
 * query token: an exact token first, else a word beginning with one, else the start of the text.
 */
export function excerptAround(text: string, query: string, maxLength: number): string {
  const budget = Number.isFinite(maxLength) ? Math.floor(maxLength) : text.length;
  if (budget <= 0) return "";
  if (text.length <= budget) return text;
  const match = firstMatch(text, uniqueTokens(query));
  if (budget < 3) return text.slice(match.start, match.start + budget);
  const room = budget - 2;
  const lead = Math.max(0, Math.floor((room - (match.end - match.start)) / 2));
  const start = snapStart(text, Math.max(0, Math.min(match.start - lead, text.length - room)), match.start);
  const end = snapEnd(text, Math.min(text.length, start + room), match.end);
  const body = text.slice(start, end).trim();
  return `${start > 0 ? "…" : ""}${body}${end < text.length ? "…" : ""}`;
}

function firstMatch(text: string, tokens: string[]): { start: number; end: number } {
  const runs = wordRuns(text).map((run) => ({ ...run, tokens: tokenize(run.word) }));
  const exact = runs.find((run) => run.tokens.some((word) => tokens.includes(word)));
  const prefix = exact ?? runs.find((run) => run.tokens.some((word) => tokens.some((token) => word.startsWith(token))));
  return prefix ?? { start: 0, end: 0 };
}

function snapStart(text: string, start: number, matchStart: number): number {
  if (start === 0 || /\s/.test(text.charAt(start - 1))) return start;
  const space = text.slice(start, matchStart).search(/\s/);
  if (space >= 0) return start + space + 1;
  return isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start;
}

function snapEnd(text: string, end: number, matchEnd: number): number {
  if (end === text.length || /\s/.test(text.charAt(end))) return end;
  for (let at = end - 1; at >= matchEnd; at--) if (/\s/.test(text.charAt(at))) return at;
  return isLowSurrogate(text.charCodeAt(end)) ? end - 1 : end;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

export type QueryTiming = { query: string; ms: number; total: number };

/** Median warm time per query (one untimed warm-up run first). Used by `npm run bench`. */
export function benchmarkQueries(
  index: SearchIndex,
  queries: readonly string[],
  { runs = 5, options = {}, now = () => performance.now() }: { runs?: number; options?: CalendarSearchOptions; now?: () => number } = {},
): QueryTiming[] {
  return queries.map((query) => {
    const { total } = searchCalendar(index, query, options);
    const times: number[] = [];
    for (let run = 0; run < Math.max(1, runs); run++) {
      const started = now();
      searchCalendar(index, query, options);
      times.push(now() - started);
    }
    times.sort((a, b) => a - b);
    return { query, ms: times[Math.floor(times.length / 2)] ?? 0, total };
  });
}
