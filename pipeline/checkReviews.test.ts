import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteEip } from "../src/schemas/site";
import { checkReviews } from "./checkReviews";
import { gitBlobId } from "./eipsRepo";
import type { EipSpec } from "./readEipSpecs";
import { syncEips } from "./syncEips";

// A small repository in the layout of ethereum/EIPs, synced as the build's clone is (partial), then cut off from its
// source: the reviews are checked with real git, offline.
const root = mkdtempSync(join(tmpdir(), "forkline-reviews-"));
const upstream = join(root, "upstream");
const clone = join(root, "clone");

const spec = (id: number, body: string) => `---\neip: ${id}\ntitle: Spec ${id}\n---\n\n${body}\n`;
const git = (args: string[], env: Record<string, string> = {}) =>
  execFileSync("git", args, { cwd: upstream, env: { ...process.env, ...env }, encoding: "utf8" }).trim();

function commit(files: Record<string, string>, message: string, date: string): string {
  mkdirSync(join(upstream, "EIPS"), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(upstream, path), text);
  git(["add", "-A"]);
  git(["commit", "-q", "-m", message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  return git(["rev-parse", "HEAD"]);
}

const reviewed = (text: string): EipSpec => {
  const bytes = Buffer.from(text);
  return { text, sha256: createHash("sha256").update(bytes).digest("hex"), gitBlob: gitBlobId(bytes) };
};

function eip(id: number, specSha256: string): SiteEip {
  return {
    id,
    title: `EIP-${id}: Spec ${id}`,
    status: "Draft",
    description: "",
    author: "A",
    type: "Standards Track",
    createdDate: "2026-01-01",
    forkRelationships: [],
    reviewer: "bot",
    review: { reviewedOn: "2026-03-01", specSha256, verdict: "accurate", changes: [] },
  };
}

const UPSTREAM = "a".repeat(40);
let merge = "";
let change = "";

beforeAll(() => {
  mkdirSync(upstream);
  git(["init", "-q", "-b", "master"]);
  git(["config", "user.email", "t@example.invalid"]);
  git(["config", "user.name", "Test"]);
  commit(
    { "EIPS/eip-1.md": spec(1, "v1"), "EIPS/eip-2.md": spec(2, "v1"), "EIPS/eip-3.md": spec(3, "v1") },
    "Add specs",
    "2026-01-05T10:00:00Z",
  );
  // EIP-1 changes in a commit copied from upstream (its message names the upstream commit).
  change = commit(
    { "EIPS/eip-1.md": spec(1, "v2") },
    `Change 1\n\nUpstream-Commit: ${UPSTREAM}\n`,
    "2026-02-10T23:30:00Z",
  );
  // EIP-3 changes on a branch merged later: on the first-parent history the merge made the change.
  git(["checkout", "-q", "-b", "side", "HEAD~1"]);
  commit({ "EIPS/eip-3.md": spec(3, "v2") }, "Change 3 on a branch", "2026-02-01T10:00:00Z");
  git(["checkout", "-q", "master"]);
  git(["merge", "-q", "--no-ff", "-m", "Merge side", "side"], {
    GIT_AUTHOR_DATE: "2026-02-20T10:00:00Z",
    GIT_COMMITTER_DATE: "2026-02-20T10:00:00Z",
  });
  merge = git(["rev-parse", "HEAD"]);
  syncEips(upstream, clone);
  renameSync(upstream, join(root, "gone"));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("checkReviews", () => {
  it("marks only the reviews whose spec a later commit changed, with that commit and its day, offline", () => {
    const specs = new Map([
      [1, reviewed(spec(1, "v1"))],
      [2, reviewed(spec(2, "v1"))],
      [3, reviewed(spec(3, "v1"))],
      [4, reviewed(spec(4, "v1"))],
    ]);
    const eips = [1, 2, 3, 4].map((id) => eip(id, specs.get(id)!.sha256));
    const { eips: checked, lines } = checkReviews(clone, eips, specs);
    expect(checked.map((e) => e.reviewStale)).toEqual([
      { since: "2026-02-10", commit: UPSTREAM },
      undefined,
      { since: "2026-02-20", commit: merge },
      undefined,
    ]);
    expect(change).not.toBe(UPSTREAM);
    expect(lines).toEqual([
      "4 reviews checked against the EIPs clone: 1 current, 2 stale (the pages say so), 1 not checked",
      `stale review: EIP-1's text was reviewed against an older EIPS/eip-1.md, changed on 2026-02-10 in https://github.com/ethereum/EIPs/commit/${UPSTREAM}`,
      `stale review: EIP-3's text was reviewed against an older EIPS/eip-3.md, changed on 2026-02-20 in https://github.com/ethereum/EIPs/commit/${merge}`,
      "review not checked: the EIPs clone has no spec file for EIP-4",
    ]);
  });

  it("claims nothing for a reviewed version the history lacks or a review content/eip-specs no longer holds", () => {
    const newer = reviewed(spec(1, "v3, newer than the clone"));
    const { eips: checked, lines } = checkReviews(
      clone,
      [eip(1, newer.sha256), eip(2, "f".repeat(64))],
      new Map([
        [1, newer],
        [2, reviewed(spec(2, "v1"))],
      ]),
    );
    expect(checked.every((e) => e.reviewStale === undefined)).toBe(true);
    expect(lines.slice(1)).toEqual([
      "review not checked: content/eip-specs no longer holds the spec version the review read for EIP-2",
      "review not checked: the reviewed version of the spec is not in the synced history of EIP-1",
    ]);
  });

  it("says nothing without reviews", () => {
    expect(checkReviews(clone, [{ ...eip(1, "a".repeat(64)), review: undefined }], new Map())).toEqual({
      eips: [{ ...eip(1, "a".repeat(64)), review: undefined }],
      lines: [],
    });
  });
});
