import { statSync } from "node:fs";
import { join } from "node:path";
import { SEARCH_INDEX_FILE } from "~/domain/calls/servedFiles";

// Read while prerendering /calls, never in a browser. The search index is served compressed, and a
// compressed response's Content-Length says nothing about the decoded bytes a stream yields, so the
// page carries the file's real size for the 'Building search index...' percent.
const INDEX_FILE = SEARCH_INDEX_FILE;

/** Bytes of the index file the build ships (its client output first, else the pipeline's), or null. */
export function builtSearchIndexBytes(): number | null {
  const candidates = [join(process.env.FORKLINE_BUILD_DIR ?? "build", "client", INDEX_FILE), join("generated", "public", INDEX_FILE)];
  for (const file of candidates) {
    try {
      return statSync(file).size;
    } catch {
      // Not written there; try the next place.
    }
  }
  return null;
}
