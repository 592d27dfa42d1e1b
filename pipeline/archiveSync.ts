// Fills the archive folder from its sources, incrementally, and says what it did: what it took, what it could not
// have and why, which manifest entries it left out. Nothing is written outside the archive (and content/'s call
// registry); every file is written beside its destination and renamed into place, so a killed sync leaves no
// half-written file, and the next run removes the temporary files a kill left and carries on.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { callRegistrySchema, seriesFileSchema } from "../src/schemas/content";
import type { ArchiveManifest } from "../src/schemas/manifest";
import {
  ALWAYS_TRY,
  planArchiveSync,
  unregisteredCalls,
  unregisteredSeries,
  type ArchivePlan,
  type PlannedCall,
} from "../src/domain/archive/archivePlan";
import { readManifestEntries } from "../src/domain/archive/manifestEntries";
import { NotPublished, type ArchiveReader } from "./archiveSources";
import { parseWithSchema } from "./contentErrors";

const STATE_FILE = ".sync-state.json";
const PARALLEL = 6;
const PARTIAL = /\.partial-\d+$/;

export type SyncStatus = "ok" | "degraded" | "failed";

/**
 * The exit status a scheduler reads: 0 everything listed was had (or was unchanged); 3 degraded, the archive was
 * updated but something listed could not be had (its last copy is kept and named) or a manifest entry or a whole
 * source was left out; 1 failed, no source could be read at all (or the sync itself broke).
 */
export const EXIT_CODES: Record<SyncStatus, number> = { ok: 0, degraded: 3, failed: 1 };

export interface FileFailure {
  /** <series>/<date>_<number>/<file> */
  file: string;
  why: string;
  lastCopyKept: boolean;
}

export interface SourceReport {
  source: string;
  status: SyncStatus;
  /** Why the whole source failed. */
  error?: string;
  calls: number;
  took: string[];
  unchanged: number;
  failed: FileFailure[];
  /** Manifest entries left out, each with its name and the reason. */
  rejected: string[];
  /** What the rules leave out on purpose: file kinds the site does not read, calls left to a later source. */
  ignored: string[];
  /** Files upstream no longer lists: their last copy stays. */
  retired: string[];
  /** Calls whose folder publishes no config.json (no video sync times). */
  withoutConfig: number;
  registered: string[];
  /** Temporary files a killed sync had left, removed before this one began. */
  partialsRemoved: number;
  ms: number;
}

export interface SyncTarget {
  archive: string;
  contentDir: string;
  log: (line: string) => void;
}

function sha1(bytes: Buffer): string {
  return createHash("sha1").update(bytes).digest("hex");
}

export function writeAtomically(path: string, bytes: Buffer | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.partial-${process.pid}`;
  writeFileSync(temp, bytes);
  renameSync(temp, path);
}

/** The archive path for `rel`, or undefined when it would fall outside the archive (the manifest schema forbids it; this is the last guard). */
export function insideArchive(archive: string, rel: string): string | undefined {
  const root = resolve(archive);
  const path = resolve(root, rel);
  return path.startsWith(root + sep) ? path : undefined;
}

/** Removes the temporary files a killed sync left in the archive's call folders; returns how many. */
export function removePartials(archive: string): number {
  if (!existsSync(archive)) return 0;
  let removed = 0;
  const walk = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 2) walk(path, depth + 1);
      else if (entry.isFile() && PARTIAL.test(entry.name)) {
        rmSync(path, { force: true });
        removed++;
      }
    }
  };
  walk(archive, 0);
  return removed;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type CallOutcome = {
  took: string[];
  unchanged: number;
  failed: FileFailure[];
  retired: string[];
  withoutConfig: boolean;
};

async function syncCall(
  reader: ArchiveReader,
  archive: string,
  call: PlannedCall,
  state: Record<string, string>,
): Promise<CallOutcome> {
  const outcome: CallOutcome = { took: [], unchanged: 0, failed: [], retired: [], withoutConfig: false };
  for (const file of call.files) {
    const rel = `${call.folder}/${file}`;
    const dest = insideArchive(archive, rel);
    if (!dest) {
      outcome.failed.push({ file: rel, why: "would be written outside the archive", lastCopyKept: false });
      continue;
    }
    const had = existsSync(dest);
    try {
      const got = await reader.readFile(rel, had ? state[rel] : undefined);
      if (got === null || (had && sha1(readFileSync(dest)) === sha1(got.bytes))) outcome.unchanged++;
      else {
        writeAtomically(dest, got.bytes);
        outcome.took.push(rel);
      }
      if (got?.tag) state[rel] = got.tag;
    } catch (error) {
      // config.json is asked for though no manifest lists it: most upstream folders have none.
      if (error instanceof NotPublished && ALWAYS_TRY.includes(file)) outcome.withoutConfig = !had;
      else outcome.failed.push({ file: rel, why: message(error), lastCopyKept: had });
    }
  }
  const folder = join(archive, call.folder);
  if (existsSync(folder)) {
    for (const name of readdirSync(folder)) {
      if (!call.files.includes(name) && !PARTIAL.test(name)) outcome.retired.push(`${call.folder}/${name}`);
    }
  }
  return outcome;
}

/** Adds the series and calls content/ does not know yet, so the site shows them without a code change. */
function registerNew(plan: ArchivePlan, contentDir: string, log: (line: string) => void): string[] {
  const seriesPath = join(contentDir, "series.json");
  const knownSeries = parseWithSchema(seriesPath, readFileSync(seriesPath, "utf8"), seriesFileSchema);
  const newSeries = unregisteredSeries(plan, knownSeries);
  if (newSeries.length) {
    writeAtomically(seriesPath, `${JSON.stringify([...knownSeries, ...newSeries], null, 2)}\n`);
    for (const series of newSeries)
      log(`  registered new series ${series.id} ("${series.name}", ${series.short}) in content/series.json`);
  }
  const registryPath = join(contentDir, "calls.json");
  const registry = parseWithSchema(registryPath, readFileSync(registryPath, "utf8"), callRegistrySchema);
  const added = unregisteredCalls(plan, registry);
  if (added.length) {
    const all = [...registry, ...added].sort(
      (a, b) => a.type.localeCompare(b.type) || Number(a.number) - Number(b.number),
    );
    writeAtomically(registryPath, `${JSON.stringify(all, null, 2)}\n`);
    for (const call of added)
      log(`  registered new call ${call.type}/${call.number} (${call.date}) in content/calls.json`);
  }
  return added.map((call) => `${call.type}/${call.number}`);
}

function emptyReport(source: string): SourceReport {
  return {
    source,
    status: "ok",
    calls: 0,
    took: [],
    unchanged: 0,
    failed: [],
    rejected: [],
    ignored: [],
    retired: [],
    withoutConfig: 0,
    registered: [],
    partialsRemoved: 0,
    ms: 0,
  };
}

function callLine(call: PlannedCall, o: CallOutcome): string | undefined {
  const parts = [
    o.took.length ? `took ${o.took.map((f) => f.slice(call.folder.length + 1)).join(", ")}` : "",
    o.failed.length
      ? `could not have ${o.failed.map((f) => `${f.file.slice(call.folder.length + 1)} (${f.why}${f.lastCopyKept ? "; last copy kept" : ""})`).join(", ")}`
      : "",
  ].filter(Boolean);
  return parts.length ? `  ${call.series}/${call.number} ${call.date}: ${parts.join("; ")}` : undefined;
}

/** Syncs one source into the archive; never throws for the source's own failures (the report says them). */
export async function syncSource(
  reader: ArchiveReader,
  target: SyncTarget,
): Promise<{ report: SourceReport; manifest?: ArchiveManifest }> {
  const { archive, contentDir, log } = target;
  const started = performance.now();
  const report = emptyReport(reader.describe);
  report.partialsRemoved = removePartials(archive);
  if (report.partialsRemoved) log(`  removed ${report.partialsRemoved} temporary file(s) a killed sync had left`);

  let raw: unknown;
  try {
    raw = await reader.readManifest();
  } catch (error) {
    report.status = "failed";
    report.error = `could not read the manifest: ${message(error)}`;
    report.ms = Math.round(performance.now() - started);
    log(`sync: ${reader.describe}: ${report.error}; the archive keeps its last copy of this source's calls`);
    return { report };
  }
  const reading = readManifestEntries(raw);
  if (!reading.ok) {
    report.status = "failed";
    report.error = `the manifest is unusable: ${reading.error}`;
    report.ms = Math.round(performance.now() - started);
    log(`sync: ${reader.describe}: ${report.error}; the archive keeps its last copy of this source's calls`);
    return { report };
  }
  report.rejected = reading.rejected;
  const fullPlan = planArchiveSync(reading.manifest);
  const before = reader.callsBefore;
  const calls = before ? fullPlan.calls.filter((call) => call.date < before) : fullPlan.calls;
  if (before && calls.length < fullPlan.calls.length)
    report.ignored.push(
      `${fullPlan.calls.length - calls.length} calls on or after ${before}: left to the sources after this one`,
    );
  report.ignored.push(...fullPlan.skipped);
  const plan: ArchivePlan = { ...fullPlan, calls };
  report.calls = calls.length;

  mkdirSync(archive, { recursive: true });
  const statePath = join(archive, STATE_FILE);
  const state: Record<string, string> = {};
  if (existsSync(statePath)) {
    try {
      Object.assign(state, JSON.parse(readFileSync(statePath, "utf8")));
    } catch {
      log(`  ${statePath} was unreadable: every file is compared by its bytes this run`);
    }
  }
  log(`sync: ${calls.length} calls from ${reader.describe} into ${archive}`);
  for (const line of report.rejected) log(`  left out of the manifest: ${line}`);
  for (const line of report.ignored) log(`  not synced: ${line}`);

  for (let i = 0; i < calls.length; i += PARALLEL) {
    const batch = calls.slice(i, i + PARALLEL);
    const results = await Promise.all(batch.map((call) => syncCall(reader, archive, call, state)));
    results.forEach((o, j) => {
      const call = batch[j];
      const line = call && callLine(call, o);
      if (line) log(line);
      report.took.push(...o.took);
      report.unchanged += o.unchanged;
      report.failed.push(...o.failed);
      report.retired.push(...o.retired);
      if (o.withoutConfig) report.withoutConfig++;
    });
  }
  const stateText = JSON.stringify(state);
  if (!existsSync(statePath) || readFileSync(statePath, "utf8") !== stateText) writeAtomically(statePath, stateText);
  report.registered = registerNew(plan, contentDir, log);
  if (report.failed.length || report.rejected.length) report.status = "degraded";
  report.ms = Math.round(performance.now() - started);
  log(
    `sync: ${reader.describe}: took ${report.took.length}, unchanged ${report.unchanged}, could not have ${report.failed.length} ` +
      `(${report.failed.filter((f) => f.lastCopyKept).length} kept their last copy), ${report.rejected.length} manifest entries left out, ` +
      `${report.registered.length} new calls registered; ${report.ms} ms`,
  );
  const kept: ArchiveManifest = { version: 1, series: {} };
  for (const [id, series] of Object.entries(reading.manifest.series)) {
    const inRange = before ? series.calls.filter((call) => call.date < before) : series.calls;
    if (inRange.length) kept.series[id] = { ...series, calls: inRange };
  }
  return { report, manifest: kept };
}

/** The run's status: failed when no source could be read, degraded when any source fell short, else ok. */
export function overallStatus(reports: readonly Pick<SourceReport, "status">[]): SyncStatus {
  if (reports.length === 0 || reports.every((r) => r.status === "failed")) return "failed";
  return reports.some((r) => r.status !== "ok") ? "degraded" : "ok";
}

/** Syncs each source in turn (later ones win where they overlap) and writes the archive's merged manifest.json when every source was read. */
export async function syncAll(
  readers: readonly ArchiveReader[],
  target: SyncTarget,
): Promise<{ status: SyncStatus; reports: SourceReport[] }> {
  const reports: SourceReport[] = [];
  const merged: ArchiveManifest = { version: 1, series: {} };
  for (const reader of readers) {
    const { report, manifest } = await syncSource(reader, target);
    reports.push(report);
    for (const [id, series] of Object.entries(manifest?.series ?? {})) {
      const into = (merged.series[id] ??= { ...(series.name ? { name: series.name } : {}), calls: [] });
      const paths = new Set(series.calls.map((call) => call.path));
      into.calls = [...into.calls.filter((call) => !paths.has(call.path)), ...series.calls];
    }
  }
  // The archive's own manifest makes it a source in turn (npm run sync -- --from archive); a partial one would lose calls.
  if (reports.every((r) => r.status !== "failed")) {
    const manifestPath = join(target.archive, "manifest.json");
    const text = `${JSON.stringify(merged, null, 2)}\n`;
    if (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== text) writeAtomically(manifestPath, text);
  }
  return { status: overallStatus(reports), reports };
}
