import type { SearchIndexHead } from "~/schemas/searchIndex";

// Where each part of the split calendar search index lives, under the site's /data/ folder. The build
// (calendarIndex.ts) writes the parts there and the search worker reads them back by the same rules.

export const SEARCH_PARTS_FOLDER = "search";

/** Each pair of tokens in a row, as one posting key ("blob schedule"): what SPEC's phrase bonus is decided from. */
export function pairKeys(tokens: readonly string[]): string[] {
  const pairs = new Set<string>();
  for (let i = 1; i < tokens.length; i++) pairs.add(`${tokens[i - 1]} ${tokens[i]}`);
  return [...pairs];
}

/** FNV-1a over UTF-16 code units: the same number in Node and every browser. */
export function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

type Parts = SearchIndexHead["parts"];

export function postingPath(parts: Parts, key: string, ownIndex: ReadonlyMap<string, number>): string {
  const own = ownIndex.get(key);
  if (own !== undefined) return `${SEARCH_PARTS_FOLDER}/${parts.id}/w/${own}.json`;
  return sharedPostingPath(parts, keyHash(key) % parts.shards);
}

/** The file the keys of shard `shard` share (written also when no key falls in it). */
export function sharedPostingPath(parts: Parts, shard: number): string {
  return `${SEARCH_PARTS_FOLDER}/${parts.id}/p/${shard}.json`;
}

export function chunkOf(parts: Parts, docId: number): number {
  return Math.floor(docId / parts.chunkSize);
}

export function chunkPath(parts: Parts, chunk: number): string {
  return `${SEARCH_PARTS_FOLDER}/${parts.id}/d/${chunk}.json`;
}

/** How many docs chunk `chunk` holds: chunkSize, or fewer for the last. */
export function chunkRows(parts: Parts, docCount: number, chunk: number): number {
  return Math.max(0, Math.min(parts.chunkSize, docCount - chunk * parts.chunkSize));
}

export function ownIndexOf(parts: Parts): Map<string, number> {
  return new Map(parts.own.map((key, i) => [key, i]));
}
