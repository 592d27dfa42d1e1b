// The percent shown beside 'Building search index...' (SPEC §2, §4). Bytes of the index file arrive
// first and take the scale up to 90 %; reading the JSON and checking it against the schema, which
// take a visible moment on a slow phone, fill the rest, so 100 % means "searchable now".

export const PERCENT_DOWNLOADED = 90;
export const PERCENT_PARSED = 95;
export const PERCENT_READY = 100;

/** Percent for `received` of `total` bytes, or null when the size is unknown. */
export function downloadPercent(received: number, total: number | null): number | null {
  if (total === null || !(total > 0) || !Number.isFinite(received)) return null;
  // A file that grew since the page was built must not run past the download's share.
  return Math.min(PERCENT_DOWNLOADED, Math.max(0, Math.floor((received / total) * PERCENT_DOWNLOADED)));
}

/**
 * The size of the decoded body. Streams yield decoded bytes, but a compressed response's
 * Content-Length counts compressed ones, so it is used only for an uncompressed response; the size
 * the build measured (passed in as `builtBytes`) is preferred, as it holds whatever the host does.
 */
export function decodedBodySize(
  builtBytes: number | null,
  contentLength: string | null,
  contentEncoding: string | null,
): number | null {
  if (builtBytes !== null && Number.isSafeInteger(builtBytes) && builtBytes > 0) return builtBytes;
  const encoding = (contentEncoding ?? "").trim().toLowerCase();
  if (encoding !== "" && encoding !== "identity") return null;
  const length = Number(contentLength ?? "");
  return contentLength !== null && Number.isSafeInteger(length) && length > 0 ? length : null;
}
