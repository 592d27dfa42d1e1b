// `npm run sync -- --eips [URL or path] [--eips-dir DIR]`: keeps a local clone of ethereum/EIPs current, incrementally.
// The clone is partial (no file contents until asked for: --filter=blob:none) and checks out only EIPS/, the spec
// files whose headers the site shows. After each fetch it reads every version of the upgrade meta EIPs once, so that
// their contents are local and the build can derive stages offline. A failed clone or fetch changes nothing: a first
// clone is made beside the destination and renamed into place; a fetch that fails keeps the last clone as it was.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { findMetaEips } from "./eipsRepo";
import { eipsDir } from "./paths";

export const UPSTREAM_EIPS = "https://github.com/ethereum/EIPs.git";
const GIT_TIMEOUT_MS = 300_000;

export class EipsSyncError extends Error {}

export interface EipsSyncResult {
  dir: string;
  head: string;
  previousHead: string | null;
  metaEips: number[];
  ms: number;
}

function git(args: string[], cwd?: string): string {
  const result = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    timeout: GIT_TIMEOUT_MS,
    maxBuffer: 256 * 1024 * 1024,
    // Never ask for a password or host key: an unreachable source must fail, not wait for a person.
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_SSH_COMMAND: "ssh -o BatchMode=yes" },
  });
  if (result.error) throw new EipsSyncError(`git ${args[0]} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    const said = result.stderr
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("hint:"));
    throw new EipsSyncError(said.at(-1) ?? `git ${args[0]} exited with ${result.status}`);
  }
  return result.stdout;
}

/** A local path is given to git as an absolute path, so that the clone still finds it from its own folder. */
function sourceFor(source: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source) || /^[^/\s]+@[^:\s]+:/.test(source)) return source;
  return resolve(source);
}

function isClone(dir: string): boolean {
  if (!existsSync(dir)) return false;
  try {
    return git(["rev-parse", "--show-toplevel"], dir).trim() === resolve(dir);
  } catch {
    return false;
  }
}

function headOf(dir: string): string {
  return git(["rev-parse", "HEAD"], dir).trim();
}

/** Brings every version of the meta EIPs into the partial clone, in one batch per file list. */
function prefetchMetaHistories(dir: string): number[] {
  const metas = findMetaEips(dir);
  if (metas.length) git(["log", "--format=%H", "-p", "--", ...metas.map((meta) => meta.path)], dir);
  return metas.map((meta) => meta.eip);
}

/** The source's default branch; a bundle names no HEAD, so then its master or main, or its only branch. */
function defaultBranch(source: string): string {
  const symbolic = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(git(["ls-remote", "--symref", source, "HEAD"]))?.[1];
  if (symbolic) return symbolic;
  const branches = git(["ls-remote", "--heads", source])
    .split("\n")
    .map((line) => line.split("refs/heads/")[1])
    .filter((name) => name !== undefined);
  const branch = branches.find((name) => name === "master" || name === "main") ?? branches[0];
  if (!branch) throw new EipsSyncError("the source has no branch");
  return branch;
}

function firstClone(source: string, dir: string): void {
  const temp = `${dir}.partial-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  try {
    const branch = defaultBranch(source);
    git([
      "clone",
      "--quiet",
      "--filter=blob:none",
      "--no-checkout",
      "--single-branch",
      "--branch",
      branch,
      source,
      temp,
    ]);
    git(["sparse-checkout", "set", "EIPS"], temp);
    git(["checkout", "--quiet", branch], temp);
    renameSync(temp, dir);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

function update(source: string, dir: string): void {
  // The branch the clone follows, fetched from the source; origin then names the source, so that contents fetched
  // later come from it.
  const branch = git(["symbolic-ref", "--short", "HEAD"], dir).trim();
  git(["fetch", "--quiet", "--no-tags", "--filter=blob:none", source, `+${branch}:refs/remotes/origin/${branch}`], dir);
  git(["remote", "set-url", "origin", source], dir);
  git(["reset", "--quiet", "--hard", `origin/${branch}`], dir);
}

/**
 * Clones `source` into `dir`, or brings the clone there up to date. Throws EipsSyncError with git's own reason when
 * the source cannot be read; the folder is then as it was.
 */
export function syncEips(source: string, dir: string): EipsSyncResult {
  const started = performance.now();
  const from = sourceFor(source);
  const target = resolve(dir);
  const existed = existsSync(target);
  if (existed && !isClone(target))
    throw new EipsSyncError(`${target} exists but is not a git clone: move it away or pass --eips-dir DIR`);
  const previousHead = existed ? headOf(target) : null;
  try {
    if (existed) update(from, target);
    else firstClone(from, target);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const kept = previousHead ? `; the last clone is kept as it was (${previousHead.slice(0, 12)})` : "";
    throw new EipsSyncError(`could not read the EIPs repository at ${from}: ${why}${kept}`);
  }
  const metaEips = prefetchMetaHistories(target);
  return { dir: target, head: headOf(target), previousHead, metaEips, ms: Math.round(performance.now() - started) };
}

/** `--eips` alone syncs from the real repository; `--eips SOURCE` from another URL or path. */
export function eipsSource(argv: string[] = process.argv): string | null {
  const flag = argv.indexOf("--eips");
  if (flag === -1) return null;
  const value = argv[flag + 1];
  return value === undefined || value.startsWith("--") ? UPSTREAM_EIPS : value;
}

export function runEipsSync(argv: string[] = process.argv): void {
  const source = eipsSource(argv) ?? UPSTREAM_EIPS;
  const result = syncEips(source, eipsDir(argv));
  const moved =
    result.previousHead === null
      ? `cloned at ${result.head.slice(0, 12)}`
      : result.previousHead === result.head
        ? `already current at ${result.head.slice(0, 12)}`
        : `${result.previousHead.slice(0, 12)} → ${result.head.slice(0, 12)}`;
  console.log(
    `sync --eips: ${result.dir} ${moved}; meta EIPs ${result.metaEips.join(", ") || "none found"}; ${result.ms} ms`,
  );
}
