import { startTransition, useCallback, useEffect, useState } from "react";
import { SEARCH_DEBOUNCE_MS, SEARCH_DISPLAY_LIMIT, SEARCH_PREFETCH_MS, SEARCH_REQUEST_LIMIT } from "~/domain/search/calendarSearchResults";
import { loadSearchIndex, prefetchQuery, searchCalendarIndex, type SearchIndexSource, type SearchReply } from "~/platform/searchIndexClient";
import type { SearchFilters } from "~/platform/searchIndexMessages";
import { useDebouncedValue } from "./useDebouncedValue";

type Outcome = { key: string; serial: number; reply: SearchReply } | { key: string; failedQuery: string };

/** What the result area shows. A newer query keeps the previous answer on screen until its own arrives. */
export type SearchView =
  | { kind: "idle" }
  | { kind: "waiting" }
  | { kind: "answered"; reply: SearchReply; serial: number; isCurrent: boolean }
  | { kind: "failed"; query: string };

// Numbers each answer, so the list mounts anew for it.
let answers = 0;

export function useCalendarSearch(source: SearchIndexSource, initialQuery: string) {
  const [query, setQuery] = useState(initialQuery);
  const [filters, setFilters] = useState<SearchFilters>({ contentType: "all", callType: "all" });
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [selected, setSelected] = useState(-1);
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const { builtBytes, databaseName } = source;
  const { contentType, callType } = filters;
  const key = `${attempt}\n${contentType}\n${callType}\n${settledQuery}`;

  useEffect(() => loadSearchIndex({ builtBytes, databaseName }), [builtBytes, databaseName, attempt]);

  // A pause shorter than the debounce starts the downloads; the search after the debounce finds them done.
  useEffect(() => {
    if (query.trim() === "") return;
    const timer = setTimeout(() => prefetchQuery(query, { contentType, callType }), SEARCH_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, [query, contentType, callType]);

  useEffect(() => {
    if (settledQuery.trim() === "") return;
    let live = true;
    const serial = ++answers;
    // The rest of the listed results, after the first ones: a background render, which typing interrupts.
    const onMore = (reply: SearchReply) => {
      if (live) startTransition(() => setOutcome({ key, serial, reply }));
    };
    searchCalendarIndex(settledQuery, { contentType, callType }, { limit: SEARCH_REQUEST_LIMIT, show: SEARCH_DISPLAY_LIMIT }, onMore).then(
      (reply) => {
        if (!live || !reply) return;
        setOutcome({ key, serial, reply });
        setSelected(reply.hits.length > 0 ? 0 : -1);
      },
      (error: unknown) => {
        if (!live) return;
        // SPEC §8: a search error is logged and the list is empty.
        console.error("Search error", error);
        setOutcome({ key, failedQuery: settledQuery });
        setSelected(-1);
      },
    );
    return () => {
      live = false;
    };
  }, [key, settledQuery, contentType, callType]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { query, setQuery, filters, setFilters, selected, setSelected, retry, view: searchView(query, outcome, key) };
}

function searchView(query: string, outcome: Outcome | null, key: string): SearchView {
  if (query.trim() === "") return { kind: "idle" };
  if (!outcome) return { kind: "waiting" };
  if ("failedQuery" in outcome) return outcome.key === key ? { kind: "failed", query: outcome.failedQuery } : { kind: "waiting" };
  return { kind: "answered", reply: outcome.reply, serial: outcome.serial, isCurrent: outcome.key === key };
}
