import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMetaEips, fileRevisions } from "./eipsRepo";
import { eipsDir } from "./paths";
import { eipsSource, syncEips, UPSTREAM_EIPS } from "./syncEips";

// A small repository of our own, in the layout of ethereum/EIPs, synced with real git.
const root = mkdtempSync(join(tmpdir(), "forkline-eips-"));
const upstream = join(root, "upstream");
const clone = join(root, "clone");

const meta = (lists: string) =>
  `---\neip: 9000\ntitle: Hardfork Meta - Testfork\nstatus: Draft\ntype: Meta\n---\n\n## Specification\n\n${lists}\n`;

function commit(files: Record<string, string>, message: string, date: string): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(upstream, "EIPS"), { recursive: true });
    writeFileSync(join(upstream, path), text);
  }
  execFileSync("git", ["add", "-A"], { cwd: upstream });
  execFileSync("git", ["commit", "-q", "-m", message], {
    cwd: upstream,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

beforeAll(() => {
  mkdirSync(upstream);
  execFileSync("git", ["init", "-q", "-b", "master"], { cwd: upstream });
  execFileSync("git", ["config", "user.email", "t@example.invalid"], { cwd: upstream });
  execFileSync("git", ["config", "user.name", "Test"], { cwd: upstream });
  mkdirSync(join(upstream, "assets"));
  writeFileSync(join(upstream, "assets", "big.txt"), "not an EIP\n");
  commit(
    {
      "EIPS/eip-9000.md": meta("### Proposed for Inclusion\n\n* [EIP-1](./eip-1.md): One"),
      "EIPS/eip-1.md": "---\neip: 1\ntitle: One\n---\n",
    },
    "Add meta",
    "2026-01-05T10:00:00Z",
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("syncEips", () => {
  it("checks out EIPS/ but no other folder, and finds the meta EIP by its title", () => {
    const result = syncEips(upstream, clone);
    expect(result.previousHead).toBeNull();
    expect(result.metaEips).toEqual([9000]);
    expect(existsSync(join(clone, "EIPS", "eip-9000.md"))).toBe(true);
    expect(existsSync(join(clone, "assets"))).toBe(false);
    expect(findMetaEips(clone).map((m) => m.upgrade)).toEqual(["Testfork"]);
  });

  it("changes nothing, quickly, when nothing is new", () => {
    const before = syncEips(upstream, clone);
    const again = syncEips(upstream, clone);
    expect(again.head).toBe(before.head);
    expect(again.previousHead).toBe(before.head);
    expect(again.ms).toBeLessThan(5000);
  });

  it("takes new commits and keeps every version readable", () => {
    commit(
      { "EIPS/eip-9000.md": meta("### Considered for Inclusion\n\n1. [EIP-1](./eip-1.md): One") },
      "Unrelated message",
      "2026-02-01T10:00:00Z",
    );
    const result = syncEips(upstream, clone);
    expect(result.head).not.toBe(result.previousHead);
    const revisions = fileRevisions(clone, "EIPS/eip-9000.md");
    expect(revisions.map((r) => r.date)).toEqual(["2026-01-05", "2026-02-01"]);
    expect(revisions[1]?.text).toContain("Considered for Inclusion");
    // A plain clone has no Upstream-Commit trailer: a revision links to its own commit.
    expect(revisions[1]?.upstreamCommit).toBe(revisions[1]?.commit);
  });

  it("keeps the last clone when the source is not a repository", () => {
    const head = syncEips(upstream, clone).head;
    const notRepo = join(root, "not-a-repo");
    mkdirSync(notRepo, { recursive: true });
    expect(() => syncEips(notRepo, clone)).toThrow(
      /could not read the EIPs repository at .*not-a-repo.*last clone is kept/,
    );
    expect(syncEips(upstream, clone).previousHead).toBe(head);
  });

  it("keeps the last clone when the source is unreachable", () => {
    const before = readFileSync(join(clone, "EIPS", "eip-9000.md"), "utf8");
    expect(() => syncEips("http://127.0.0.1:9/EIPs.git", clone)).toThrow(
      /could not read the EIPs repository at http:\/\/127\.0\.0\.1:9/,
    );
    expect(readFileSync(join(clone, "EIPS", "eip-9000.md"), "utf8")).toBe(before);
  });

  it("leaves no folder behind when a first clone fails, and refuses a folder that is not a clone", () => {
    const target = join(root, "never");
    expect(() => syncEips(join(root, "missing"), target)).toThrow(/could not read/);
    expect(existsSync(target)).toBe(false);
    const occupied = join(root, "occupied");
    mkdirSync(occupied);
    writeFileSync(join(occupied, "notes.txt"), "mine");
    expect(() => syncEips(upstream, occupied)).toThrow(/not a git clone/);
    expect(readFileSync(join(occupied, "notes.txt"), "utf8")).toBe("mine");
  });
});

describe("the command line", () => {
  it("defaults to the real repository and to eips/", () => {
    expect(eipsSource(["node", "sync", "--eips"])).toBe(UPSTREAM_EIPS);
    expect(eipsSource(["node", "sync", "--eips", "--eips-dir", "x"])).toBe(UPSTREAM_EIPS);
    expect(eipsSource(["node", "sync", "--eips", "../x.bundle"])).toBe("../x.bundle");
    expect(eipsSource(["node", "sync"])).toBeNull();
    expect(eipsDir(["node", "sync", "--eips-dir", "/tmp/e"])).toBe("/tmp/e");
  });
});
