// `npm run sync [-- --from DIR [--from DIR …]] [--manifest URL] [--archive DIR] [--retry-budget SECONDS]`
// Fills the archive folder from the sources in content/sources.json (default), from one upstream manifest
// (--manifest), or from local folders in the same layout, with or without a manifest.json (a folder without one is
// scanned), merged in the order given. Incremental: unchanged files are not fetched or copied again.
// Transient network failures are retried with backoff (pipeline/fetchPolicy.ts); what still fails keeps its last
// copy and is named. Exit status: 0 ok, 3 degraded (something listed could not be had, or a manifest entry or a
// source was left out: the rest is synced), 1 failed (no source could be read).
// `npm run sync -- --eips [URL or path] [--eips-dir DIR]` syncs the EIPs repository instead (pipeline/syncEips.ts).
import { resolve } from "node:path";
import { EXIT_CODES, syncAll } from "./archiveSync";
import { archiveDir, CONTENT_DIR } from "./paths";
import { networkOptions, options, readersFor, statusLine } from "./syncOptions";
import { eipsSource, runEipsSync } from "./syncEips";

async function main(): Promise<void> {
  if (eipsSource() !== null) return runEipsSync();
  const argv = process.argv.slice(2);
  const contentDir = options(argv, "--content")[0] ?? CONTENT_DIR;
  const log = (line: string) => console.log(line);
  const readers = readersFor(argv, resolve(contentDir), networkOptions(argv, log));
  const { status, reports } = await syncAll(readers, { archive: archiveDir(), contentDir: resolve(contentDir), log });
  console.log(statusLine(status, reports));
  // `npm start` quotes this line when it starts without an archive.
  if (status === "failed")
    console.error(
      `sync failed: ${reports.map((r) => `${r.source}: ${r.error ?? "failed"}`).join("; ") || "no source configured"}`,
    );
  process.exitCode = EXIT_CODES[status];
}

main().catch((error: unknown) => {
  console.error(`sync failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = EXIT_CODES.failed;
});
