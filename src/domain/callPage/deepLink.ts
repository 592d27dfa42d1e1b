import { SEARCH_CONTENT_TYPES, SUMMARY_VERSIONS, type SummaryVersion } from "~/schemas/callConstants";
import type { SearchContentType } from "~/schemas/searchIndex";
import { formatTimestamp, parseTimestamp } from "../time/timestamp";
import { decodeUrlHash } from "../url/urlHash";

// Deep links into a call page (SPEC §5 'Call page'):
// - a hash '#t=SECONDS' or '#HH:MM:SS' names a moment of the video;
// - the query parameters search, timestamp, type and text (all four) name a search result to open,
//   as the calendar search links it; an item of a summary not shown first adds `summary` (its version),
//   and an item with no time (the older summary's) has an empty timestamp.

export type SearchDeepLink = {
  query: string;
  timestamp: string;
  type: SearchContentType;
  text: string;
  version?: SummaryVersion;
};

const SECONDS = /^\d+(?:\.\d+)?s?$/;
const CLOCK = /^\d+:\d{1,2}:\d{1,2}(?:\.\d+)?$/;

/** '#t=90', '#t=90s', '#t=1.5' or '#00:01:30' → video seconds; anything else → null. */
export function parseHashTime(hash: string): number | null {
  const body = decodeUrlHash(hash);
  if (body.startsWith("t=")) {
    const value = body.slice(2);
    return SECONDS.test(value) ? Number(value.replace(/s$/, "")) : null;
  }
  return CLOCK.test(body) ? parseTimestamp(body) : null;
}

/**
 * The hash that names a moment of the video, '#HH:MM:SS' (what parseHashTime reads back, to the
 * second). A time before the video's start names its start.
 */
export function momentHash(videoSeconds: number): string {
  return `#${formatTimestamp(Math.max(0, videoSeconds))}`;
}

/**
 * The address of this call page at a moment of the video, to share: the page's own address with the
 * moment as its hash. Its query is dropped, since a search deep link there would win over the hash.
 */
export function momentUrl(pageUrl: string, videoSeconds: number): string {
  const url = new URL(pageUrl);
  url.search = "";
  url.hash = momentHash(videoSeconds);
  return url.href;
}

/** The search result a link asks to open, or null unless all four parameters are present and valid. */
export function parseSearchDeepLink(params: URLSearchParams): SearchDeepLink | null {
  const query = params.get("search")?.trim();
  const timestamp = params.get("timestamp")?.trim();
  const type = params.get("type")?.trim();
  const text = params.get("text");
  const version = params.get("summary")?.trim();
  if (!query || timestamp === undefined || !type || !text?.trim() || !isResultType(type)) return null;
  const isSummaryItem = type === "agenda" || type === "action";
  // Only a summary item may have no time, or name a summary version.
  if (timestamp === "" && !isSummaryItem) return null;
  if (version !== undefined && !(isSummaryItem && isSummaryVersion(version))) return null;
  return { query, timestamp, type, text, ...(version ? { version } : {}) };
}

function isSummaryVersion(version: string): version is SummaryVersion {
  return SUMMARY_VERSIONS.some((known) => known === version);
}

function isResultType(type: string): type is SearchContentType {
  return SEARCH_CONTENT_TYPES.some((known) => known === type);
}
