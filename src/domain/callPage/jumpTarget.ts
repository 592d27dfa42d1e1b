import type { SummaryVersion } from "~/schemas/callConstants";
import type { CallContent } from "../search/callContent";
import type { CallHit } from "../search/callSearch";
import { hmsKey, parseTimestamp } from "../time/timestamp";
import type { SearchDeepLink } from "./deepLink";

/**
 * Where choosing a search result, or opening a result link, takes the visitor. Seconds are transcript
 * time. A summary item may have none (the older summary's), and may be in a summary not shown first
 * (`version`): the summary card then shows that one.
 */
export type JumpTarget =
  | { kind: "transcript"; index: number; seconds: number }
  | { kind: "chat"; messageId: number; seconds: number }
  | SummaryTarget
  | { kind: "time"; seconds: number };

export type SummaryTarget = {
  kind: "agenda" | "action";
  index: number;
  seconds: number | null;
  version?: SummaryVersion;
};

/** A hit from searchCall over content → its place on the page. */
export function hitTarget(hit: CallHit, content: CallContent): JumpTarget {
  // A decision's place is its moment: the video there, and the transcript line then playing.
  const seconds = hit.seconds ?? 0;
  if (hit.type === "decision") return { kind: "time", seconds };
  if (hit.type === "chat") {
    const message = content.chat[hit.ref];
    return message ? { kind: "chat", messageId: message.id, seconds: message.seconds } : { kind: "time", seconds };
  }
  if (hit.type === "transcript") return { kind: "transcript", index: hit.ref, seconds };
  return { kind: hit.type, index: hit.ref, seconds: hit.seconds, ...(hit.version ? { version: hit.version } : {}) };
}

/**
 * The item a calendar result link names (SPEC-NOTES decision 4: transcript results carry HH:MM:SS,
 * cues carry milliseconds). Among items at that second the one with the same text wins; without
 * one, the first at that second; without any, the transcript line playing at that time.
 */
export function deepLinkTarget(link: SearchDeepLink, content: CallContent): JumpTarget | null {
  const key = hmsKey(link.timestamp);
  const text = link.text.trim();
  // An item with no time is named by an empty timestamp.
  const atTime = (item: { timestamp: string }) =>
    item.timestamp === "" ? link.timestamp === "" : hmsKey(item.timestamp) === key;
  const summary = link.version ? content.otherSummaries.find((other) => other.version === link.version) : content;
  const version = link.version ? { version: link.version } : {};
  switch (link.type) {
    case "transcript": {
      const index = pickIndex(
        content.transcript,
        (entry) => hmsKey(entry.timestamp) === key,
        (entry) => entry.text.trim() === text,
      );
      return index === -1
        ? timeTarget(link.timestamp)
        : { kind: "transcript", index, seconds: content.transcript[index]?.seconds ?? 0 };
    }
    case "chat": {
      const index = pickIndex(
        content.chat,
        (message) => hmsKey(message.timestamp) === key,
        (message) => message.message.trim() === text,
      );
      const message = content.chat[index];
      return message ? { kind: "chat", messageId: message.id, seconds: message.seconds } : timeTarget(link.timestamp);
    }
    case "agenda": {
      // The calendar indexes an agenda topic as "title summary".
      const index = pickIndex(
        summary?.agenda ?? [],
        atTime,
        (item) => text.startsWith(item.title.trim()),
        link.timestamp !== "",
      );
      return index === -1
        ? timeTarget(link.timestamp)
        : { kind: "agenda", index, seconds: summary?.agenda[index]?.seconds ?? null, ...version };
    }
    case "decision":
      return timeTarget(link.timestamp);
    case "action": {
      const index = pickIndex(
        summary?.actions ?? [],
        atTime,
        (item) => item.text.trim() === text,
        link.timestamp !== "",
      );
      return index === -1
        ? timeTarget(link.timestamp)
        : { kind: "action", index, seconds: summary?.actions[index]?.seconds ?? null, ...version };
    }
  }
}

/** The item at that time with the same text; else, when `orFirstAtTime`, the first at that time. */
function pickIndex<T>(
  items: readonly T[],
  atTime: (item: T) => boolean,
  sameText: (item: T) => boolean,
  orFirstAtTime = true,
): number {
  let first = -1;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === undefined || !atTime(item)) continue;
    if (sameText(item)) return i;
    if (first === -1) first = i;
  }
  return orFirstAtTime ? first : -1;
}

/** The moment a link names when its item is not found; nothing when it names none. */
function timeTarget(timestamp: string): JumpTarget | null {
  return timestamp === "" ? null : { kind: "time", seconds: parseTimestamp(timestamp) };
}
