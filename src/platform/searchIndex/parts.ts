import type { PostingLookup } from "~/domain/search/calendarSearch";
import { chunkOf, chunkPath, chunkRows, ownIndexOf, postingPath } from "~/domain/search/indexParts";
import {
  parseDocChunk,
  parsePostingFile,
  type DocRow,
  type PostingFile,
  type SearchIndexHead,
} from "~/schemas/searchIndex";
import { fetchJson } from "../remote";
import { failureMessage, type Checked } from "../remoteResult";
import { remoteCache, type RemoteCache } from "../remoteCache";

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
  // A failed part is asked for again by the next query, not remembered as failed (remoteCache's rule).
  const postingFiles = remoteCache<PostingFile>();
  const chunks = remoteCache<DocRow[]>();
  const ownIndex = ownIndexOf(head.parts);
  const docCount = head.types.length;

  async function part<T>(files: RemoteCache<T>, path: string, check: (raw: unknown) => Checked<T>): Promise<T> {
    const answer = await files.get(path, () =>
      fetchJson(`${dataUrl}${path}`, (raw) => {
        const checked = check(raw);
        return checked.ok
          ? checked
          : { ok: false, reason: `the search index part ${path} is invalid: ${checked.reason}` };
      }),
    );
    if (answer.ok) return answer.data;
    if (answer.status === 404) throw new SearchPartMissing(`${dataUrl}${path} is missing`);
    throw new Error(answer.reason === "status" ? failureMessage(answer) : answer.detail);
  }

  const postingFile = (path: string) =>
    part(postingFiles, path, (raw): Checked<PostingFile> => {
      const parsed = parsePostingFile(raw, docCount);
      return "problem" in parsed ? { ok: false, reason: parsed.problem } : { ok: true, data: parsed.file };
    });

  const chunk = (index: number) =>
    part(chunks, chunkPath(head.parts, index), (raw): Checked<DocRow[]> => {
      const parsed = parseDocChunk(raw, chunkRows(head.parts, docCount, index));
      return "problem" in parsed ? { ok: false, reason: parsed.problem } : { ok: true, data: parsed.rows };
    });

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
