// The calendar search worker: it loads the index once (a fresh stored copy, else a download with
// progress), validates it against the schema, keeps it in memory and answers queries, so neither
// the index's size nor its validation ever blocks the page. zod and the index code live in this
// chunk only, which the page starts when the search dialog opens.
import { MIN_QUERY_LENGTH, searchCalendar } from "~/domain/search/calendarSearch";
import { excerptAround } from "~/domain/search/excerpt";
import { downloadPercent, PERCENT_DOWNLOADED, PERCENT_PARSED, PERCENT_READY } from "~/domain/search/indexLoadProgress";
import { searchIndexSchema, type SearchIndex } from "~/schemas/searchIndex";
import { downloadSearchIndex } from "./searchIndexDownload";
import type { IndexSource, LoadRequest, LoadTimings, SearchRequest, WorkerReply, WorkerRequest } from "./searchIndexMessages";
import { readFreshStoredIndex, storeIndex } from "./searchIndexStoredCopy";

const EXCERPT_LENGTH = 180;

let loading: Promise<SearchIndex> | null = null;
let latestSearch = -1;

function reply(message: WorkerReply): void {
  self.postMessage(message);
}

self.addEventListener("message", (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === "load") void ensureLoaded(request).catch(() => undefined);
  else void answer(request);
});

/** One load at a time: every query waits on the same promise (SPEC-NOTES decision 7). */
function ensureLoaded(request: LoadRequest): Promise<SearchIndex> {
  loading ??= loadIndex(request).catch((error: unknown) => {
    loading = null;
    console.error("Search index load error", error);
    reply({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    throw error;
  });
  return loading;
}

function loadIndex(request: LoadRequest): Promise<SearchIndex> {
  lastPercent = -1;
  const timings: LoadTimings = { fetchMs: 0, parseMs: 0, validateMs: 0 };
  return new Promise<SearchIndex>((resolve, reject) => {
    const publish = (index: SearchIndex, source: IndexSource) => {
      reply({ kind: "progress", percent: PERCENT_READY });
      reply({ kind: "ready", source, docs: index.docs.texts.length, timings });
      resolve(index);
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

function parseIndex(json: string, timings: LoadTimings): SearchIndex {
  const started = performance.now();
  const raw: unknown = JSON.parse(json);
  timings.parseMs = performance.now() - started;
  reportPercent(PERCENT_PARSED);
  const parsed = searchIndexSchema.safeParse(raw);
  timings.validateMs = performance.now() - started - timings.parseMs;
  if (!parsed.success) throw new Error(`the search index is invalid: ${parsed.error.issues.slice(0, 3).map((issue) => issue.message).join("; ")}`);
  return parsed.data;
}

async function answer(request: SearchRequest): Promise<void> {
  latestSearch = request.id;
  let index: SearchIndex;
  try {
    if (!loading) throw new Error("the search index is not loaded");
    index = await loading;
  } catch {
    reply({ kind: "search-failed", id: request.id });
    return;
  }
  // A newer query arrived while this one waited for the index: only the newest is worth answering.
  if (request.id !== latestSearch) return;
  try {
    const started = performance.now();
    const { results, total } = searchCalendar(index, request.query, { contentType: request.contentType, callType: request.callType, limit: request.limit });
    // Only what the list shows crosses to the page: fewer excerpts here, less to copy there.
    const hits = results.slice(0, request.show).map(({ position: _position, ...hit }) => ({ ...hit, excerpt: excerptAround(hit.text, request.query, EXCERPT_LENGTH) }));
    const tooShort = request.query.trim().length < MIN_QUERY_LENGTH;
    reply({ kind: "results", id: request.id, hits, total, tooShort, ms: performance.now() - started });
  } catch (error) {
    console.error("Search error", error);
    reply({ kind: "search-failed", id: request.id });
  }
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
