// Reads a clone of ethereum/EIPs (see syncEips.ts): which files are upgrade meta EIPs, and every version of one.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSpecHeader } from "../src/domain/stages/specHeader";
import { upgradeNameFromTitle } from "../src/domain/stages/metaEip";
import type { MetaEipRevision } from "../src/domain/stages/metaHistory";
import { calendarDay } from "../src/domain/time/today";

export interface MetaEipFile {
  eip: number;
  path: string;
  upgrade: string;
}

const SPEC_FILE = /^eip-(\d+)\.md$/;

function gitOut(dir: string, args: string[], input?: string): Buffer {
  const result = spawnSync("git", args, {
    cwd: dir,
    input,
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
  });
  if (result.error) throw new Error(`git ${args[0]} could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(
      `git ${args.join(" ")} in ${dir}: ${result.stderr.toString().trim().split("\n").at(-1) ?? result.status}`,
    );
  return result.stdout;
}

/** The EIP spec files of the checkout, by number. */
export function specFiles(dir: string): Map<number, string> {
  const folder = join(dir, "EIPS");
  const files = new Map<number, string>();
  if (!existsSync(folder)) return files;
  for (const name of readdirSync(folder)) {
    const id = SPEC_FILE.exec(name)?.[1];
    if (id) files.set(Number(id), join(folder, name));
  }
  return files;
}

/** The meta EIPs found by their title ("Hardfork Meta - …") in the checkout, not from a list of numbers. */
export function findMetaEips(dir: string): MetaEipFile[] {
  const metas: MetaEipFile[] = [];
  for (const [eip, file] of specFiles(dir)) {
    const head = readFileSync(file, "utf8").slice(0, 4000);
    const upgrade = upgradeNameFromTitle(parseSpecHeader(head).get("title"));
    if (upgrade) metas.push({ eip, path: `EIPS/eip-${eip}.md`, upgrade });
  }
  return metas.sort((a, b) => a.eip - b.eip);
}

const UPSTREAM_TRAILER = /^Upstream-Commit:\s*([0-9a-f]{40})\s*$/im;
const FIELD = "\u001f";
const RECORD = "\u001e";

/** Every version of a file on the first-parent history of HEAD, oldest first, read in one batch. */
export function fileRevisions(dir: string, path: string): MetaEipRevision[] {
  const log = gitOut(dir, [
    "log",
    "--first-parent",
    `--format=%H${FIELD}%cI${FIELD}%B${RECORD}`,
    "HEAD",
    "--",
    path,
  ]).toString("utf8");
  const commits = log
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ""))
    .filter((record) => record.includes(FIELD))
    .map((record) => {
      const [commit = "", when = "", message = ""] = record.split(FIELD);
      return {
        commit,
        date: calendarDay(new Date(when)),
        upstreamCommit: UPSTREAM_TRAILER.exec(message)?.[1] ?? commit,
      };
    })
    .reverse();
  if (commits.length === 0) return [];
  const texts = catFiles(
    dir,
    commits.map((c) => `${c.commit}:${path}`),
  );
  return commits.flatMap((c, i) => {
    const text = texts[i];
    return text === undefined ? [] : [{ ...c, text }];
  });
}

/** The id git gives a file of these bytes (`git hash-object --no-filters`, SHA-1 repositories like ethereum/EIPs). */
export function gitBlobId(bytes: Buffer): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

export interface FileVersion {
  commit: string;
  upstreamCommit: string;
  date: string;
  /** The file's blob id after the commit; all zeros where the commit deleted it. */
  blob: string;
}

const RAW_LINE = /^:\d{6} \d{6} [0-9a-f]{40} ([0-9a-f]{40}) [A-Z]\d*\t(.+)$/;

/**
 * Which version (blob id) each of these files had after every commit on the first-parent history of HEAD that changed
 * it, oldest first, by path. One `git log --raw`: commits and trees only, so a partial clone reads it offline.
 */
export function fileVersions(dir: string, paths: readonly string[]): Map<string, FileVersion[]> {
  const versions = new Map<string, FileVersion[]>(paths.map((path) => [path, []]));
  if (paths.length === 0) return versions;
  const log = gitOut(dir, [
    "log",
    "--first-parent",
    "--no-renames",
    "--raw",
    "--no-abbrev",
    `--format=${RECORD}%H${FIELD}%cI${FIELD}%B${FIELD}`,
    "HEAD",
    "--",
    ...paths,
  ]).toString("utf8");
  for (const record of log.split(RECORD).reverse()) {
    const [commit = "", when = "", message = "", raw = ""] = record.split(FIELD);
    if (!commit) continue;
    const day = new Date(when);
    const date = Number.isNaN(day.getTime()) ? "" : calendarDay(day);
    const upstreamCommit = UPSTREAM_TRAILER.exec(message)?.[1] ?? commit;
    for (const line of raw.split("\n")) {
      const [, blob, path] = RAW_LINE.exec(line) ?? [];
      if (blob && path) versions.get(path)?.push({ commit, upstreamCommit, date, blob });
    }
  }
  return versions;
}

/** `git cat-file --batch` over names like REV:path; a missing one (the file deleted in that commit) is undefined. */
function catFiles(dir: string, names: string[]): (string | undefined)[] {
  const out = gitOut(dir, ["cat-file", "--batch"], `${names.join("\n")}\n`);
  const texts: (string | undefined)[] = [];
  let at = 0;
  for (let i = 0; i < names.length; i++) {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString("utf8");
    at = end + 1;
    const size = / blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) {
      texts.push(undefined);
      continue;
    }
    texts.push(out.subarray(at, at + Number(size)).toString("utf8"));
    at += Number(size) + 1;
  }
  return texts;
}
