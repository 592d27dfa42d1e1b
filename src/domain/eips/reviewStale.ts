// Whether our plain-language text was reviewed against the spec the EIPs clone has now (issue 33: "A review whose
// spec changed since shows as stale"). Versions are named by their content hash (the pipeline uses git's blob ids, so
// the clone's history is read without a file's contents, offline even in a partial clone). The history of
// EIPS/eip-<n>.md says whether a version was committed after the reviewed one. A clone can be older than the reviewed
// spec (synced in May, reviewed in November): a version the history does not hold is not "changed since": unknown.
import { EIPS_COMMIT_URL } from "~/domain/stages/stageEvidence";
import { formatIsoDate } from "~/domain/time/isoDate";
import type { ReviewStale } from "~/schemas/site";

/** One committed version of a spec file, oldest first, as the clone's history gives it. */
export interface SpecRevision {
  /** The upstream commit that made this version (40 hex). */
  upstreamCommit: string;
  /** The commit's calendar day (YYYY-MM-DD). */
  date: string;
  /** The content hash of the file in that commit (git's blob id). */
  version: string;
}

export type ReviewCheck =
  | { state: "current" }
  | ({ state: "stale" } & ReviewStale)
  /** The clone's checkout has no spec file for the EIP. */
  | { state: "spec-missing" }
  /** Which version the review read is not known (content/eip-specs no longer holds the text it read). */
  | { state: "reviewed-unknown" }
  /** The reviewed version is not among the file's versions in the synced history (the clone is older, or upstream differs). */
  | { state: "not-in-history" }
  /** The history holds the reviewed version as the newest, but the checkout differs from it (an uncommitted edit). */
  | { state: "uncommitted" }
  /** The commit that changed it after the reviewed version has no well-formed id or day. */
  | { state: "unreadable" };

const VERSION = /^[0-9a-f]{40,64}$/;
const COMMIT = /^[0-9a-f]{40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `reviewed`: the version the review read, undefined when not known; `current`: the version the clone has checked out,
 * undefined when it has none; `revisions`: the file's versions oldest first (only needed when current differs). Stale
 * when a version committed after the last one equal to the reviewed version changed the file: since that commit.
 */
export function checkReview(
  reviewed: string | undefined,
  current: string | undefined,
  revisions: readonly SpecRevision[],
): ReviewCheck {
  if (current === undefined) return { state: "spec-missing" };
  const version = reviewed?.trim().toLowerCase() ?? "";
  if (!VERSION.test(version)) return { state: "reviewed-unknown" };
  if (current.trim().toLowerCase() === version) return { state: "current" };
  const same = (r: SpecRevision) => r.version.trim().toLowerCase() === version;
  const last = revisions.findLastIndex(same);
  if (last < 0) return { state: "not-in-history" };
  const change = revisions.slice(last + 1).find((r) => !same(r));
  if (!change) return { state: "uncommitted" };
  // A change git could not name or date cannot be linked to or told: it is reported, not shown.
  if (!COMMIT.test(change.upstreamCommit) || !DAY.test(change.date)) return { state: "unreadable" };
  return { state: "stale", since: change.date, commit: change.upstreamCommit };
}

const UNCHECKED: Record<Exclude<ReviewCheck["state"], "current" | "stale">, string> = {
  "spec-missing": "the EIPs clone has no spec file for",
  "reviewed-unknown": "content/eip-specs no longer holds the spec version the review read for",
  "not-in-history": "the reviewed version of the spec is not in the synced history of",
  uncommitted: "the clone's checked-out spec differs from its last commit, the reviewed version, for",
  unreadable: "the commit that changed the spec after the reviewed version has no readable id or date for",
};

/** The build report's lines: the counts, each stale review with its change, and the reviews not checked, by name. */
export function reviewReport(checks: ReadonlyMap<number, ReviewCheck>): string[] {
  if (checks.size === 0) return [];
  const all = [...checks].sort(([a], [b]) => a - b);
  const stale = all.flatMap(([id, check]) => (check.state === "stale" ? [{ id, ...check }] : []));
  const current = all.filter(([, check]) => check.state === "current").length;
  const lines = [
    `${checks.size} reviews checked against the EIPs clone: ${current} current, ${stale.length} stale (the pages say so), ${checks.size - current - stale.length} not checked`,
    ...stale.map(
      (s) =>
        `stale review: EIP-${s.id}'s text was reviewed against an older EIPS/eip-${s.id}.md, changed on ${s.since} in ${EIPS_COMMIT_URL}${s.commit}`,
    ),
  ];
  for (const [state, why] of Object.entries(UNCHECKED)) {
    const ids = all.filter(([, check]) => check.state === state).map(([id]) => `EIP-${id}`);
    if (ids.length) lines.push(`review not checked: ${why} ${ids.join(", ")}`);
  }
  return lines;
}

/** What a card says under a text reviewed against an older spec: one sentence, and the change linked upstream. */
export interface StaleReviewNote {
  text: string;
  commit: { text: string; url: string };
}

export function staleReviewNote(stale: ReviewStale): StaleReviewNote {
  return {
    text: `Reviewed against an older version of the specification: it changed on ${formatIsoDate(stale.since)}, so this text may be out of date.`,
    commit: { text: `See the change (commit ${stale.commit.slice(0, 7)})`, url: `${EIPS_COMMIT_URL}${stale.commit}` },
  };
}
