import { SEARCH_CONTENT_TYPES } from "~/schemas/callConstants";
import type { CallSeries } from "~/schemas/content";
import {
  SEARCH_INDEX_VERSION,
  SEARCH_TYPE_LETTERS,
  parseDocChunk,
  parsePostingFile,
  searchIndexHeadSchema,
  type DocRow,
  type IndexedCall,
  type SearchContentType,
  type SearchDocument,
  type SearchIndexHead,
} from "~/schemas/searchIndex";
import { encodeTime } from "./indexedTime";
import { chunkPath, chunkRows, keyHash, ownIndexOf, pairKeys, postingPath, sharedPostingPath } from "./indexParts";
import { tokenize } from "./tokenize";

// Building the calendar search index at build time; calendarSearch.ts queries it (in the browser, the
// worker reads it back part by part).

/** The whole index in memory: the head, every posting list (gap-encoded) by key, and every doc's row. */
export type BuiltSearchIndex = {
  head: SearchIndexHead;
  postings: ReadonlyMap<string, number[]>;
  rows: readonly DocRow[];
};

// A posting list longer than this (as JSON) gets a file of its own, so a query for a common word does not
// also download the lists that happen to share its file; the rest share files of about SHARED_FILE_BYTES.
const OWN_FILE_BYTES = 16 * 1024;
const SHARED_FILE_BYTES = 32 * 1024;
// Docs per chunk: a result needs its chunk, so smaller chunks mean less to download per result shown.
const CHUNK_SIZE = 32;

type CallGroup = {
  callType: CallSeries;
  callDate: string;
  callNumber: string;
  callSession: string | undefined;
  docs: SearchDocument[];
};

export function buildSearchIndex(docs: readonly SearchDocument[], lastUpdated: string): BuiltSearchIndex {
  const calls = groupByCall(docs);
  const ordered = calls.flatMap((call) => call.docs);
  const rows = ordered.map((doc): DocRow =>
    doc.summaryVersion
      ? [encodeTime(doc.timestamp), doc.speaker, doc.text, doc.summaryVersion]
      : [encodeTime(doc.timestamp), doc.speaker, doc.text],
  );
  const postings = buildPostings(ordered);
  const head = searchIndexHeadSchema.parse({
    version: SEARCH_INDEX_VERSION,
    lastUpdated,
    calls: indexCalls(calls),
    types: ordered.map((doc) => typeLetter(doc.type)).join(""),
    parts: layParts(postings, rows),
  });
  return { head, postings, rows };
}

/**
 * Every file of the index but the head, by path under the data folder (see indexParts.ts). Every shared
 * posting file is written, also one no key fell in: a query's file is then always there, and a missing
 * one means the head is of another build.
 */
export function searchIndexParts({ head, postings, rows }: BuiltSearchIndex): Map<string, unknown> {
  const files = new Map<string, Record<string, number[]> | DocRow[]>();
  for (let shard = 0; shard < head.parts.shards; shard++) files.set(sharedPostingPath(head.parts, shard), {});
  const ownIndex = ownIndexOf(head.parts);
  for (const [key, gaps] of postings) {
    const path = postingPath(head.parts, key, ownIndex);
    const file = (files.get(path) ?? {}) as Record<string, number[]>;
    file[key] = gaps;
    files.set(path, file);
  }
  for (let first = 0, chunk = 0; first < rows.length; first += head.parts.chunkSize, chunk++) {
    files.set(chunkPath(head.parts, chunk), rows.slice(first, first + head.parts.chunkSize));
  }
  return files;
}

/**
 * The index joined back from its head and parts, each part checked as the browser checks it: what
 * tests and benchmarks use to prove the split loses nothing. Throws naming the first part that is
 * missing or invalid.
 */
export function searchIndexFromParts(head: SearchIndexHead, readPart: (path: string) => unknown): BuiltSearchIndex {
  const docCount = head.types.length;
  const ownIndex = ownIndexOf(head.parts);
  const shared = Array.from({ length: head.parts.shards }, (_, shard) => sharedPostingPath(head.parts, shard));
  const postings = new Map<string, number[]>();
  for (const path of [...shared, ...head.parts.own.map((key) => postingPath(head.parts, key, ownIndex))]) {
    const parsed = parsePostingFile(readPart(path), docCount);
    if ("problem" in parsed) throw new Error(`${path}: ${parsed.problem}`);
    for (const [key, gaps] of Object.entries(parsed.file)) postings.set(key, gaps);
  }
  const rows: DocRow[] = [];
  for (let chunk = 0; chunk * head.parts.chunkSize < docCount; chunk++) {
    const parsed = parseDocChunk(readPart(chunkPath(head.parts, chunk)), chunkRows(head.parts, docCount, chunk));
    if ("problem" in parsed) throw new Error(`${chunkPath(head.parts, chunk)}: ${parsed.problem}`);
    rows.push(...parsed.rows);
  }
  return { head, postings, rows };
}

function layParts(postings: ReadonlyMap<string, number[]>, rows: readonly DocRow[]): SearchIndexHead["parts"] {
  const own: string[] = [];
  let sharedBytes = 0;
  for (const [key, gaps] of postings) {
    const bytes = key.length + jsonLength(gaps);
    if (bytes > OWN_FILE_BYTES) own.push(key);
    else sharedBytes += bytes;
  }
  let shards = 1;
  while (shards * SHARED_FILE_BYTES < sharedBytes) shards *= 2;
  return { id: contentId(postings, rows), shards, own: own.sort(), chunkSize: CHUNK_SIZE };
}

function jsonLength(numbers: readonly number[]): number {
  let length = 1 + numbers.length;
  for (const n of numbers) length += n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : String(n).length;
  return length;
}

/** A name for this content: the same docs give the same parts folder, other docs another. */
function contentId(postings: ReadonlyMap<string, number[]>, rows: readonly DocRow[]): string {
  let a = 0x811c9dc5;
  let b = 0x01234567;
  const add = (text: string) => {
    a = Math.imul(a ^ keyHash(text), 0x01000193) >>> 0;
    b = Math.imul(b ^ keyHash(`${text}#`), 0x5bd1e995) >>> 0;
  };
  for (const [key, gaps] of postings) add(`${key}:${gaps.join(",")}`);
  for (const row of rows) add(row.join("\u0000"));
  return a.toString(36) + b.toString(36);
}

function groupByCall(docs: readonly SearchDocument[]): CallGroup[] {
  const groups = new Map<string, CallGroup>();
  for (const doc of docs) {
    const key = `${doc.callType} ${doc.callNumber} ${doc.callDate} ${doc.callSession ?? ""}`;
    const group = groups.get(key) ?? {
      callType: doc.callType,
      callDate: doc.callDate,
      callNumber: doc.callNumber,
      callSession: doc.callSession,
      docs: [],
    };
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

/** Each token of a doc, and each pair of tokens in a row, to the ascending ids of the docs that hold it. */
function buildPostings(ordered: SearchDocument[]): Map<string, number[]> {
  const ids = new Map<string, number[]>();
  ordered.forEach((doc, id) => {
    const tokens = tokenize(doc.text);
    for (const key of new Set([...tokens, ...pairKeys(tokens)])) {
      const list = ids.get(key);
      if (list) list.push(id);
      else ids.set(key, [id]);
    }
  });
  const keys = [...ids.keys()].sort();
  return new Map(keys.map((key) => [key, gapEncode(ids.get(key) ?? [])]));
}

function gapEncode(ascending: number[]): number[] {
  return ascending.map((id, i) => (i === 0 ? id : id - (ascending[i - 1] ?? 0)));
}

function typeLetter(type: SearchContentType): string {
  return SEARCH_TYPE_LETTERS.charAt(SEARCH_CONTENT_TYPES.indexOf(type));
}
