// Each plain-language text's review against the EIPs clone (domain/eips/reviewStale.ts): the spec checked out now,
// and, only where it differs from the reviewed one, the file's history with real git.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkReview, reviewReport, type ReviewCheck } from "../src/domain/eips/reviewStale";
import type { SiteEip } from "../src/schemas/site";
import { fileRevisions } from "./eipsRepo";

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

export interface CheckedReviews {
  eips: SiteEip[];
  /** For the build report: a count, then every review not current, by name. */
  lines: string[];
}

/** The EIPs with `reviewStale` set where the clone holds a version of the spec committed after the reviewed one. */
export function checkReviews(dir: string, eips: readonly SiteEip[]): CheckedReviews {
  const checks = new Map<number, ReviewCheck>();
  for (const eip of eips) {
    if (!eip.review) continue;
    const path = `EIPS/eip-${eip.id}.md`;
    const file = join(dir, path);
    const current = existsSync(file) ? sha256(readFileSync(file)) : undefined;
    const revisions =
      current === undefined || current === eip.review.specSha256
        ? []
        : fileRevisions(dir, path).map((r) => ({
            upstreamCommit: r.upstreamCommit,
            date: r.date,
            sha256: sha256(r.text),
          }));
    checks.set(eip.id, checkReview(eip.review.specSha256, current, revisions));
  }
  const lines = reviewReport(checks);
  return {
    eips: eips.map((eip) => {
      const check = checks.get(eip.id);
      return check?.state === "stale" ? { ...eip, reviewStale: { since: check.since, commit: check.commit } } : eip;
    }),
    lines,
  };
}
