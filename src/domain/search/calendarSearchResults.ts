// SPEC §9: the calendar dialog asks the index for 500 results, lists the first 200 and, when there
// are more matches than it lists, says how many there are ('of N').
export const SEARCH_REQUEST_LIMIT = 500;
export const SEARCH_DISPLAY_LIMIT = 200;
/**
 * The results an answer shows first: enough to fill the list on a phone and a desktop. The list mounts
 * them before the rest (decision 0008), and the worker sends them as soon as their texts are here
 * (decision 0015).
 */
export const SEARCH_FIRST_SHOWN = 8;
/**
 * A pause in typing this long starts the search of the query standing then (its downloads, ranking and
 * first results), so its answer is ready to show when the debounce below ends (decision 0015).
 */
export const SEARCH_PREFETCH_MS = 150;
/** SPEC §5, §9: the query is searched once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;

export function visibleHits<T>(hits: readonly T[]): T[] {
  return hits.slice(0, SEARCH_DISPLAY_LIMIT);
}

/** "1 result", "37 results", or "200 of 482 results" when more match than are listed. */
export function resultCountText(shown: number, total: number): string {
  if (total > shown) return `${shown} of ${total} results`;
  return `${total} ${total === 1 ? "result" : "results"}`;
}

export type SelectionMove = "next" | "previous" | "first" | "last";

/** The highlighted result after a key press, clamped to the list (-1 when the list is empty). */
export function moveSelection(current: number, move: SelectionMove, count: number): number {
  if (count <= 0) return -1;
  const last = count - 1;
  const from = Math.min(Math.max(current, 0), last);
  switch (move) {
    case "next":
      return current < 0 ? 0 : Math.min(from + 1, last);
    case "previous":
      return Math.max(from - 1, 0);
    case "first":
      return 0;
    case "last":
      return last;
  }
}
