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

/** The EIPs clone (npm run sync -- --eips): --eips-dir DIR, else $FORKLINE_EIPS_DIR, else eips/. */
export function eipsDir(argv: string[] = process.argv): string {
  const flag = argv.indexOf("--eips-dir");
  const fromFlag = flag !== -1 ? argv[flag + 1] : undefined;
  return resolve(fromFlag ?? process.env.FORKLINE_EIPS_DIR ?? "eips");
}

const SITE_URL_VARIABLE = "FORKLINE_PUBLIC_SITE_URL";
/** Where `npm start` serves the site: the address absolute links get when none is configured. */
const LOCAL_SITE_URL = "http://localhost:4173";

/** The address the site is served at, for absolute links (sitemap, feeds, the API); no trailing slash. */
export function publicSiteUrl(configured: string | undefined = process.env[SITE_URL_VARIABLE]): string {
  const value = configured?.trim();
  if (!value) return LOCAL_SITE_URL;
  if (!/^https?:\/\/[^/\s]+/.test(value)) {
    throw new Error(
      `${SITE_URL_VARIABLE} must be the site's address with its scheme, e.g. https://forkline.example (got "${value}")`,
    );
  }
  return value.replace(/\/+$/, "");
}

/** The warning a production build prints when no address is configured, so a deploy does not ship localhost links. */
export function missingSiteUrlWarning(configured: string | undefined = process.env[SITE_URL_VARIABLE]): string | null {
  if (configured?.trim()) return null;
  return (
    `warning: ${SITE_URL_VARIABLE} is not set, so sitemap.xml, robots.txt and the open data's absolute links point at ${LOCAL_SITE_URL}; ` +
    `set it to the public address (e.g. ${SITE_URL_VARIABLE}=https://forkline.example) when building for a deploy.`
  );
}
