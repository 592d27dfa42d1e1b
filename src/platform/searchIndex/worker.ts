// The calendar search worker: it loads the index's head once (a fresh stored copy, else a download
// with progress), validates it against the schema and keeps it in memory; each query then downloads
// the parts it needs (parts.ts), so neither the index's size nor its validation ever
// blocks the page. zod and the index code live in this chunk only, which the page starts when the
// search dialog opens.
import {
  calendarHit,
  MIN_QUERY_LENGTH,
  prepareForQueries,
  queryKeys,
  rankCalendar,
  type RankedDoc,
} from "~/domain/search/calendarSearch";
import { SEARCH_FIRST_SHOWN } from "~/domain/search/calendarSearchResults";
import { excerptAround } from "~/domain/search/excerpt";
import { downloadPercent, PERCENT_DOWNLOADED, PERCENT_PARSED, PERCENT_READY } from "~/domain/search/indexLoadProgress";
import { searchIndexHeadSchema, type SearchIndexHead } from "~/schemas/searchIndex";
import { downloadSearchIndex } from "./download";
import {
  SEARCH_DATA_URL,
  type IndexSource,
  type LoadRequest,
  type LoadTimings,
  type SearchHitView,
  type SearchRequest,
  type WorkerReply,
  type WorkerRequest,
} from "./messages";
import { partReader, SearchPartMissing, type PartReader } from "./parts";
import { clearStoredIndex, readFreshStoredIndex, storeIndex } from "./storedCopy";

const EXCERPT_LENGTH = 180;

type LoadedIndex = { head: SearchIndexHead; source: IndexSource; parts: PartReader };

let loading: Promise<LoadedIndex> | null = null;
let lastLoad: LoadRequest | null = null;
let latestSearch = -1;
// Sends the rest of the latest answer's listed results, when the page asks for them.
let rest: { id: number; send: () => Promise<unknown> } | null = null;

function reply(message: WorkerReply): void {
  self.postMessage(message);
}

self.addEventListener("message", (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === "load") void ensureLoaded(request).catch(() => undefined);
  else if (request.kind === "more") void sendRest(request.id);
  else void answer(request);
});

/** One load at a time: every query waits on the same promise (SPEC-NOTES decision 7). */
function ensureLoaded(request: LoadRequest): Promise<LoadedIndex> {
  lastLoad = request;
  loading ??= loadIndex(request).catch((error: unknown) => {
    loading = null;
    console.error("Search index load error", error);
    reply({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    throw error;
  });
  return loading;
}

function loadIndex(request: LoadRequest): Promise<LoadedIndex> {
  lastPercent = -1;
  const timings: LoadTimings = { fetchMs: 0, parseMs: 0, validateMs: 0 };
  return new Promise<LoadedIndex>((resolve, reject) => {
    const publish = (head: SearchIndexHead, source: IndexSource) => {
      reply({ kind: "progress", percent: PERCENT_READY });
      reply({ kind: "ready", source, docs: head.types.length, timings });
      resolve({ head, source, parts: partReader(head, SEARCH_DATA_URL) });
      prepareForQueries(head);
    };
    // Held across tabs while one of them downloads and stores: a second tab waits, then finds the
    // first one's fresh copy instead of downloading again.
    void withDownloadLock(`${request.databaseName}:download`, async () => {
      try {
        const stored = await readFreshStoredIndex(request.databaseName, timings, (json) => {
          reportPercent(PERCENT_DOWNLOADED);
          return parseIndex(json, timings);
        });
        if (stored) return publish(stored, "stored");
        const started = performance.now();
        const json = await downloadSearchIndex(request.url, request.builtBytes, (received, total) => {
          reportPercent(downloadPercent(received, total));
        });
        timings.fetchMs = performance.now() - started;
        reportPercent(PERCENT_DOWNLOADED);
        const index = parseIndex(json, timings);
        publish(index, "downloaded");
        // Queries that waited for the index are answered before the copy into storage.
        await nextTask();
        await storeIndex(request.databaseName, index, json);
      } catch (error) {
        reject(error);
      }
    });
  });
}

let lastPercent: number | null = -1;

function reportPercent(percent: number | null): void {
  if (percent === lastPercent) return;
  lastPercent = percent;
  reply({ kind: "progress", percent });
}

function parseIndex(json: string, timings: LoadTimings): SearchIndexHead {
  const started = performance.now();
  const raw: unknown = JSON.parse(json);
  timings.parseMs = performance.now() - started;
  reportPercent(PERCENT_PARSED);
  const parsed = searchIndexHeadSchema.safeParse(raw);
  timings.validateMs = performance.now() - started - timings.parseMs;
  if (!parsed.success)
    throw new Error(
      `the search index is invalid: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => issue.message)
        .join("; ")}`,
    );
  return parsed.data;
}

async function answer(request: SearchRequest): Promise<void> {
  latestSearch = request.id;
  rest = null;
  let index: LoadedIndex;
  try {
    index = await loaded();
  } catch {
    reply({ kind: "search-failed", id: request.id });
    return;
  }
  try {
    await answerFrom(index, request);
  } catch (error) {
    if (!(error instanceof SearchPartMissing && index.source === "stored" && lastLoad))
      return failSearch(request.id, error);
    // The stored head names parts that are gone: it is of an earlier build. Start again from a download.
    console.error(
      "Search index load error: the index changed since it was stored; downloading it again.",
      error.message,
    );
    loading = null;
    await clearStoredIndex(lastLoad.databaseName);
    ensureLoaded(lastLoad).catch(() => undefined);
    try {
      await answerFrom(await loaded(), request);
    } catch (retryError) {
      failSearch(request.id, retryError);
    }
  }
}

async function loaded(): Promise<LoadedIndex> {
  if (!loading) throw new Error("the search index is not loaded");
  return loading;
}

function failSearch(id: number, error: unknown): void {
  console.error("Search error", error);
  reply({ kind: "search-failed", id });
}

async function sendRest(id: number): Promise<void> {
  const current = rest;
  if (current?.id !== id) return;
  rest = null;
  try {
    await current.send();
  } catch (error) {
    failSearch(id, error);
  }
}

/**
 * Ranks with the posting lists of the query's keys, then sends the first results as soon as their
 * texts are here. The rest of the listed results wait until the page asks (when the visitor scrolls
 * to the end of the first ones), so their downloads never delay the first paint, nor happen unneeded.
 */
async function answerFrom({ head, parts }: LoadedIndex, request: SearchRequest): Promise<void> {
  // A newer query arrived meanwhile: only the newest is worth answering.
  const stale = () => request.id !== latestSearch;
  if (stale()) return;
  const started = performance.now();
  const postings = await parts.postings(queryKeys(request.query));
  if (stale()) return;
  const { ranked, total } = rankCalendar(head, postings, request.query, {
    contentType: request.contentType,
    callType: request.callType,
    limit: request.limit,
  });
  const listed = ranked.slice(0, request.show);
  const tooShort = request.query.trim().length < MIN_QUERY_LENGTH;
  const send = async (docs: RankedDoc[], complete: boolean) => {
    const rows = await parts.rows(docs.map((doc) => doc.id));
    if (stale()) return false;
    const hits = docs.map((doc): SearchHitView => {
      const hit = calendarHit(head, doc, rows(doc.id));
      return { ...hit, excerpt: excerptAround(hit.text, request.query, EXCERPT_LENGTH) };
    });
    reply({
      kind: "results",
      id: request.id,
      hits,
      listed: listed.length,
      total,
      tooShort,
      complete,
      ms: performance.now() - started,
    });
    return true;
  };
  const first = listed.slice(0, SEARCH_FIRST_SHOWN);
  const complete = first.length === listed.length;
  if ((await send(first, complete)) && !complete) rest = { id: request.id, send: () => send(listed, true) };
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function withDownloadLock(name: string, run: () => Promise<void>): Promise<void> {
  const locks = self.navigator.locks;
  if (!locks) return run();
  let granted = false;
  try {
    await locks.request(name, () => {
      granted = true;
      return run();
    });
  } catch (error) {
    if (granted) throw error;
    // A lock manager that refuses (an opaque origin) must not stop the search.
    console.error("Search index lock unavailable", error);
    await run();
  }
}
