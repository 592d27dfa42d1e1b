import type { UpgradeStatus } from "~/schemas/content";

export type StatusTone = "green" | "blue" | "amber" | "purple" | "slate";

export const UPGRADE_STATUS_TONE: Record<UpgradeStatus, StatusTone> = {
  Active: "green",
  Scheduled: "blue",
  Upcoming: "amber",
  Planning: "purple",
  Research: "slate",
};
