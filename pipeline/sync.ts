// `npm run sync [-- --from DIR [--from DIR …]] [--manifest URL] [--archive DIR]`; `-- --eips [URL or path]` syncs the
// EIPs repository instead (pipeline/syncEips.ts).
// Fills the archive folder from the upstream manifest (default) or from local folders in the same layout, with or
// without a manifest.json (a folder without one is scanned), merged in the order given.
// Incremental: unchanged files are not fetched or copied again. Never leaves a half-written file:
// every file is written beside its destination and renamed into place.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { archiveManifestSchema } from "../src/schemas/manifest";
import { callRegistrySchema, seriesFileSchema } from "../src/schemas/content";
import { manifestFromFolders, planArchiveSync, unregisteredCalls, unregisteredSeries, type ArchivePlan, type PlannedCall } from "../src/domain/archive/archivePlan";
import { describeIssues } from "./contentErrors";
import { archiveDir, CONTENT_DIR } from "./paths";
import { eipsSource, runEipsSync } from "./syncEips";

const UPSTREAM_MANIFEST = "https://raw.githubusercontent.com/ethereum/pm/master/.github/ACDbot/artifacts/manifest.json";
const STATE_FILE = ".sync-state.json";
const FETCH_TIMEOUT_MS = 20_000;
const PARALLEL = 6;

type Outcome = { file: string; result: "took" | "unchanged" | "skipped" | "kept"; why?: string };

interface Source {
  describe: string;
  readManifest(): Promise<string>;
  /** Returns the bytes, null when unchanged (remote ETag), or throws with a reason. */
  readFile(relPath: string, previousTag: string | undefined): Promise<{ bytes: Buffer; tag?: string } | null>;
}

function option(name: string): string | undefined {
  return options(name)[0];
}

function options(name: string): string[] {
  return process.argv.flatMap((arg, i) => (arg === name && process.argv[i + 1] !== undefined ? [process.argv[i + 1] ?? ""] : []));
}

function localSource(dir: string): Source {
  return {
    describe: dir,
    async readManifest() {
      const manifest = join(dir, "manifest.json");
      if (existsSync(manifest)) return readFileSync(manifest, "utf8");
      console.log(`  ${dir} has no manifest.json: its <series>/<date>_<number>/ folders are read as calls`);
      return JSON.stringify(manifestFromFolders(scanFolders(dir)));
    },
    async readFile(relPath) {
      const path = join(dir, relPath);
      if (!existsSync(path)) throw new Error("not in the source folder");
      return { bytes: readFileSync(path) };
    },
  };
}

function scanFolders(dir: string): { series: string; folder: string; files: string[] }[] {
  const subfolders = (path: string) => readdirSync(path, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  return subfolders(dir).flatMap((series) =>
    subfolders(join(dir, series)).map((folder) => ({
      series,
      folder,
      files: readdirSync(join(dir, series, folder), { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name),
    })),
  );
}

function remoteSource(manifestUrl: string): Source {
  const base = manifestUrl.replace(/manifest\.json$/, "");
  const get = async (url: string, etag?: string) => {
    const response = await fetch(url, {
      headers: etag ? { "If-None-Match": etag } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    return response;
  };
  return {
    describe: manifestUrl,
    async readManifest() {
      const localCopy = "sync from a local copy of the archive: npm run sync -- --from DIR";
      const response = await get(manifestUrl).catch((error: unknown) => {
        throw new Error(`could not reach ${manifestUrl} (${networkFailure(error)}); offline, ${localCopy}`);
      });
      if (!response.ok) throw new Error(`${manifestUrl} answered HTTP ${response.status}; or ${localCopy}`);
      return response.text();
    },
    async readFile(relPath, previousTag) {
      const response = await get(base + relPath, previousTag).catch((error: unknown) => {
        throw new Error(networkFailure(error));
      });
      if (response.status === 304) return null;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return { bytes: Buffer.from(await response.arrayBuffer()), tag: response.headers.get("etag") ?? undefined };
    },
  };
}

/** fetch says only "fetch failed"; the cause says why (getaddrinfo ENOTFOUND host, ECONNREFUSED…). */
function networkFailure(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${FETCH_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function sha1(bytes: Buffer): string {
  return createHash("sha1").update(bytes).digest("hex");
}

function writeAtomically(path: string, bytes: Buffer | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.partial-${process.pid}`;
  writeFileSync(temp, bytes);
  renameSync(temp, path);
}

async function syncCall(source: Source, archive: string, call: PlannedCall, state: Record<string, string>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const file of call.files) {
    const rel = `${call.folder}/${file}`;
    const dest = join(archive, rel);
    try {
      const got = await source.readFile(rel, existsSync(dest) ? state[rel] : undefined);
      if (got === null) {
        outcomes.push({ file, result: "unchanged" });
        continue;
      }
      if (existsSync(dest) && sha1(readFileSync(dest)) === sha1(got.bytes)) {
        outcomes.push({ file, result: "unchanged" });
      } else {
        writeAtomically(dest, got.bytes);
        outcomes.push({ file, result: "took" });
      }
      if (got.tag) state[rel] = got.tag;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      outcomes.push(existsSync(dest) ? { file, result: "kept", why: `last copy kept: ${why}` } : { file, result: "skipped", why });
    }
  }
  // A file upstream no longer lists is never deleted: its last copy stays, and the report says so.
  const folder = join(archive, call.folder);
  if (existsSync(folder)) {
    for (const name of readdirSync(folder)) {
      if (!call.files.includes(name) && !name.includes(".partial")) outcomes.push({ file: name, result: "kept", why: "no longer listed upstream; last copy kept" });
    }
  }
  return outcomes;
}

function report(call: PlannedCall, outcomes: Outcome[]): string {
  const list = (kind: Outcome["result"]) => outcomes.filter((o) => o.result === kind);
  const parts = [
    list("took").length ? `took ${list("took").map((o) => o.file).join(", ")}` : "",
    list("unchanged").length ? `unchanged ${list("unchanged").length}` : "",
    list("skipped").length ? `skipped ${list("skipped").map((o) => `${o.file} (${o.why})`).join(", ")}` : "",
    list("kept").length ? `kept ${list("kept").map((o) => `${o.file} (${o.why})`).join(", ")}` : "",
  ].filter(Boolean);
  return `  ${call.series}/${call.number} ${call.date}: ${parts.join("; ")}`;
}

/** Adds the series and calls content/ does not know yet, so the site shows them without a code change. */
function registerNew(plan: ArchivePlan): number {
  const seriesPath = join(CONTENT_DIR, "series.json");
  const knownSeries = seriesFileSchema.parse(JSON.parse(readFileSync(seriesPath, "utf8")));
  const newSeries = unregisteredSeries(plan, knownSeries);
  if (newSeries.length) {
    writeAtomically(seriesPath, `${JSON.stringify([...knownSeries, ...newSeries], null, 2)}\n`);
    for (const series of newSeries) console.log(`  registered new series ${series.id} ("${series.name}", ${series.short}) in content/series.json`);
  }
  const registryPath = join(CONTENT_DIR, "calls.json");
  const registry = callRegistrySchema.parse(JSON.parse(readFileSync(registryPath, "utf8")));
  const added = unregisteredCalls(plan, registry);
  if (added.length) {
    const all = [...registry, ...added].sort((a, b) => a.type.localeCompare(b.type) || Number(a.number) - Number(b.number));
    writeAtomically(registryPath, `${JSON.stringify(all, null, 2)}\n`);
    for (const call of added) console.log(`  registered new call ${call.type}/${call.number} (${call.date}) in content/calls.json`);
  }
  return added.length;
}

async function main(): Promise<void> {
  if (eipsSource() !== null) return runEipsSync();
  const from = options("--from");
  const sources = from.length ? from.map((dir) => localSource(resolve(dir))) : [remoteSource(option("--manifest") ?? UPSTREAM_MANIFEST)];
  for (const source of sources) await syncFrom(source);
}

async function syncFrom(source: Source): Promise<void> {
  const archive = archiveDir();
  const started = performance.now();

  const rawManifest = await source.readManifest();
  const parsed = archiveManifestSchema.safeParse(JSON.parse(rawManifest));
  if (!parsed.success) throw new Error(`manifest from ${source.describe} is invalid:\n${describeIssues(parsed.error).join("\n")}`);
  const plan = planArchiveSync(parsed.data);
  const statePath = join(archive, STATE_FILE);
  const state: Record<string, string> = existsSync(statePath) ? JSON.parse(readFileSync(statePath, "utf8")) : {};
  console.log(`sync: ${plan.calls.length} calls from ${source.describe} into ${archive}`);
  for (const line of plan.skipped) console.log(`  not synced: ${line}`);

  const totals = { took: 0, unchanged: 0, skipped: 0, kept: 0 };
  for (let i = 0; i < plan.calls.length; i += PARALLEL) {
    const batch = plan.calls.slice(i, i + PARALLEL);
    const results = await Promise.all(batch.map((call) => syncCall(source, archive, call, state)));
    results.forEach((outcomes, j) => {
      const call = batch[j];
      if (call) console.log(report(call, outcomes));
      for (const o of outcomes) totals[o.result]++;
    });
  }
  // Re-running with nothing new changes nothing, not even the manifest's copy.
  const manifestCopy = join(archive, "manifest.json");
  if (!existsSync(manifestCopy) || readFileSync(manifestCopy, "utf8") !== rawManifest) writeAtomically(manifestCopy, rawManifest);
  const stateText = JSON.stringify(state);
  if (!existsSync(statePath) || readFileSync(statePath, "utf8") !== stateText) writeAtomically(statePath, stateText);
  const registered = registerNew(plan);
  console.log(`sync: took ${totals.took}, unchanged ${totals.unchanged}, skipped ${totals.skipped}, kept ${totals.kept} files; ${registered} new calls registered; ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error(`sync failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
