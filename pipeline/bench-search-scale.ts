// Warm calendar-search time per query, in Node, on the index of an archive and of the same archive
// ten times over (every call copied under new numbers), for `npm run bench`. The browser figures
// (worker round trip, cold and cached loads) come from scripts/bench-search.mjs; this one shows how
// the query time itself grows with the archive, and what each query downloads before its first results.
import { brotliCompressSync, constants } from "node:zlib";
import { buildSearchIndex, searchIndexParts, type BuiltSearchIndex } from "../src/domain/search/calendarIndex";
import { queryKeys, rankCalendar } from "../src/domain/search/calendarSearch";
import { SEARCH_FIRST_SHOWN } from "../src/domain/search/calendarSearchResults";
import { callSearchDocuments } from "../src/domain/search/callDocuments";
import { chunkOf, chunkPath, ownIndexOf, postingPath } from "../src/domain/search/indexParts";
import type { SearchDocument } from "../src/schemas/searchIndex";
import { compileArchive, contentVocabulary } from "./compileArchive";
import { archiveDir, CONTENT_DIR } from "./paths";
import { readContent } from "./readContent";
import { benchmarkQueries } from "./searchBenchmark";

const BUDGET_MS: Record<number, number> = { 1: 30, 10: 60 };
const BUDGET_KB = 300;

function replicate(docs: readonly SearchDocument[], times: number): SearchDocument[] {
  return Array.from({ length: times }, (_, copy) =>
    docs.map((doc) => ({ ...doc, callNumber: String(Number(doc.callNumber) + copy * 1000).padStart(3, "0") })),
  ).flat();
}

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Brotli bytes of the head, the query's posting files and the chunks of its first results: a cold query's download. */
function firstResultsBytes(index: BuiltSearchIndex, parts: ReadonlyMap<string, unknown>, query: string): number {
  const { head } = index;
  const ownIndex = ownIndexOf(head.parts);
  const { ranked } = rankCalendar(head, (key) => index.postings.get(key), query, { limit: SEARCH_FIRST_SHOWN });
  const files = new Set([
    ...queryKeys(query).map((key) => postingPath(head.parts, key, ownIndex)),
    ...ranked.map((doc) => chunkPath(head.parts, chunkOf(head.parts, doc.id))),
  ]);
  let bytes = brotli(JSON.stringify(head));
  for (const file of files) if (parts.has(file)) bytes += brotli(JSON.stringify(parts.get(file)));
  return bytes;
}

// Usage: tsx pipeline/bench-search-scale.ts ARCHIVE_DIR QUERY... (npm run bench passes the same ten
// queries as the browser bench, scripts/bench-search.mjs, so the figures compare).
const [archive = archiveDir(), ...QUERIES] = process.argv.slice(2);
if (QUERIES.length === 0) throw new Error("give the queries to time after the archive folder");
const content = readContent(CONTENT_DIR);
const { compiled } = compileArchive(archive, content.calls, new Date(), contentVocabulary(content));
const docs = compiled.flatMap(({ call, bundle, summaries }) => callSearchDocuments(call, bundle, summaries));
for (const scale of [1, 10]) {
  const scaled = buildSearchIndex(replicate(docs, scale), new Date().toISOString());
  // The dialog asks for 500 results (SPEC §9), so that is the limit timed.
  const timings = benchmarkQueries(scaled, QUERIES, { options: { limit: 500 } });
  const worst = Math.max(...timings.map((t) => t.ms));
  console.log(
    `${String(scale).padStart(2)}× (${scaled.rows.length} docs): worst ${worst.toFixed(1)} ms a query (budget ${BUDGET_MS[scale]}) ${worst <= (BUDGET_MS[scale] ?? 0) ? "ok" : "OVER"}`,
  );
  console.log(`    ${timings.map((t) => `${t.query} ${t.ms.toFixed(1)} ms/${t.total}`).join(" · ")}`);
  const parts = searchIndexParts(scaled);
  const bytes = QUERIES.map((query) => ({ query, kb: firstResultsBytes(scaled, parts, query) / 1024 }));
  const most = Math.max(...bytes.map((b) => b.kb));
  console.log(
    `    cold download before the first results (brotli; head, posting files, first chunks): most ${most.toFixed(0)} KB (budget ${BUDGET_KB}) ${most <= BUDGET_KB ? "ok" : "OVER"}; ${parts.size} parts`,
  );
  console.log(`    ${bytes.map((b) => `${b.query} ${b.kb.toFixed(0)} KB`).join(" · ")}`);
}
