// Warm calendar-search time per query, in Node, on the index of an archive and of the same archive
// ten times over (every call copied under new numbers), for `npm run bench`. The browser figures
// (worker round trip, cold and cached loads) come from scripts/bench-search.mjs; this one shows how
// the query time itself grows with the archive.
import { buildSearchIndex } from "../src/domain/search/calendarIndex";
import { callSearchDocuments } from "../src/domain/search/callDocuments";
import type { SearchDocument } from "../src/schemas/searchIndex";
import { compileArchive } from "./compileArchive";
import { archiveDir, CONTENT_DIR } from "./paths";
import { readContent } from "./readContent";
import { benchmarkQueries } from "./searchBenchmark";

const BUDGET_MS: Record<number, number> = { 1: 30, 10: 60 };

function replicate(docs: readonly SearchDocument[], times: number): SearchDocument[] {
  return Array.from({ length: times }, (_, copy) => docs.map((doc) => ({ ...doc, callNumber: String(Number(doc.callNumber) + copy * 1000).padStart(3, "0") }))).flat();
}

// Usage: tsx pipeline/bench-search-scale.ts ARCHIVE_DIR QUERY... (npm run bench passes the same ten
// queries as the browser bench, scripts/bench-search.mjs, so the figures compare).
const [archive = archiveDir(), ...QUERIES] = process.argv.slice(2);
if (QUERIES.length === 0) throw new Error("give the queries to time after the archive folder");
const { compiled } = compileArchive(archive, readContent(CONTENT_DIR).calls, new Date());
const docs = compiled.flatMap(({ call, bundle, summaries }) => callSearchDocuments(call, bundle, summaries));
for (const scale of [1, 10]) {
  const scaled = buildSearchIndex(replicate(docs, scale), new Date().toISOString());
  // The dialog asks for 500 results (SPEC §9), so that is the limit timed.
  const timings = benchmarkQueries(scaled, QUERIES, { options: { limit: 500 } });
  const worst = Math.max(...timings.map((t) => t.ms));
  console.log(`${String(scale).padStart(2)}× (${scaled.rows.length} docs): worst ${worst.toFixed(1)} ms a query (budget ${BUDGET_MS[scale]}) ${worst <= (BUDGET_MS[scale] ?? 0) ? "ok" : "OVER"}`);
  console.log(`    ${timings.map((t) => `${t.query} ${t.ms.toFixed(1)} ms/${t.total}`).join(" · ")}`);
}
