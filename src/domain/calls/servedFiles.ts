import { callKey, type CallRef } from "./callRef";

// Where the build puts what it makes for the calls, one rule each: the pipeline writes the files by these rules,
// the pages fetch them, the prerender reads them and the MCP server reads them from a deployed site. Paths of
// served files start at the site's root; the *_FILE and *_FOLDER forms are the same paths relative to it.

/** The folder of data files the pages fetch after hydration: the call bundles and the calendar search index. */
export const DATA_FOLDER = "data";
/** The folder of the call bundles (callBundleUrl). */
export const CALL_BUNDLE_FOLDER = `${DATA_FOLDER}/calls`;
/** The calendar search index's head; its parts are in the data folder too (domain/search/indexParts.ts). */
export const SEARCH_INDEX_FILE = `${DATA_FOLDER}/search-index.json`;

export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`;
/** The folder the search index head's parts are under. */
export const SEARCH_DATA_URL = `/${DATA_FOLDER}/`;

/**
 * Where a call's (or a breakout session's) bundle is served: /data/calls/acdt/087.json, /data/calls/acdt/087/cl.json.
 * The page's HTML preloads it (see the route's meta).
 */
export function callBundleUrl(call: CallRef): string {
  return `/${CALL_BUNDLE_FOLDER}/${callKey(call).split("/").map(encodeURIComponent).join("/")}.json`;
}

/**
 * The file name of a call's (or session's) compiled summaries in generated/calls: "acdt-087.json", "acdt-087-cl.json".
 * Read at build, not served.
 */
export function callSummariesFile(call: CallRef): string {
  return `${callKey(call).replaceAll("/", "-")}.json`;
}

/** The path of a page's Markdown twin, for a call page as for any other: "/calls/acdt/087" → "/calls/acdt/087.md". */
export function twinPath(pagePath: string): string {
  return `${pagePath}.md`;
}
