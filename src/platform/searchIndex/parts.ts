import type { PostingLookup } from "~/domain/search/calendarSearch";
import { chunkOf, chunkPath, chunkRows, ownIndexOf, postingPath } from "~/domain/search/indexParts";
import {
  parseDocChunk,
  parsePostingFile,
  type DocRow,
  type PostingFile,
  type SearchIndexHead,
} from "~/schemas/searchIndex";

// The search worker's reader of the index's parts (posting files and doc chunks, see indexParts.ts):
// each is downloaded once, when a query first needs it, checked against the head, and kept in memory.
// The browser's HTTP cache keeps them across visits: their folder is named after their content.

/** A part the head names is not on the server: the head is of an earlier build. */
export class SearchPartMissing extends Error {
  override name = "SearchPartMissing";
}

export type PartReader = {
  postings(keys: readonly string[]): Promise<PostingLookup>;
  rows(ids: readonly number[]): Promise<(id: number) => DocRow>;
};

export function partReader(head: SearchIndexHead, dataUrl: string): PartReader {
  const files = new Map<string, Promise<unknown>>();
  const ownIndex = ownIndexOf(head.parts);
  const docCount = head.types.length;

  function part<T>(path: string, parse: (raw: unknown) => T): Promise<T> {
    let file = files.get(path) as Promise<T> | undefined;
    if (!file) {
      file = fetchJson(`${dataUrl}${path}`).then((raw) => parse(raw));
      // A failed part is asked for again by the next query, not remembered as failed.
      file.catch(() => files.delete(path));
      files.set(path, file);
    }
    return file;
  }

  async function fetchJson(url: string): Promise<unknown> {
    const response = await fetch(url);
    if (response.status === 404) throw new SearchPartMissing(`${url} is missing`);
    if (!response.ok) throw new Error(`Failed to fetch: ${response.status}`);
    return response.json();
  }

  const postingFile = (path: string) =>
    part(path, (raw): PostingFile => {
      const parsed = parsePostingFile(raw, docCount);
      if ("problem" in parsed) throw new Error(`the search index part ${path} is invalid: ${parsed.problem}`);
      return parsed.file;
    });

  const chunk = (index: number) => {
    const path = chunkPath(head.parts, index);
    return part(path, (raw): DocRow[] => {
      const parsed = parseDocChunk(raw, chunkRows(head.parts, docCount, index));
      if ("problem" in parsed) throw new Error(`the search index part ${path} is invalid: ${parsed.problem}`);
      return parsed.rows;
    });
  };

  return {
    async postings(keys) {
      const found = new Map<string, readonly number[]>();
      await Promise.all(
        keys.map(async (key) => {
          const file = await postingFile(postingPath(head.parts, key, ownIndex));
          // Object.hasOwn: keys such as "constructor" must not reach Object.prototype.
          if (Object.hasOwn(file, key)) found.set(key, file[key] ?? []);
        }),
      );
      return (key) => found.get(key);
    },
    async rows(ids) {
      const chunks = [...new Set(ids.map((id) => chunkOf(head.parts, id)))];
      const loaded = new Map(await Promise.all(chunks.map(async (index) => [index, await chunk(index)] as const)));
      return (id) => loaded.get(chunkOf(head.parts, id))?.[id % head.parts.chunkSize] ?? [0, "", ""];
    },
  };
}
