import { judgeStoredIndex } from "~/domain/search/storedIndexFreshness";
import { SEARCH_INDEX_VERSION, type SearchIndexHead, type StoredSearchIndex } from "~/schemas/searchIndex";
import type { LoadTimings } from "./messages";
import { clearStoredSearchIndex, readStoredSearchIndex, sha256Hex, writeStoredSearchIndex } from "./store";

// The search worker's stored copy of the index head: when one may be used, and how it is kept.

/**
 * A stored copy that is fresh (SPEC §9: this version, stored less than 24 hours ago) and valid, else
 * null. `validate` parses and checks a copy that is not a verified one. Storage failures are logged,
 * never fatal: the caller downloads instead.
 */
export async function readFreshStoredIndex(
  databaseName: string,
  timings: LoadTimings,
  validate: (json: string) => SearchIndexHead,
): Promise<SearchIndexHead | null> {
  try {
    const started = performance.now();
    const stored = await readStoredSearchIndex(databaseName);
    timings.fetchMs = performance.now() - started;
    const verdict = judgeStoredIndex(stored, SEARCH_INDEX_VERSION, Date.now());
    if (!stored || verdict !== "fresh") return null;
    const checking = performance.now();
    const verified = await isVerifiedCopy(stored);
    timings.validateMs = performance.now() - checking;
    if (verified) return parseVerifiedIndex(stored.indexJson, timings);
    return validate(stored.indexJson);
  } catch (error) {
    console.error("Search index load error: using a downloaded copy instead of the stored one", error);
    return null;
  }
}

// Validating the index against its schema is the slowest step of a load (some 170 ms on a fast
// machine, four times that on a slow phone), and a stored copy would pay it on every visit. So a copy
// is stored with the SHA-256 of its bytes and the URL of the search worker script, whose file name carries
// a hash of its code (schema included). A stored copy whose bytes still hash the same and that this
// same script validated is those validated bytes: checking the hash (a few ms, native) replaces the
// second validation. Anything else (another build, a changed or truncated copy, no Web Crypto) is
// validated in full.
async function isVerifiedCopy(stored: StoredSearchIndex): Promise<boolean> {
  if (stored.validatedBy !== self.location.href || !stored.sha256) return false;
  const digest = await sha256Hex(stored.indexJson);
  if (digest === stored.sha256) return true;
  console.error("Search index load error: the stored copy does not match its checksum; validating it in full");
  return false;
}

function parseVerifiedIndex(json: string, timings: LoadTimings): SearchIndexHead {
  const started = performance.now();
  // Trusted without a second schema pass: isVerifiedCopy proved these are bytes this same worker script validated.
  const index: SearchIndexHead = JSON.parse(json);
  timings.parseMs = performance.now() - started;
  if (index.version !== SEARCH_INDEX_VERSION) throw new Error("the stored search index has another version");
  return index;
}

export async function storeIndex(databaseName: string, index: SearchIndexHead, json: string): Promise<void> {
  try {
    const sha256 = await sha256Hex(json);
    await writeStoredSearchIndex(databaseName, {
      version: index.version,
      lastUpdated: index.lastUpdated,
      storedAt: Date.now(),
      indexJson: json,
      ...(sha256 ? { sha256, validatedBy: self.location.href } : {}),
    });
  } catch (error) {
    console.error("Search index save error: searching from memory only", error);
  }
}

/** Forgets the stored copy (one whose parts are gone), so the next load downloads. Failures are logged. */
export async function clearStoredIndex(databaseName: string): Promise<void> {
  try {
    await clearStoredSearchIndex(databaseName);
  } catch (error) {
    console.error("Search index clear error", error);
  }
}
