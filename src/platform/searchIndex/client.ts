import type { IndexSource, SearchFilters, SearchHitView, WorkerReply, WorkerRequest } from "./messages";
import { SEARCH_INDEX_URL } from "./messages";

// The page's side of the calendar search worker. One worker per page, started on first use and kept
// while the page lives, so reopening the dialog searches at once and a second download never starts.

export type SearchIndexStatus =
  | { state: "idle" }
  | { state: "loading"; percent: number | null }
  | { state: "ready"; source: IndexSource; docs: number }
  | { state: "failed"; message: string };

/** `hits` may be the first results only (complete: false); `listed` is how many the whole answer lists. */
export type SearchReply = {
  /** The search this answers: its rest is asked for by it (requestRestOfAnswer). */
  id: number;
  query: string;
  hits: SearchHitView[];
  listed: number;
  total: number;
  tooShort: boolean;
  complete: boolean;
};

export type SearchIndexSource = { builtBytes: number | null; databaseName: string };

type Pending = {
  id: number;
  query: string;
  // Set once the first reply has settled the promise; later replies of the same answer go to onMore.
  answered: boolean;
  resolve: (reply: SearchReply | null) => void;
  reject: (error: Error) => void;
  onMore: (reply: SearchReply) => void;
};

let worker: Worker | null = null;
let status: SearchIndexStatus = { state: "idle" };
const listeners = new Set<() => void>();
let lastId = 0;
let pending: Pending | null = null;

function setStatus(next: SearchIndexStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function searchIndexStatus(): SearchIndexStatus {
  return status;
}

export function subscribeSearchIndexStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function post(request: WorkerRequest): void {
  startWorker().postMessage(request);
}

function startWorker(): Worker {
  if (worker) return worker;
  // Written out in full so Vite finds the worker and bundles it as its own chunk.
  const started = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "calendar-search" });
  started.addEventListener("message", (event: MessageEvent<WorkerReply>) => handleReply(event.data));
  started.addEventListener("error", (event) => {
    console.error("Search index load error: the search worker failed", event.message);
    fail("The search worker failed to start.");
  });
  worker = started;
  return started;
}

function handleReply(message: WorkerReply): void {
  switch (message.kind) {
    case "progress":
      if (status.state === "loading") setStatus({ state: "loading", percent: message.percent });
      return;
    case "ready":
      setStatus({ state: "ready", source: message.source, docs: message.docs });
      return;
    case "failed":
      fail(message.message);
      return;
    case "results": {
      if (pending?.id !== message.id) return;
      const current = pending;
      const reply: SearchReply = {
        id: current.id,
        query: current.query,
        hits: message.hits,
        listed: message.listed,
        total: message.total,
        tooShort: message.tooShort,
        complete: message.complete,
      };
      if (message.complete) pending = null;
      if (current.answered) current.onMore(reply);
      else {
        current.answered = true;
        current.resolve(reply);
      }
      return;
    }
    case "search-failed":
      // The rest of an answer whose first results are shown: those stay.
      if (pending?.id === message.id) fail(null);
  }
}

/** Drops the pending query for a newer one: its promise resolves null unless its first results came. */
function dropPending(): void {
  const current = pending;
  pending = null;
  if (current && !current.answered) current.resolve(null);
}

/** A failed load (its message, shown) or a failed search (null). */
function fail(message: string | null): void {
  if (message !== null) setStatus({ state: "failed", message });
  const current = pending;
  pending = null;
  if (current && !current.answered) current.reject(new Error(message ?? "Search error"));
}

/**
 * Asks for the rest of answer `id`'s listed results (once the visitor scrolls past its first), while it
 * is the pending one: a newer query, even one not shown yet, has the worker forget the rest of older ones.
 */
export function requestRestOfAnswer(id: number): void {
  if (pending?.answered && pending.id === id) post({ kind: "more", id });
}

/** Starts loading the index unless it is loading or loaded already; again after a failure. */
export function loadSearchIndex(source: SearchIndexSource): void {
  if (status.state === "loading" || status.state === "ready") return;
  setStatus({ state: "loading", percent: 0 });
  try {
    post({ kind: "load", url: SEARCH_INDEX_URL, ...source });
  } catch (error) {
    console.error("Search index load error", error);
    worker = null;
    fail("Search is not available in this browser.");
  }
}

/**
 * Starts the load ahead of need, when the visitor points at or focuses the search button: the same
 * download a click would start, a moment earlier. Skipped when the browser asks to save data.
 */
export function prefetchSearchIndex(source: SearchIndexSource): void {
  // Network Information API: not in every browser, nor in TypeScript's DOM types.
  const connection: { saveData?: unknown } | undefined = Reflect.get(navigator, "connection");
  if (connection?.saveData === true) return;
  loadSearchIndex(source);
}

/**
 * Runs a query in the worker. Resolves with its first results, or null when a newer query replaced it
 * before it was answered; rejects when the search failed or the index could not be loaded. When the
 * first results are not all it lists, the complete answer follows through `onMore` once the page
 * asks for it (requestRestOfAnswer).
 */
export function searchCalendarIndex(
  query: string,
  filters: SearchFilters,
  { limit, show }: { limit: number; show: number },
  onMore: (reply: SearchReply) => void,
): Promise<SearchReply | null> {
  dropPending();
  const id = ++lastId;
  return new Promise<SearchReply | null>((resolve, reject) => {
    pending = { id, query, answered: false, resolve, reject, onMore };
    try {
      post({ kind: "search", id, query, limit, show, ...filters });
    } catch (error) {
      pending = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
