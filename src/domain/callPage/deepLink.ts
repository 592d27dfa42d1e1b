import { SEARCH_CONTENT_TYPES } from "~/schemas/callConstants";
import type { SearchContentType } from "~/schemas/searchIndex";
import { parseTimestamp } from "../time/timestamp";
import { decodeUrlHash } from "../url/urlHash";

// Deep links into a call page (SPEC §5 'Call page'):
// - a hash '#t=SECONDS' or '#HH:MM:SS' names a moment of the video;
// - the query parameters search, timestamp, type and text (all four) name a search result to open,
//   as the calendar search links it.

export type SearchDeepLink = { query: string; timestamp: string; type: SearchContentType; text: string };

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

/** The search result a link asks to open, or null unless all four parameters are present and valid. */
export function parseSearchDeepLink(params: URLSearchParams): SearchDeepLink | null {
  const query = params.get("search")?.trim();
  const timestamp = params.get("timestamp")?.trim();
  const type = params.get("type")?.trim();
  const text = params.get("text");
  if (!query || !timestamp || !type || !text?.trim() || !isResultType(type)) return null;
  return { query, timestamp, type, text };
}

function isResultType(type: string): type is SearchContentType {
  return SEARCH_CONTENT_TYPES.some((known) => known === type);
}
