import { z } from "zod";
import { callSeriesSchema } from "./content";
import { SEARCH_CONTENT_TYPES } from "./callConstants";

// The calendar search index as shipped to browsers (built by src/domain/search/calendarIndex.ts,
// queried by calendarSearch.ts).
// It is columnar to stay small:
// - calls: [callType, callDate, callNumber, firstDoc, docCount, session?]; calls tile the doc ids 0..n-1 in order,
//   newest call first, and a call's docs are in their order within the call. A breakout held inside a call
//   (its session id, "cl") is an entry of its own, after the call's.
// - docs: one entry per doc in each column. types is one letter per doc (see SEARCH_TYPE_LETTERS);
//   times holds seconds when the timestamp is a plain HH:MM:SS, the raw string otherwise;
//   speakers indexes speakerNames; positions is present only when some call's positions are not 0..n-1.
// - postings: token -> ascending doc ids, gap-encoded (first id, then differences, each >= 1).

export const SEARCH_INDEX_VERSION = "1.0.6";

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
});
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

export const indexedCallSchema = z.tuple([callSeriesSchema, z.iso.date(), callNumberSchema, docId, docId, callSessionIdSchema.optional()]);
export type IndexedCall = z.infer<typeof indexedCallSchema>;

export const searchIndexSchema = z
  .strictObject({
    version: z.literal(SEARCH_INDEX_VERSION),
    lastUpdated: z.iso.datetime({ offset: true }),
    calls: z.array(indexedCallSchema),
    docs: z.strictObject({
      types: z.string().regex(/^[tcgad]*$/),
      times: z.array(z.union([z.number().int().nonnegative(), z.string()])),
      speakers: z.array(docId),
      texts: z.array(z.string()),
      positions: z.array(z.number().int().nonnegative()).optional(),
    }),
    speakerNames: z.array(z.string()),
    postings: z.record(z.string().min(2), z.array(docId).min(1)),
  })
  .superRefine((index, ctx) => {
    for (const message of consistencyProblems(index)) ctx.addIssue({ code: "custom", message });
  });
export type SearchIndex = z.infer<typeof searchIndexSchema>;

/** The record the browser keeps the index in (src/platform/searchIndexStore.ts): its JSON text, as downloaded and validated. */
export const storedSearchIndexSchema = z.object({
  version: z.string(),
  lastUpdated: z.string(),
  storedAt: z.number(),
  indexJson: z.string(),
  // SHA-256 of indexJson, and the worker script (its URL carries its content hash) that validated
  // those exact bytes before storing them: see searchIndexWorker.ts, isVerifiedCopy.
  sha256: z.string().optional(),
  validatedBy: z.string().optional(),
});
export type StoredSearchIndex = z.infer<typeof storedSearchIndexSchema>;

type IndexShape = Pick<SearchIndex, "calls" | "docs" | "speakerNames" | "postings">;

// Cross-field checks, so a search over a parsed index never reads out of range.
function consistencyProblems(index: IndexShape): string[] {
  const count = index.docs.texts.length;
  const problems = [
    ...columnLengthProblems(index.docs, count),
    ...callRangeProblems(index.calls, count),
  ];
  if (index.docs.speakers.some((speaker) => speaker >= index.speakerNames.length)) {
    problems.push("a speaker index is out of range");
  }
  for (const [token, gaps] of Object.entries(index.postings)) {
    if (!isValidPosting(gaps, count)) problems.push(`postings for "${token}" are not ascending ids below ${count}`);
  }
  return problems;
}

function columnLengthProblems(docs: SearchIndex["docs"], count: number): string[] {
  const lengths = {
    types: docs.types.length,
    times: docs.times.length,
    speakers: docs.speakers.length,
    positions: docs.positions?.length ?? count,
  };
  return Object.entries(lengths)
    .filter(([, length]) => length !== count)
    .map(([column, length]) => `docs.${column} has ${length} entries, texts has ${count}`);
}

function callRangeProblems(calls: IndexedCall[], count: number): string[] {
  let next = 0;
  for (const [type, date, number, first, size] of calls) {
    if (first !== next || size < 1) return [`call ${type} ${number} (${date}) does not start at doc ${next}`];
    next = first + size;
  }
  return next === count ? [] : [`calls cover ${next} docs, texts has ${count}`];
}

function isValidPosting(gaps: number[], count: number): boolean {
  let id = -1;
  for (const [i, gap] of gaps.entries()) {
    if (i > 0 && gap < 1) return false;
    id = i === 0 ? gap : id + gap;
  }
  return id < count;
}
