import { parseDocChunk, parsePostingFile, type DocRow, type SearchIndexHead } from "~/schemas/searchIndex";
import {
  calendarHit,
  queryKeys,
  rankCalendar,
  type CalendarHit,
  type CalendarSearchOptions,
} from "../search/calendarSearch";
import { chunkOf, chunkPath, chunkRows, ownIndexOf, postingPath } from "../search/indexParts";

/** Reads one part of the search index (a path under the site's /data/ folder) as parsed JSON. */
export type PartReader = (path: string) => Promise<unknown>;

/**
 * The calendar search of a deployed site, ranked exactly as its search page ranks (rankCalendar over the
 * posting lists of the query's keys, then each hit's row from its doc chunk), reading only the parts the
 * query needs. Throws naming a part that is not what the head says.
 */
export async function searchSite(
  head: SearchIndexHead,
  readPart: PartReader,
  query: string,
  options: CalendarSearchOptions,
): Promise<{ hits: CalendarHit[]; total: number }> {
  const ownIndex = ownIndexOf(head.parts);
  const docCount = head.types.length;
  const keys = queryKeys(query);
  const files = new Map<string, Promise<Record<string, number[]>>>();
  const postingFile = (path: string) => {
    let file = files.get(path);
    if (!file) {
      file = readPart(path).then((raw) => {
        const parsed = parsePostingFile(raw, docCount);
        if ("problem" in parsed) throw new Error(`the search index part ${path} is invalid: ${parsed.problem}`);
        return parsed.file;
      });
      files.set(path, file);
    }
    return file;
  };
  const found = new Map<string, readonly number[]>();
  await Promise.all(
    keys.map(async (key) => {
      const file = await postingFile(postingPath(head.parts, key, ownIndex));
      if (Object.hasOwn(file, key)) found.set(key, file[key] ?? []);
    }),
  );
  const { ranked, total } = rankCalendar(head, (key) => found.get(key), query, options);
  const chunks = new Map<number, DocRow[]>();
  for (const chunk of new Set(ranked.map((doc) => chunkOf(head.parts, doc.id)))) {
    const path = chunkPath(head.parts, chunk);
    const parsed = parseDocChunk(await readPart(path), chunkRows(head.parts, docCount, chunk));
    if ("problem" in parsed) throw new Error(`the search index part ${path} is invalid: ${parsed.problem}`);
    chunks.set(chunk, parsed.rows);
  }
  const hits = ranked.map((doc) =>
    calendarHit(head, doc, chunks.get(chunkOf(head.parts, doc.id))?.[doc.id % head.parts.chunkSize] ?? [0, "", ""]),
  );
  return { hits, total };
}
