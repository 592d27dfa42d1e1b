import type { SearchDocument } from "~/schemas/searchIndex";
import { hmsKey } from "../time/timestamp";
import { callPath, callRefOf } from "../calls/callRef";

export type LinkedHit = Pick<
  SearchDocument,
  "callType" | "callNumber" | "callSession" | "timestamp" | "type" | "text" | "summaryVersion"
>;

/**
 * The call page URL that pre-opens a calendar result (SPEC §2, §5): search, timestamp, type and text
 * must all be present. The timestamp is always HH:MM:SS, the key the call page matches a line on
 * (SPEC-NOTES decision 4), whatever precision the archive wrote; empty for an item with no time. An
 * item of a summary not shown first names it (`summary`).
 */
export function callResultHref(hit: LinkedHit, query: string): string {
  const params = new URLSearchParams({
    search: query.trim(),
    timestamp: hit.timestamp === "" ? "" : hmsKey(hit.timestamp),
    type: hit.type,
    text: hit.text,
    ...(hit.summaryVersion ? { summary: hit.summaryVersion } : {}),
  });
  return `${callPath(callRefOf(hit))}?${params.toString()}`;
}
