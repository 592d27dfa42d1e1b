// Each plain-language text's review against the EIPs clone (domain/eips/reviewStale.ts). The spec checked out now
// settles most; only where it differs from the reviewed one is the file's history read, with real git, by blob id:
// commits and trees only, which a partial clone holds, so the build stays offline.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkReview, reviewReport, type ReviewCheck } from "../src/domain/eips/reviewStale";
import type { SiteEip } from "../src/schemas/site";
import { fileVersions, gitBlobId } from "./eipsRepo";
import type { EipSpec } from "./readEipSpecs";

const specPath = (id: number) => `EIPS/eip-${id}.md`;

export interface CheckedReviews {
  eips: SiteEip[];
  /** For the build report: the counts, each stale review, and the reviews not checked, by name. */
  lines: string[];
}

/**
 * `reviewedSpecs`: content/eip-specs (readEipSpecs), where the version each review read is kept. Returns the EIPs with
 * `reviewStale` set where the clone holds a version of the spec committed after the reviewed one.
 */
export function checkReviews(
  dir: string,
  eips: readonly SiteEip[],
  reviewedSpecs: ReadonlyMap<number, EipSpec>,
): CheckedReviews {
  const checks = new Map<number, ReviewCheck>();
  const changed: { id: number; reviewed: string | undefined; current: string }[] = [];
  for (const eip of eips) {
    if (!eip.review) continue;
    const file = join(dir, specPath(eip.id));
    const bytes = existsSync(file) ? readFileSync(file) : undefined;
    if (!bytes) checks.set(eip.id, checkReview(undefined, undefined, []));
    else if (createHash("sha256").update(bytes).digest("hex") === eip.review.specSha256)
      checks.set(eip.id, { state: "current" });
    else {
      const spec = reviewedSpecs.get(eip.id);
      changed.push({
        id: eip.id,
        reviewed: spec?.sha256 === eip.review.specSha256 ? spec.gitBlob : undefined,
        current: gitBlobId(bytes),
      });
    }
  }
  const histories = fileVersions(
    dir,
    changed.map(({ id }) => specPath(id)),
  );
  for (const { id, reviewed, current } of changed) {
    const revisions = (histories.get(specPath(id)) ?? []).map((v) => ({ ...v, version: v.blob }));
    checks.set(id, checkReview(reviewed, current, revisions));
  }
  return {
    eips: eips.map((eip) => {
      const check = checks.get(eip.id);
      return check?.state === "stale" ? { ...eip, reviewStale: { since: check.since, commit: check.commit } } : eip;
    }),
    lines: reviewReport(checks),
  };
}
