// `npm run update [-- --from DIR …] [--manifest URL] [--eips PATH] [--archive DIR] [--retry-budget S] [--force]`
// Syncs every configured source (content/sources.json; the same source flags as `npm run sync`), builds the site when
// anything it reads changed, and reports what changed since the last run. A run with nothing new does not rebuild
// (`--force` rebuilds anyway). Files, in the archive folder (so the state travels with the archive it describes):
//   .update-state.json    what the last build saw (a fingerprint of its inputs and a snapshot of the site's facts)
//   .update-report.json   this run's report (src/schemas/updateReport.ts); .update-report.md the same as Markdown
//   .update-changes.json  the last 200 changes, each an Atom-ready entry (id, title, path, updated)
// Exit status: 0 ok, 3 degraded (a source or a file could not be had: the site was built from the last copies),
// 1 failed (the build failed, or nothing could be built: there is nothing new to deploy).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { generatedSiteSchema } from "../src/schemas/site";
import { sourcesFileSchema } from "../src/schemas/sources";
import {
  updateChangeSchema,
  updateStateSchema,
  type UpdateChange,
  type UpdateReport,
} from "../src/schemas/updateReport";
import { callsWithoutSync, diffSnapshots, reportMarkdown, siteSnapshot } from "../src/domain/update/updateReport";
import { EXIT_CODES, syncAll, writeAtomically, type SyncStatus } from "./archiveSync";
import { parseWithSchema } from "./contentErrors";
import { archiveDir, CONTENT_DIR, GENERATED_DIR } from "./paths";
import { networkOptions, options, readersFor } from "./syncOptions";
import { syncEipsForUpdate } from "./updateEips";
import { fingerprintOf } from "./inputFingerprint";

const STATE = ".update-state.json";
const REPORT = ".update-report.json";
const CHANGES = ".update-changes.json";
const CHANGES_KEPT = 200;
/** Everything a build reads besides the archive; a change to any of them is something new. */
const BUILD_INPUTS = [
  "content",
  "src",
  "pipeline",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

function specShas(contentDir: string): Record<string, string> {
  const dir = join(contentDir, "eip-specs");
  if (!existsSync(dir)) return {};
  const shas: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const id = /^eip-(\d+)\.md$/.exec(name)?.[1];
    if (id)
      shas[id] = createHash("sha256")
        .update(readFileSync(join(dir, name)))
        .digest("hex");
  }
  return shas;
}

function readJsonFile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

function worst(...statuses: SyncStatus[]): SyncStatus {
  return statuses.includes("failed") ? "failed" : statuses.includes("degraded") ? "degraded" : "ok";
}

async function main(): Promise<void> {
  const started = performance.now();
  const at = new Date().toISOString();
  const argv = process.argv.slice(2);
  const archive = archiveDir(argv);
  const contentDir = CONTENT_DIR;
  const log = (line: string) => console.log(line);

  const sync = await syncAll(readersFor(argv, contentDir, networkOptions(argv, log)), { archive, contentDir, log });
  const sourcesFile = join(contentDir, "sources.json");
  const gitSource = parseWithSchema(sourcesFile, readFileSync(sourcesFile, "utf8"), sourcesFileSchema).sources.find(
    (s) => s.kind === "git",
  );
  const eipsPath = options(argv, "--eips")[0];
  const eips = await syncEipsForUpdate({
    ...(eipsPath ? { eipsPath: resolve(eipsPath) } : {}),
    ...(gitSource?.kind === "git" ? { source: gitSource } : {}),
    contentDir,
    log,
  });

  const statePath = join(archive, STATE);
  const previousRaw = readJsonFile(statePath);
  const previous = previousRaw === undefined ? undefined : updateStateSchema.safeParse(previousRaw).data;
  // The EIPs clone is too large to hash file by file: its commit stands for it.
  const fingerprint = `${fingerprintOf([...BUILD_INPUTS.map((input) => resolve(input)), archive], resolve("."))}${eips.head ? `+eips:${eips.head}` : ""}`;
  const nothingNew = previous?.fingerprint === fingerprint && !argv.includes("--force");

  let rebuilt = false;
  let buildLine: string;
  let buildFailed = false;
  let changes: UpdateChange[] = [];
  let snapshot = previous?.snapshot;
  if (nothingNew) {
    buildLine = `nothing new since the build of ${previous.builtAt}: not rebuilt (--force rebuilds)`;
  } else {
    log(
      `update: ${previous ? (argv.includes("--force") ? "rebuild forced" : "inputs changed") : "no earlier build recorded"}; building`,
    );
    const build = spawnSync("npm", ["run", "build"], {
      stdio: "inherit",
      env: { ...process.env, FORKLINE_ARCHIVE_DIR: archive },
    });
    const site =
      build.status === 0 ? generatedSiteSchema.safeParse(readJsonFile(join(GENERATED_DIR, "site.json"))) : undefined;
    if (!site?.success) {
      buildFailed = true;
      buildLine =
        build.status === 0
          ? "built, but generated/site.json is unreadable: the report has no site facts"
          : `the build failed (exit ${build.status ?? build.signal}): nothing to deploy`;
    } else {
      rebuilt = true;
      snapshot = siteSnapshot(site.data, specShas(contentDir));
      changes = previous ? diffSnapshots(previous.snapshot, snapshot, at) : [];
      writeAtomically(statePath, `${JSON.stringify({ fingerprint, builtAt: at, snapshot })}\n`);
      buildLine = `rebuilt into build/client (${site.data.calls.length} calls, ${site.data.eips.length} EIPs)`;
    }
  }

  const status = buildFailed ? "failed" : worst(sync.status === "failed" ? "degraded" : sync.status, eips.status);
  const report: UpdateReport = {
    at,
    status,
    exitCode: EXIT_CODES[status],
    rebuilt,
    build: buildLine,
    firstRun: previous === undefined,
    durationMs: Math.round(performance.now() - started),
    sources: [
      ...sync.reports.map((r) => ({
        source: r.source,
        status: r.status,
        took: r.took.length,
        unchanged: r.unchanged,
        ...(r.error ? { error: r.error } : {}),
      })),
      {
        source: "ethereum/EIPs",
        status: eips.status,
        took: 0,
        unchanged: 0,
        ...(eips.status === "ok" ? {} : { error: eips.message }),
      },
    ],
    changes,
    skipped: sync.reports.flatMap((r) => [
      ...r.failed.map((f) => ({ what: f.file, why: `${f.why}${f.lastCopyKept ? "; last copy kept" : ""}` })),
      ...r.rejected.map((line) => ({ what: "manifest entry", why: line })),
      ...r.ignored.map((line) => ({ what: "not synced", why: line })),
    ]),
    callsWithoutSync: snapshot ? callsWithoutSync(snapshot) : [],
    notReported: [],
  };
  const markdown = reportMarkdown(report);
  writeAtomically(join(archive, REPORT), `${JSON.stringify(report, null, 2)}\n`);
  writeAtomically(join(archive, ".update-report.md"), markdown);
  const kept = updateChangeSchema.array().safeParse(readJsonFile(join(archive, CHANGES))).data ?? [];
  if (changes.length || !existsSync(join(archive, CHANGES)))
    writeAtomically(
      join(archive, CHANGES),
      `${JSON.stringify([...changes, ...kept].slice(0, CHANGES_KEPT), null, 2)}\n`,
    );
  console.log(`\n${markdown}`);
  process.exitCode = report.exitCode;
}

main().catch((error: unknown) => {
  console.error(`update failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = EXIT_CODES.failed;
});
