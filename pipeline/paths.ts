import { resolve } from "node:path";

export const CONTENT_DIR = resolve("content");
export const GENERATED_DIR = resolve("generated");
/** Files the browser fetches (call bundles, search index); served from the site root. */
export const GENERATED_PUBLIC_DIR = resolve("generated", "public");

/** The call archive: --archive DIR, else $FORKLINE_ARCHIVE_DIR, else archive/. */
export function archiveDir(argv: string[] = process.argv): string {
  const flag = argv.indexOf("--archive");
  const fromFlag = flag !== -1 ? argv[flag + 1] : undefined;
  return resolve(fromFlag ?? process.env.FORKLINE_ARCHIVE_DIR ?? "archive");
}

/** The address the site is served at, for absolute links (sitemap, feeds, the API); no trailing slash. */
export function publicSiteUrl(): string {
  return (process.env.FORKLINE_PUBLIC_SITE_URL ?? "http://localhost:4173").replace(/\/$/, "");
}
