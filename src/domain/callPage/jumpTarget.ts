import type { CallContent } from "./callContent";
import type { CallHit } from "../search/callSearch";
import { hmsKey, parseTimestamp } from "../time/timestamp";
import type { SearchDeepLink } from "./deepLink";

/** Where choosing a search result, or opening a result link, takes the visitor. Seconds are transcript time. */
export type JumpTarget =
  | { kind: "transcript"; index: number; seconds: number }
  | { kind: "chat"; messageId: number; seconds: number }
  | { kind: "agenda"; index: number; seconds: number }
  | { kind: "action"; index: number; seconds: number }
  | { kind: "time"; seconds: number };

/** A hit from searchCall over content → its place on the page. */
export function hitTarget(hit: CallHit, content: CallContent): JumpTarget {
  // A decision's place is its moment: the video there, and the transcript line then playing.
  if (hit.type === "decision") return { kind: "time", seconds: hit.seconds };
  if (hit.type === "chat") {
    const message = content.chat[hit.ref];
    return message ? { kind: "chat", messageId: message.id, seconds: message.seconds } : { kind: "time", seconds: hit.seconds };
  }
  return { kind: hit.type, index: hit.ref, seconds: hit.seconds };
}

/**
 * The item a calendar result link names (SPEC-NOTES decision 4: transcript results carry HH:MM:SS,
 * cues carry milliseconds). Among items at that second the one with the same text wins; without
 * one, the first at that second; without any, the transcript line playing at that time.
 */
export function deepLinkTarget(link: SearchDeepLink, content: CallContent): JumpTarget {
  const key = hmsKey(link.timestamp);
  const text = link.text.trim();
  switch (link.type) {
    case "transcript": {
      const index = pickIndex(content.transcript, (entry) => hmsKey(entry.timestamp) === key, (entry) => entry.text.trim() === text);
      return index === -1 ? timeTarget(link.timestamp) : { kind: "transcript", index, seconds: content.transcript[index]?.seconds ?? 0 };
    }
    case "chat": {
      const index = pickIndex(content.chat, (message) => hmsKey(message.timestamp) === key, (message) => message.message.trim() === text);
      const message = content.chat[index];
      return message ? { kind: "chat", messageId: message.id, seconds: message.seconds } : timeTarget(link.timestamp);
    }
    case "agenda": {
      // The calendar indexes an agenda topic as "title summary".
      const index = pickIndex(content.agenda, (item) => hmsKey(item.timestamp) === key, (item) => text.startsWith(item.title.trim()));
      return index === -1 ? timeTarget(link.timestamp) : { kind: "agenda", index, seconds: content.agenda[index]?.seconds ?? 0 };
    }
    case "decision":
      return timeTarget(link.timestamp);
    case "action": {
      const index = pickIndex(content.actions, (item) => hmsKey(item.timestamp) === key, (item) => item.text.trim() === text);
      return index === -1 ? timeTarget(link.timestamp) : { kind: "action", index, seconds: content.actions[index]?.seconds ?? 0 };
    }
  }
}

function pickIndex<T>(items: readonly T[], atTime: (item: T) => boolean, sameText: (item: T) => boolean): number {
  let first = -1;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item === undefined || !atTime(item)) continue;
    if (sameText(item)) return i;
    if (first === -1) first = i;
  }
  return first;
}

function timeTarget(timestamp: string): JumpTarget {
  return { kind: "time", seconds: parseTimestamp(timestamp) };
}
