import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReviews } from "../../pipeline/checkReviews";
import { gitBlobId } from "../../pipeline/eipsRepo";
import { readContent } from "../../pipeline/readContent";
import { readEipSpecs, type EipSpec } from "../../pipeline/readEipSpecs";
import { syncEips } from "../../pipeline/syncEips";
import type { SiteEip } from "../../src/schemas/site";

// The reviews of content/eips against the real EIPs history (../shared/corpus/eips-2026-05.bundle), synced as the
// build's clone is: partial, so a file's history must be read from commits and trees alone. The bundle ends in
// May 2026 and the reviews read the specs of Aug 2026: the clone is older than most reviewed specs, and no review
// may be called stale for it. Then the rule is replayed on the real histories: each spec as if reviewed at an older
// version, the change found checked against git's own answer.
const BUNDLE = resolve("..", "shared", "corpus", "eips-2026-05.bundle");
const hasBundle = existsSync(BUNDLE);
const root = hasBundle ? mkdtempSync(join(tmpdir(), "forkline-reviews-")) : "";
const clone = join(root, "eips");

const git = (...args: string[]) => execFileSync("git", ["-C", clone, ...args], { encoding: "utf8" }).trim();
const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

describe.skipIf(!hasBundle)("reviews against the real EIPs history", () => {
  const eips = readContent(resolve("content")).eips;
  const specs = readEipSpecs(resolve("content"));
  /** For each reviewed EIP the clone has, every version on the first-parent history: [commit, blob], oldest first. */
  const histories = new Map<number, [string, string][]>();
  /** The bytes of each such version, read while the clone's source can still be reached. */
  const bytes = new Map<string, Buffer>();

  beforeAll(() => {
    syncEips(BUNDLE, clone);
    for (const eip of eips) {
      const path = `EIPS/eip-${eip.id}.md`;
      if (!existsSync(join(clone, path))) continue;
      const commits = git("log", "--first-parent", "--format=%H", "HEAD", "--", path).split("\n").reverse();
      const versions = commits.map((commit): [string, string] => [commit, git("rev-parse", `${commit}:${path}`)]);
      histories.set(eip.id, versions);
      for (const [, blob] of versions)
        bytes.set(blob, execFileSync("git", ["-C", clone, "cat-file", "blob", blob], { maxBuffer: 64 << 20 }));
    }
    // From here on the clone cannot fetch: checking the reviews must read what a partial clone holds, offline.
    git("remote", "set-url", "origin", join(root, "gone"));
  }, 300_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("names git's blobs as git does, on the real spec files", () => {
    let compared = 0;
    for (const [id, spec] of specs) {
      const versions = histories.get(id);
      if (!versions?.some(([, blob]) => blob === spec.gitBlob)) continue;
      compared++;
      expect(gitBlobId(bytes.get(spec.gitBlob)!)).toBe(spec.gitBlob);
    }
    for (const [blob, content] of bytes) expect(gitBlobId(content)).toBe(blob);
    expect(compared).toBeGreaterThan(0);
  });

  it("never calls a review stale when the clone is older than the spec it read, and reports each by name", () => {
    const { eips: checked, lines } = checkReviews(clone, eips, specs);
    console.log(lines.join("\n"));
    expect(lines[0]).toMatch(/^\d+ reviews checked against the EIPs clone: \d+ current, \d+ stale/);
    for (const eip of checked) {
      if (!eip.reviewStale) continue;
      // Stale only where the clone holds the reviewed version and a later commit changed it.
      const versions = histories.get(eip.id) ?? [];
      const reviewed = versions.findLastIndex(([, blob]) => blob === specs.get(eip.id)?.gitBlob);
      expect(reviewed, `EIP-${eip.id}`).toBeGreaterThanOrEqual(0);
      const later = versions.slice(reviewed + 1).map(([commit]) => git("log", "-1", "--format=%H %B", commit));
      expect(later.some((commit) => commit.includes(eip.reviewStale!.commit))).toBe(true);
    }
    // Every reviewed EIP is either current, stale or named as not checked.
    const named = new Set(lines.flatMap((line) => [...line.matchAll(/EIP-(\d+)/g)].map((m) => Number(m[1]))));
    const current = checked.filter(
      (eip) =>
        eip.review &&
        existsSync(join(clone, "EIPS", `eip-${eip.id}.md`)) &&
        createHash("sha256")
          .update(bytes.get(git("rev-parse", `HEAD:EIPS/eip-${eip.id}.md`)) ?? "")
          .digest("hex") === eip.review.specSha256,
    );
    for (const eip of checked.filter((e) => e.review))
      expect(current.includes(eip) || named.has(eip.id), `EIP-${eip.id}`).toBe(true);
    expect(lines[0]).toContain(`${current.length} current`);
  });

  it("finds, for a spec reviewed at an older version, the first later commit that changed it, with its day", () => {
    let replayed = 0;
    // Round r takes each spec's r-th version (oldest first) as the one its review read: one check of all specs a round.
    for (let round = 0; round < 4; round++) {
      const asReviewed = new Map<number, EipSpec>();
      const reviewed: SiteEip[] = [];
      for (const [id, versions] of histories) {
        const blob = [...new Set(versions.map(([, v]) => v))].slice(0, -1)[round];
        const eip = eips.find((candidate) => candidate.id === id);
        if (!blob || !eip?.review) continue;
        const content = bytes.get(blob)!;
        const sha256 = createHash("sha256").update(content).digest("hex");
        asReviewed.set(id, { text: content.toString("utf8"), sha256, gitBlob: blob });
        reviewed.push({ ...eip, review: { ...eip.review, specSha256: sha256 } });
      }
      for (const result of checkReviews(clone, reviewed, asReviewed).eips) {
        const versions = histories.get(result.id)!;
        const blob = asReviewed.get(result.id)!.gitBlob;
        const last = versions.findLastIndex(([, v]) => v === blob);
        const change = versions.slice(last + 1).find(([, v]) => v !== blob);
        if (!change) {
          // The checked-out text is this version again: current, not stale.
          expect(result.reviewStale).toBeUndefined();
          continue;
        }
        // The bundle's commits name the ethereum/EIPs commit they copy (Upstream-Commit:): the link goes there.
        const upstream = /^Upstream-Commit: ([0-9a-f]{40})$/m.exec(git("log", "-1", "--format=%B", change[0]))?.[1];
        expect(result.reviewStale, `EIP-${result.id} reviewed at ${blob}`).toEqual({
          commit: upstream ?? change[0],
          since: day(git("log", "-1", "--format=%cI", change[0])),
        });
        replayed++;
      }
    }
    console.log(`replayed ${replayed} older reviews on ${histories.size} real spec histories`);
    expect(replayed).toBeGreaterThan(20);
  }, 300_000);
});
