import type { CalendarHit, CalendarSearchOptions } from "~/domain/search/calendarSearch";

// What the page and the search worker (searchIndexWorker.ts) say to each other. Both ends are our
// own code in one build, so these are types only: nothing here crosses a trust boundary.

export const SEARCH_INDEX_URL = "/data/search-index.json";

export type SearchFilters = Required<Pick<CalendarSearchOptions, "contentType" | "callType">>;

export type LoadRequest = {
  kind: "load";
  url: string;
  /** Decoded size of the index file as built, for an honest percent whatever the host compresses. */
  builtBytes: number | null;
  databaseName: string;
};

/** `limit` results are ranked (and `total` counted); the first `show` of them come back with excerpts. */
export type SearchRequest = SearchFilters & { kind: "search"; id: number; query: string; limit: number; show: number };

export type WorkerRequest = LoadRequest | SearchRequest;

/** A ranked document as the list shows it: its place in the call stays in the worker. */
export type SearchHitView = Omit<CalendarHit, "position"> & {
  /** A window of `text` around the first match, for the result list. */
  excerpt: string;
};

export type IndexSource = "stored" | "downloaded";

/**
 * Where the worker spent its time, in ms, for diagnostics and `scripts/bench-search.mjs`: getting the
 * text (download or IndexedDB), JSON.parse, and checking it (the schema, or a stored copy's checksum).
 */
export type LoadTimings = { fetchMs: number; parseMs: number; validateMs: number };

export type WorkerReply =
  | { kind: "progress"; percent: number | null }
  | { kind: "ready"; source: IndexSource; docs: number; timings: LoadTimings }
  | { kind: "failed"; message: string }
  | { kind: "results"; id: number; hits: SearchHitView[]; total: number; tooShort: boolean; ms: number }
  | { kind: "search-failed"; id: number };
