// The source flags `npm run sync` and `npm run update` share, and the status line they print.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { sourcesFileSchema } from "../src/schemas/sources";
import { localReader, readerFor, type ArchiveReader, type NetworkOptions } from "./archiveSources";
import { EXIT_CODES, type SourceReport, type SyncStatus } from "./archiveSync";
import { parseWithSchema } from "./contentErrors";
import { DEFAULT_FETCH_POLICY, RetryDeadline } from "./fetchPolicy";

export function options(argv: readonly string[], name: string): string[] {
  return argv.flatMap((arg, i) => (arg === name && argv[i + 1] !== undefined ? [argv[i + 1] ?? ""] : []));
}

/** The readers a command line asks for: --from folders, else one --manifest, else content/sources.json's archives. */
export function readersFor(argv: readonly string[], contentDir: string, network: NetworkOptions): ArchiveReader[] {
  const from = options(argv, "--from");
  if (from.length) return from.map((dir) => localReader(resolve(dir), network.log));
  const manifest = options(argv, "--manifest")[0];
  if (manifest)
    return [readerFor({ id: "manifest", kind: "manifest", url: manifest, provides: ["calls"] }, network)].filter(
      (r) => r !== undefined,
    );
  const file = join(contentDir, "sources.json");
  const { sources } = parseWithSchema(file, readFileSync(file, "utf8"), sourcesFileSchema);
  return sources.flatMap((source) =>
    source.provides.includes("calls") ? [readerFor(source, network)].filter((r) => r !== undefined) : [],
  );
}

export function networkOptions(argv: readonly string[], log: (line: string) => void): NetworkOptions {
  const budget = Number(options(argv, "--retry-budget")[0]);
  const policy =
    Number.isFinite(budget) && budget > 0 ? { ...DEFAULT_FETCH_POLICY, budgetMs: budget * 1000 } : DEFAULT_FETCH_POLICY;
  return { policy, deadline: new RetryDeadline(policy.budgetMs), log };
}

export function statusLine(status: SyncStatus, reports: readonly SourceReport[]): string {
  const failed = reports.flatMap((r) => r.failed);
  const rejected = reports.flatMap((r) => r.rejected);
  const sourcesFailed = reports.filter((r) => r.status === "failed");
  const why = [
    sourcesFailed.length
      ? `${sourcesFailed.length} source(s) unreadable (${sourcesFailed.map((r) => r.source).join(", ")})`
      : "",
    failed.length
      ? `${failed.length} file(s) could not be had (${failed.filter((f) => f.lastCopyKept).length} kept their last copy)`
      : "",
    rejected.length ? `${rejected.length} manifest entries left out` : "",
  ].filter(Boolean);
  return `sync ${status} (exit ${EXIT_CODES[status]})${why.length ? `: ${why.join("; ")}` : ""}`;
}
