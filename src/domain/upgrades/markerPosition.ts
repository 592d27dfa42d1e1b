import type { UpgradeStatus } from "~/schemas/content";

export const DEFAULT_MARKER_PERCENT = 50;
const ACTIVE_WEIGHT = 0.25;
const UPCOMING_WEIGHT = 0.7;

/** Where upgrade `index` of `count` sits on the strip, in percent: first at 0, last at 100. */
export function stripPosition(index: number, count: number): number {
  return count > 1 ? (index / (count - 1)) * 100 : DEFAULT_MARKER_PERCENT;
}

/**
 * SPEC §4: the 'we are here' marker sits between the last live upgrade and the next one,
 * weighted 25% of the active position plus 70% of the upcoming position, so it leans towards
 * what comes next. Clamped to that gap, which the raw weights can leave when the two are close
 * to the far end. 50 when the strip has no live upgrade or nothing after it.
 */
export function markerPercent(upgrades: readonly { status: UpgradeStatus }[]): number {
  const activeIndex = upgrades.findLastIndex((upgrade) => upgrade.status === "Active");
  const upcomingIndex = activeIndex + 1;
  if (activeIndex === -1 || upcomingIndex >= upgrades.length) return DEFAULT_MARKER_PERCENT;
  const active = stripPosition(activeIndex, upgrades.length);
  const upcoming = stripPosition(upcomingIndex, upgrades.length);
  const weighted = ACTIVE_WEIGHT * active + UPCOMING_WEIGHT * upcoming;
  return Math.min(upcoming, Math.max(active, weighted));
}
