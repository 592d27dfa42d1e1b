import type { BuiltSearchIndex } from "../src/domain/search/calendarIndex";
import { searchCalendar, type CalendarSearchOptions } from "../src/domain/search/calendarSearch";

export type QueryTiming = { query: string; ms: number; total: number };

/** Median warm time per query (one untimed warm-up run first). Used by `npm run bench`. */
export function benchmarkQueries(
  index: BuiltSearchIndex,
  queries: readonly string[],
  { runs = 5, options = {}, now = () => performance.now() }: { runs?: number; options?: CalendarSearchOptions; now?: () => number } = {},
): QueryTiming[] {
  return queries.map((query) => {
    const { total } = searchCalendar(index, query, options);
    const times: number[] = [];
    for (let run = 0; run < Math.max(1, runs); run++) {
      const started = now();
      searchCalendar(index, query, options);
      times.push(now() - started);
    }
    times.sort((a, b) => a - b);
    return { query, ms: times[Math.floor(times.length / 2)] ?? 0, total };
  });
}
