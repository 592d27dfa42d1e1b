import type { CalendarHit, CalendarSearchOptions } from "~/domain/search/calendarSearch";

// What the page and the search worker (worker.ts) say to each other. Both ends are our
// own code in one build, so these are types only: nothing here crosses a trust boundary.

export { SEARCH_DATA_URL, SEARCH_INDEX_URL } from "~/domain/calls/servedFiles";

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

/** The rest of an answer's listed results, asked for when the visitor scrolls past its first results. */
export type MoreRequest = { kind: "more"; id: number };

export type WorkerRequest = LoadRequest | SearchRequest | MoreRequest;

/** A ranked document as the list shows it. */
export type SearchHitView = CalendarHit & {
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
  // The first results come as soon as their texts are here (complete: false); every listed one follows
  // when the page asks for more (MoreRequest). `listed` is how many the answer lists once complete.
  | {
      kind: "results";
      id: number;
      hits: SearchHitView[];
      listed: number;
      total: number;
      tooShort: boolean;
      complete: boolean;
      ms: number;
    }
  | { kind: "search-failed"; id: number };
