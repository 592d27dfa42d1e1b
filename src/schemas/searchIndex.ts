import { z } from "zod";
import { callSeriesSchema } from "./content";
import { SEARCH_CONTENT_TYPES, SUMMARY_VERSIONS } from "./callConstants";

// The calendar search index as shipped to browsers (built by src/domain/search/calendarIndex.ts,
// queried by calendarSearch.ts). It is split so a query downloads only what it needs (decision 0015):
// - the head (data/search-index.json): the calls, each doc's type, and how the rest is laid out;
// - posting files: for a key (a token, or two tokens in a row joined by a space, for SPEC's phrase bonus)
//   its ascending doc ids, gap-encoded (first id, then differences, each >= 1). Keys share files by hash,
//   except the largest, which have a file each (listed in the head);
// - doc chunks: the time, speaker and text of `chunkSize` docs in a row, for the results a query shows.
// The head's calls tile the doc ids 0..n-1 in order, newest call first, and a call's docs are in their
// order within the call. A breakout held inside a call (its session id, "cl") is an entry of its own,
// after the call's. types is one letter per doc (see SEARCH_TYPE_LETTERS).

export const SEARCH_INDEX_VERSION = "1.1.0";

export const searchContentTypeSchema = z.enum(SEARCH_CONTENT_TYPES);
export type SearchContentType = z.infer<typeof searchContentTypeSchema>;

// Index-aligned with SEARCH_CONTENT_TYPES.
export const SEARCH_TYPE_LETTERS = "tcgad";

const callNumberSchema = z.string().regex(/^\d{3,}$/, "a number padded to 3 digits");
const docId = z.number().int().nonnegative();
/** A breakout session held inside a call: its files' suffix ("cl" → transcript_cl.vtt) and its page's last path segment. */
export const callSessionIdSchema = z.string().regex(/^[a-z0-9]+$/, "letters and digits");

export const searchDocumentSchema = z.strictObject({
  callType: callSeriesSchema,
  callDate: z.iso.date(),
  callNumber: callNumberSchema,
  callSession: callSessionIdSchema.optional(),
  type: searchContentTypeSchema,
  timestamp: z.string(),
  speaker: z.string(),
  text: z.string(),
  // Order of the document within its call (ties in search results fall back to it).
  position: z.number().int().nonnegative(),
  // A topic or action item of a summary the call page does not show first: which one.
  summaryVersion: z.enum(SUMMARY_VERSIONS).optional(),
});
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

export const indexedCallSchema = z.tuple([
  callSeriesSchema,
  z.iso.date(),
  callNumberSchema,
  docId,
  docId,
  callSessionIdSchema.optional(),
]);
export type IndexedCall = z.infer<typeof indexedCallSchema>;

const partsSchema = z.strictObject({
  // Names the folder of this build's posting files and doc chunks, so a head never reads another build's parts.
  id: z.string().regex(/^[0-9a-z]{1,16}$/, "letters and digits"),
  shards: z.number().int().min(1).max(65_536),
  own: z.array(z.string().min(2)),
  chunkSize: z.number().int().min(1).max(4096),
});

export const searchIndexHeadSchema = z
  .strictObject({
    version: z.literal(SEARCH_INDEX_VERSION),
    lastUpdated: z.iso.datetime({ offset: true }),
    calls: z.array(indexedCallSchema),
    types: z.string().regex(/^[tcgad]*$/),
    parts: partsSchema,
  })
  .superRefine((head, ctx) => {
    for (const message of callRangeProblems(head.calls, head.types.length)) ctx.addIssue({ code: "custom", message });
    if (new Set(head.parts.own).size !== head.parts.own.length)
      ctx.addIssue({ code: "custom", message: "parts.own lists a key twice" });
  });
export type SearchIndexHead = z.infer<typeof searchIndexHeadSchema>;

/** One posting file: key -> gap-encoded ascending doc ids. */
export type PostingFile = Record<string, number[]>;

/**
 * A doc as a chunk holds it: its time (seconds for a plain HH:MM:SS, else as written), speaker and text,
 * and for an item of a summary not shown first, that summary's version.
 */
const docTime = z.union([z.number().int().nonnegative(), z.string()]);
export const docRowSchema = z.union([
  z.tuple([docTime, z.string(), z.string()]),
  z.tuple([docTime, z.string(), z.string(), z.enum(SUMMARY_VERSIONS)]),
]);
export type DocRow = z.infer<typeof docRowSchema>;
export const docChunkSchema = z.array(docRowSchema);

/**
 * A posting file, checked against the head it belongs to, or the reason it cannot be used. Checked by
 * hand, not with zod: a query waits on this check, and a file of a few thousand keys took zod some
 * 10 ms (a tenth of that by hand).
 */
export function parsePostingFile(raw: unknown, docCount: number): { file: PostingFile } | { problem: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { problem: "not an object of keys to doc ids" };
  for (const [key, gaps] of Object.entries(raw)) {
    if (key.length < 2) return { problem: `the key "${key}" is shorter than two characters` };
    if (!Array.isArray(gaps) || gaps.length === 0 || !gaps.every(isDocId))
      return { problem: `postings for "${key}" are not a list of doc ids` };
    if (!isValidPosting(gaps, docCount))
      return { problem: `postings for "${key}" are not ascending ids below ${docCount}` };
  }
  return { file: raw as PostingFile };
}

function isDocId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** A doc chunk, checked to hold exactly the docs it should, or the reason it cannot be used. */
export function parseDocChunk(raw: unknown, expectedRows: number): { rows: DocRow[] } | { problem: string } {
  const parsed = docChunkSchema.safeParse(raw);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? "not a doc chunk" };
  if (parsed.data.length !== expectedRows)
    return { problem: `the chunk has ${parsed.data.length} docs, not ${expectedRows}` };
  return { rows: parsed.data };
}

/** The record the browser keeps the index head in (src/platform/searchIndex/store.ts): its JSON text, as downloaded and validated. */
export const storedSearchIndexSchema = z.object({
  version: z.string(),
  lastUpdated: z.string(),
  storedAt: z.number(),
  indexJson: z.string(),
  // SHA-256 of indexJson, and the worker script (its URL carries its content hash) that validated
  // those exact bytes before storing them: see platform/searchIndex/worker.ts, isVerifiedCopy.
  sha256: z.string().optional(),
  validatedBy: z.string().optional(),
});
export type StoredSearchIndex = z.infer<typeof storedSearchIndexSchema>;

function callRangeProblems(calls: IndexedCall[], count: number): string[] {
  let next = 0;
  for (const [type, date, number, first, size] of calls) {
    if (first !== next || size < 1) return [`call ${type} ${number} (${date}) does not start at doc ${next}`];
    next = first + size;
  }
  return next === count ? [] : [`calls cover ${next} docs, types has ${count}`];
}

function isValidPosting(gaps: number[], count: number): boolean {
  let id = -1;
  for (const [i, gap] of gaps.entries()) {
    if (i > 0 && gap < 1) return false;
    id = i === 0 ? gap : id + gap;
  }
  return id < count;
}
