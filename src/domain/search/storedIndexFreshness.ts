import type { StoredSearchIndex } from "~/schemas/searchIndex";

// When a copy of the calendar search index kept in the browser may be used instead of downloading it
// again (SPEC §9, SPEC-NOTES decision 7): a copy is used as is while it has the version this build
// searches with and was stored less than 24 hours ago.

export const SEARCH_INDEX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type StoredIndexStamp = Pick<StoredSearchIndex, "version" | "storedAt">;

export type StoredIndexVerdict = "fresh" | "missing" | "other-version" | "expired";

export function judgeStoredIndex(
  stamp: StoredIndexStamp | null,
  expectedVersion: string,
  now: number,
): StoredIndexVerdict {
  if (!stamp) return "missing";
  if (stamp.version !== expectedVersion) return "other-version";
  const age = now - stamp.storedAt;
  // A copy stamped in the future (the clock was turned back) has no trustworthy age: fetch anew.
  if (!Number.isFinite(age) || age < 0 || age >= SEARCH_INDEX_MAX_AGE_MS) return "expired";
  return "fresh";
}

/** SPEC §7: the browser database is '{product}_search'. */
export function searchDatabaseName(productName: string): string {
  return `${productName.trim().toLowerCase().replace(/\s+/g, "-")}_search`;
}
