import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_DISPLAY_LIMIT,
  SEARCH_PREFETCH_MS,
  SEARCH_REQUEST_LIMIT,
  visibleHits,
} from "~/domain/search/calendarSearchResults";
import {
  loadSearchIndex,
  searchCalendarIndex,
  type SearchIndexSource,
  type SearchReply,
} from "~/platform/searchIndex/client";
import type { SearchFilters, SearchHitView } from "~/platform/searchIndex/messages";

/**
 * An answer as the list shows it, numbered (each answer's list mounts anew). The one object serves both
 * while it is held before the debounce and once shown, so its rendered list is reused as it is.
 */
export type ListedAnswer = { key: string; serial: number; reply: SearchReply; hits: SearchHitView[] };

type Outcome = ListedAnswer | { key: string; failedQuery: string };

/** What the result area shows. A newer query keeps the previous answer on screen until its own arrives. */
export type SearchView =
  | { kind: "idle" }
  | { kind: "waiting" }
  | { kind: "answered"; answer: ListedAnswer; isCurrent: boolean }
  | { kind: "failed"; query: string };

/** What the field and the filters say, and which attempt at loading the index it is. */
type SearchInput = { query: string; filters: SearchFilters; attempt: number };

// Numbers each answer, so the list mounts anew for it.
let answers = 0;

const keyOf = ({ query, filters, attempt }: SearchInput) =>
  `${attempt}\n${filters.contentType}\n${filters.callType}\n${query}`;

const listedAnswer = (key: string, serial: number, reply: SearchReply): ListedAnswer => ({
  key,
  serial,
  reply,
  hits: visibleHits(reply.hits),
});

/** A search posted to the worker, its answer not shown yet. */
type Prepared = { key: string; serial: number; answer: Promise<ListedAnswer | null> };

/**
 * The dialog's query, filters and answer. A keystroke renders the field and nothing else: the debounce
 * and the early search run on timers started by the keystroke itself. The query standing when typing
 * pauses is posted to the worker then, and its answer, held back, is shown when the debounce ends (SPEC's
 * 300 ms), with no round trip to the worker before it. An answer that comes before the debounce ends is
 * `held`: the dialog renders its list hidden meanwhile, so showing it then costs a commit and a frame.
 */
export function useCalendarSearch(source: SearchIndexSource, initialQuery: string) {
  const [input, setInput] = useState<SearchInput>({
    query: initialQuery,
    filters: { contentType: "all", callType: "all" },
    attempt: 0,
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [held, setHeld] = useState<ListedAnswer | null>(null);
  const [selected, setSelected] = useState(-1);
  // The input as of the last event (the timers read it), the key of the search whose answer may still
  // show (and its serial), and the pending debounce and early search (one array, emptied in place).
  const inputNow = useRef(input);
  const shown = useRef<{ key: string | null; serial: number }>({ key: null, serial: 0 });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const { builtBytes, databaseName } = source;

  // The search started when typing paused (SEARCH_PREFETCH_MS), held until the debounce ends.
  const prepared = useRef<Prepared | null>(null);

  /** Posts the query to the worker; its answer waits here until `search` shows it. */
  const prepare = useCallback((searchInput: SearchInput): Prepared => {
    const key = keyOf(searchInput);
    const serial = ++answers;
    const { query, filters } = searchInput;
    // The rest of the listed results, after the first ones: a background render, which typing interrupts.
    const onMore = (reply: SearchReply) => {
      if (shown.current.serial === serial) startTransition(() => setOutcome(listedAnswer(key, serial, reply)));
    };
    const answer = searchCalendarIndex(
      query,
      filters,
      { limit: SEARCH_REQUEST_LIMIT, show: SEARCH_DISPLAY_LIMIT },
      onMore,
    ).then((reply) => (reply ? listedAnswer(key, serial, reply) : null));
    const ready: Prepared = { key, serial, answer };
    answer.then(
      (answered) => {
        // Here before the debounce ends, for the query still in the field: rendered hidden meanwhile (a
        // background render, which a keystroke interrupts and `change` drops).
        if (answered && prepared.current === ready && keyOf(inputNow.current) === key)
          startTransition(() => setHeld(answered));
      },
      // A failure is reported when the answer is shown; a dropped one (a newer query) is nobody's.
      () => undefined,
    );
    prepared.current = ready;
    return ready;
  }, []);

  const search = useCallback(
    (searchInput: SearchInput) => {
      clearTimers(timers.current);
      const { query } = searchInput;
      if (query.trim() === "") return;
      const key = keyOf(searchInput);
      const { serial, answer } = prepared.current?.key === key ? prepared.current : prepare(searchInput);
      prepared.current = null;
      shown.current = { key, serial };
      const live = () => shown.current.serial === serial;
      answer.then(
        (answered) => {
          if (!live() || !answered) return;
          setOutcome(answered);
          setSelected(answered.hits.length > 0 ? 0 : -1);
        },
        (error: unknown) => {
          if (!live()) return;
          // SPEC §8: a search error is logged and the list is empty.
          console.error("Search error", error);
          setOutcome({ key, failedQuery: query });
          setSelected(-1);
        },
      );
    },
    [prepare],
  );

  const change = useCallback(
    (next: SearchInput, { debounce }: { debounce: boolean }) => {
      inputNow.current = next;
      setInput(next);
      clearTimers(timers.current);
      // A held answer to what the field no longer says is dropped, with its hidden render if unfinished.
      const key = keyOf(next);
      setHeld((answer) => (answer && answer.key !== key ? null : answer));
      if (next.query.trim() === "") {
        // An emptied field forgets the last answer: the next query starts from the hint, not from an
        // answer to another question (which would also cost a render of the old list on its first key).
        shown.current = { key: null, serial: 0 };
        setOutcome(null);
        setSelected(-1);
        return;
      }
      if (!debounce) return search(next);
      // A pause shorter than the debounce starts the search: the worker downloads and ranks while the
      // visitor still might type, and when the debounce ends its answer is here to show.
      timers.current.push(
        setTimeout(() => prepare(next), SEARCH_PREFETCH_MS),
        setTimeout(() => search(inputNow.current), SEARCH_DEBOUNCE_MS),
      );
    },
    [prepare, search],
  );

  const setQuery = useCallback((query: string) => change({ ...inputNow.current, query }, { debounce: true }), [change]);
  const setFilters = useCallback(
    (filters: SearchFilters) => change({ ...inputNow.current, filters }, { debounce: false }),
    [change],
  );
  const retry = useCallback(() => {
    const next = { ...inputNow.current, attempt: inputNow.current.attempt + 1 };
    // The load is asked for before the search, which waits on it in the worker.
    loadSearchIndex({ builtBytes, databaseName });
    change(next, { debounce: false });
  }, [builtBytes, databaseName, change]);

  useEffect(() => loadSearchIndex({ builtBytes, databaseName }), [builtBytes, databaseName]);
  // What was typed while the dialog's code loaded is searched at once, after the load above is asked for.
  useEffect(() => {
    search(inputNow.current);
    const pending = timers.current;
    return () => clearTimers(pending);
  }, [search]);

  return {
    query: input.query,
    setQuery,
    filters: input.filters,
    setFilters,
    selected,
    setSelected,
    retry,
    view: searchView(input.query, outcome, keyOf(input)),
    held,
  };
}

function clearTimers(timers: ReturnType<typeof setTimeout>[]): void {
  for (const timer of timers) clearTimeout(timer);
  timers.length = 0;
}

function searchView(query: string, outcome: Outcome | null, key: string): SearchView {
  if (query.trim() === "") return { kind: "idle" };
  if (!outcome) return { kind: "waiting" };
  if ("failedQuery" in outcome)
    return outcome.key === key ? { kind: "failed", query: outcome.failedQuery } : { kind: "waiting" };
  return { kind: "answered", answer: outcome, isCurrent: outcome.key === key };
}
