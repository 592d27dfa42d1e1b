import type { BuiltSearchIndex } from "../src/domain/search/calendarIndex";
import { searchCalendar, type CalendarSearchOptions } from "../src/domain/search/calendarSearch";

export type QueryTiming = { query: string; ms: number; total: number };

/**
 * Median warm time per query (one untimed warm-up round first). The queries take turns, so each timed
 * search follows another query, as a visitor's does: the ranking kept for a repeated query
 * (calendarSearch.ts) is not what is timed. Used by `npm run bench`.
 */
export function benchmarkQueries(
  index: BuiltSearchIndex,
  queries: readonly string[],
  {
    runs = 5,
    options = {},
    now = () => performance.now(),
  }: { runs?: number; options?: CalendarSearchOptions; now?: () => number } = {},
): QueryTiming[] {
  const totals = queries.map((query) => searchCalendar(index, query, options).total);
  const times = queries.map((): number[] => []);
  for (let run = 0; run < Math.max(1, runs); run++) {
    queries.forEach((query, i) => {
      const started = now();
      searchCalendar(index, query, options);
      times[i]?.push(now() - started);
    });
  }
  return queries.map((query, i) => {
    const sorted = [...(times[i] ?? [])].sort((a, b) => a - b);
    return { query, ms: sorted[Math.floor(sorted.length / 2)] ?? 0, total: totals[i] ?? 0 };
  });
}
