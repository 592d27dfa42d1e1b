// archive/ → one bundle per call (generated/public/data/calls/), the summaries the call pages
// prerender (generated/calls/), and the calendar search index (its head generated/public/data/search-index.json,
// its parts under generated/public/data/search/).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { callKey, padCallNumber } from "../src/domain/calls/callRef";
import { CALL_BUNDLE_FOLDER, callSummariesFile, SEARCH_INDEX_FILE } from "../src/domain/calls/servedFiles";
import { callPages, compileCall, type CompiledCall } from "../src/domain/archive/compileCall";
import { decisionVocabulary, type DecisionVocabulary } from "../src/domain/summaries/decisionVocabulary";
import type { Content } from "./content";
import { buildSearchIndex, searchIndexParts, type BuiltSearchIndex } from "../src/domain/search/calendarIndex";
import { SEARCH_PARTS_FOLDER } from "../src/domain/search/indexParts";
import { callSearchDocuments } from "../src/domain/search/callDocuments";
import { decisionsView } from "../src/domain/summaries/decisionsView";
import type { ArchiveCall } from "../src/domain/eips/eipArchive";
import type { RegisteredCall } from "../src/schemas/content";

export type ArchiveStats = {
  callsWithFiles: number;
  files: number;
  bytes: number;
  searchDocs: number;
  warnings: string[];
};

/** What the decision rules know, from content: the catalogue's EIPs and names, the upgrades. */
export function contentVocabulary(content: Pick<Content, "eips" | "eipAliases" | "upgrades">): DecisionVocabulary {
  return decisionVocabulary(content.eips, content.eipAliases, content.upgrades);
}

/**
 * Compiles every registered call; a call with no folder still gets an (empty) bundle. Never throws on bad files.
 * `vocabulary` (from content) is what the rules reading decisions from TL;DRs know.
 */
export function compileArchive(
  archiveDir: string,
  registry: readonly RegisteredCall[],
  now: Date,
  vocabulary: DecisionVocabulary,
): { compiled: CompiledCall[]; stats: ArchiveStats; searchIndex: BuiltSearchIndex; archiveCalls: ArchiveCall[] } {
  const folders = indexFolders(archiveDir);
  const stats: ArchiveStats = { callsWithFiles: 0, files: 0, bytes: 0, searchDocs: 0, warnings: [] };
  const compiled = registry.map((call) => {
    const folder = folders.get(`${call.type}/${call.number}`);
    const files = folder ? readFolder(folder) : new Map<string, string>();
    if (files.size > 0) stats.callsWithFiles++;
    stats.files += files.size;
    for (const text of files.values()) stats.bytes += Buffer.byteLength(text);
    const result = compileCall(call, files, vocabulary);
    const where = folder ? relative(process.cwd(), folder) : `${call.type}/${call.number}`;
    stats.warnings.push(...result.warnings.map((warning) => `${where}/${warning}`));
    return result;
  });
  // The search documents are what each call page shows, line by line: the EIP index reads the same lines.
  // A breakout held inside a call is a page of its own, so it is searched and linked as one.
  const archiveCalls = compiled.flatMap(callPages).map(({ ref, bundle, summaries }) => ({
    call: ref,
    docs: callSearchDocuments(ref, bundle, summaries),
    decisions: decisionsView(summaries.keyDecisions, ""),
  }));
  const docs = archiveCalls.flatMap((archived) => archived.docs);
  stats.searchDocs = docs.length;
  return { compiled, stats, searchIndex: buildSearchIndex(docs, now.toISOString()), archiveCalls };
}

export function writeArchiveOutputs(
  generatedDir: string,
  publicDir: string,
  compiled: readonly CompiledCall[],
  searchIndex: BuiltSearchIndex,
): void {
  const bundleRoot = join(publicDir, CALL_BUNDLE_FOLDER);
  const summaryRoot = join(generatedDir, "calls");
  rmSync(bundleRoot, { recursive: true, force: true });
  rmSync(summaryRoot, { recursive: true, force: true });
  mkdirSync(summaryRoot, { recursive: true });
  for (const { ref, bundle, summaries } of compiled.flatMap(callPages)) {
    const bundleFile = join(bundleRoot, `${callKey(ref)}.json`);
    mkdirSync(dirname(bundleFile), { recursive: true });
    writeFileSync(bundleFile, JSON.stringify(bundle));
    writeFileSync(join(summaryRoot, callSummariesFile(ref)), JSON.stringify(summaries));
  }
  writeSearchIndex(publicDir, searchIndex);
}

function writeSearchIndex(publicDir: string, searchIndex: BuiltSearchIndex): void {
  const dataDir = dirname(join(publicDir, SEARCH_INDEX_FILE));
  rmSync(join(dataDir, SEARCH_PARTS_FOLDER), { recursive: true, force: true });
  const folders = new Set<string>();
  for (const [path, content] of searchIndexParts(searchIndex)) {
    const file = join(dataDir, path);
    const folder = dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    writeFileSync(file, JSON.stringify(content));
  }
  writeFileSync(join(publicDir, SEARCH_INDEX_FILE), JSON.stringify(searchIndex.head));
}

// "acdc/2025-04-03_154" (or an unpadded "_47") → absolute folder, keyed "acdc/154".
function indexFolders(archiveDir: string): Map<string, string> {
  const folders = new Map<string, string>();
  if (!existsSync(archiveDir)) return folders;
  for (const series of readdirSync(archiveDir, { withFileTypes: true })) {
    if (!series.isDirectory()) continue;
    for (const folder of readdirSync(join(archiveDir, series.name), { withFileTypes: true })) {
      const match = /^\d{4}-\d{2}-\d{2}_(\d+)$/.exec(folder.name);
      if (folder.isDirectory() && match?.[1])
        folders.set(`${series.name}/${padCallNumber(match[1])}`, join(archiveDir, series.name, folder.name));
    }
  }
  return folders;
}

function readFolder(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    // Sync writes "name.partial" then renames; a leftover partial is not an artifact.
    if (entry.isFile() && !entry.name.includes(".partial"))
      files.set(entry.name, readFileSync(join(folder, entry.name), "utf8"));
  }
  return files;
}
