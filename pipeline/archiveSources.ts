// Where the sync reads call archives from: a local folder, an upstream manifest, or a GitHub repository's folder
// listed through the API's tree listing. Each gives a manifest and the files it lists, or a reason why not.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { githubTreeSchema, type ArchiveSource } from "../src/schemas/sources";
import { manifestFromFolders } from "../src/domain/archive/archivePlan";
import { FetchFailure, fetchWithRetry, type FetchPolicy, type RetryDeadline } from "./fetchPolicy";

export interface ArchiveReader {
  describe: string;
  /** Calls dated on or after this day are left to later sources. */
  callsBefore?: string;
  /** The manifest as parsed JSON (checked entry by entry by the sync). */
  readManifest(): Promise<unknown>;
  /** The bytes and a version tag, null when the file is unchanged since `previousTag`; throws (FetchFailure for the network) otherwise. */
  readFile(relPath: string, previousTag: string | undefined): Promise<{ bytes: Buffer; tag?: string } | null>;
}

export interface NetworkOptions {
  policy: FetchPolicy;
  deadline: RetryDeadline;
  log: (line: string) => void;
}

/** A file missing at its source: nothing a retry can change. */
export class NotPublished extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "NotPublished";
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what} is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

export function localReader(dir: string, log: (line: string) => void): ArchiveReader {
  return {
    describe: dir,
    async readManifest() {
      const manifest = join(dir, "manifest.json");
      if (existsSync(manifest)) return parseJson(readFileSync(manifest, "utf8"), manifest);
      if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
      log(`  ${dir} has no manifest.json: its <series>/<date>_<number>/ folders are read as calls`);
      return manifestFromFolders(scanFolders(dir));
    },
    async readFile(relPath) {
      const path = join(dir, relPath);
      if (!existsSync(path)) throw new NotPublished("not in the source folder");
      return { bytes: readFileSync(path) };
    },
  };
}

function scanFolders(dir: string): { series: string; folder: string; files: string[] }[] {
  const subfolders = (path: string) =>
    readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  return subfolders(dir).flatMap((series) =>
    subfolders(join(dir, series)).map((folder) => ({
      series,
      folder,
      files: readdirSync(join(dir, series, folder), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    })),
  );
}

async function get(url: string, network: NetworkOptions, etag?: string, headers: Record<string, string> = {}) {
  try {
    return await fetchWithRetry(url, {
      policy: network.policy,
      deadline: network.deadline,
      headers: { ...headers, ...(etag ? { "If-None-Match": etag } : {}) },
    });
  } catch (error) {
    if (error instanceof FetchFailure && !error.transient && /^HTTP 404\b/.test(error.reason))
      throw new NotPublished(`not published (${error.message})`);
    throw error;
  }
}

async function readRemoteManifest(url: string, network: NetworkOptions): Promise<unknown> {
  const got = await get(url, network);
  if (got.status !== "ok") throw new Error(`${url} answered 304 to a plain request`);
  return parseJson(got.bytes.toString("utf8"), url);
}

function remoteFile(base: string, network: NetworkOptions): ArchiveReader["readFile"] {
  return async (relPath, previousTag) => {
    const got = await get(base + relPath, network, previousTag);
    if (got.status === "not-modified") return null;
    return { bytes: got.bytes, ...(got.etag ? { tag: got.etag } : {}) };
  };
}

export function manifestReader(manifestUrl: string, network: NetworkOptions, callsBefore?: string): ArchiveReader {
  return {
    describe: manifestUrl,
    ...(callsBefore ? { callsBefore } : {}),
    readManifest: () => readRemoteManifest(manifestUrl, network),
    readFile: remoteFile(manifestUrl.replace(/manifest\.json$/, ""), network),
  };
}

/** Git's id for a file's bytes: what the tree listing says each file is, so an unchanged one is not fetched. */
export function gitBlobSha(bytes: Buffer): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/** The calls of one folder of a GitHub repository: its manifest.json when it has one, else the API's tree listing. */
export function githubTreeReader(
  source: Extract<ArchiveSource, { kind: "github-tree" }>,
  network: NetworkOptions,
): ArchiveReader {
  const rawBase = `${source.raw.replace(/\/?$/, "/")}${source.root}/`;
  const listed = new Map<string, string>();
  const token = process.env.GITHUB_TOKEN;
  const apiHeaders: Record<string, string> = {
    Accept: "application/vnd.github+json",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  const fetchRaw = remoteFile(rawBase, network);
  return {
    describe: `${source.id} (${source.raw}${source.root})`,
    ...(source.callsBefore ? { callsBefore: source.callsBefore } : {}),
    async readManifest() {
      try {
        return await readRemoteManifest(`${rawBase}manifest.json`, network);
      } catch (error) {
        if (!(error instanceof NotPublished)) throw error;
      }
      network.log(`  ${source.id}: no manifest.json in ${source.root}; reading the repository's tree listing`);
      const got = await get(source.url, network, undefined, apiHeaders);
      if (got.status !== "ok") throw new Error(`${source.url} answered 304 to a plain request`);
      const tree = githubTreeSchema.safeParse(parseJson(got.bytes.toString("utf8"), source.url));
      if (!tree.success)
        throw new Error(`${source.url} is not a GitHub tree listing (${tree.error.issues[0]?.message ?? "malformed"})`);
      if (tree.data.truncated)
        network.log(`  ${source.id}: GitHub truncated the tree listing; calls it leaves out are not synced this run`);
      const folders = new Map<string, { series: string; folder: string; files: string[] }>();
      const prefix = `${source.root}/`;
      for (const entry of tree.data.tree) {
        if (entry.type !== "blob" || !entry.path.startsWith(prefix)) continue;
        const parts = entry.path.slice(prefix.length).split("/");
        const [series, folder, file] = parts;
        if (parts.length !== 3 || !series || !folder || !file) continue;
        const key = `${series}/${folder}`;
        const at = folders.get(key) ?? { series, folder, files: [] };
        at.files.push(file);
        folders.set(key, at);
        if (entry.sha) listed.set(`${key}/${file}`, entry.sha);
      }
      return manifestFromFolders([...folders.values()]);
    },
    async readFile(relPath, previousTag) {
      const sha = listed.get(relPath);
      if (sha && previousTag === `git:${sha}`) return null;
      const got = await fetchRaw(relPath, undefined);
      if (!got) return null;
      return { bytes: got.bytes, tag: `git:${gitBlobSha(got.bytes)}` };
    },
  };
}

/** The reader for one configured source; a git source (EIPs) is not an archive and has none. */
export function readerFor(source: ArchiveSource, network: NetworkOptions): ArchiveReader | undefined {
  switch (source.kind) {
    case "manifest":
      return manifestReader(source.url, network, source.callsBefore);
    case "github-tree":
      return githubTreeReader(source, network);
    case "git":
      return undefined;
  }
}
