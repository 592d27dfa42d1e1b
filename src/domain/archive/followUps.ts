import type { CallSummaries } from "~/schemas/artifacts";
import type { CallSync } from "~/schemas/content";
import { compareCallsNewestFirst, type DatedCall } from "../calls/callRef";
import { videoMoment } from "../time/timestamp";

type CallWithFiles = DatedCall & { artifacts: readonly string[]; sync?: CallSync };

/** A series' last call is a follow-up list only while it is recent: a series quiet this long has moved on. */
export const FOLLOW_UP_WINDOW_DAYS = 60;

/**
 * The calls whose action items are still to follow up: each series' newest call with a TL;DR, when it was held
 * within FOLLOW_UP_WINDOW_DAYS of the archive's newest call (not of today: a build of an old archive still has its
 * last calls). Newest first.
 */
export function followUpCalls<T extends CallWithFiles>(calls: readonly T[]): T[] {
  const newest = [...calls].sort(compareCallsNewestFirst)[0];
  if (!newest) return [];
  const since = shiftDays(newest.date, -FOLLOW_UP_WINDOW_DAYS);
  const latest = new Map<string, T>();
  for (const call of [...calls].sort(compareCallsNewestFirst)) {
    if (!latest.has(call.type) && call.artifacts.includes("tldr")) latest.set(call.type, call);
  }
  return [...latest.values()].filter((call) => call.date >= since);
}

export type FollowUp = { timestamp: string; moment?: string; owner: string; action: string };

/** A call's action items (its TL;DR's), in time order, each with the video moment its link opens. */
export function followUpItems(summaries: Pick<CallSummaries, "tldr">, sync: CallSync | undefined): FollowUp[] {
  return (summaries.tldr?.action_items ?? [])
    .filter((item) => item.action.trim() !== "")
    .map((item) => ({
      timestamp: item.timestamp,
      ...videoMoment(item.timestamp, sync),
      owner: item.owner.trim(),
      action: item.action.trim(),
    }))
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

function shiftDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
