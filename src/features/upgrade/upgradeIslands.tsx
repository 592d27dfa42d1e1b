import { defineIslands } from "~/ui/islands";

const islands = defineIslands(() => import("./islandContent"));

/** Loads every island's code; call it before a change that renders islands afresh. */
export const preloadUpgradeIslands = islands.preload;

// EIP cards hydrate as they come near the viewport; the rest when a pointer or focus reaches them.
export const EipCardIsland = islands.island("EipCard", { whenVisible: true });
export const CompactEipCardIsland = islands.island("CompactEipCard", { whenVisible: true });
export const UpgradeHeaderIsland = islands.island("UpgradeHeader");
export const UpgradeStripIsland = islands.island("UpgradeStrip");
export const TimelineStepsIsland = islands.island("TimelineSteps");
export const BannersIsland = islands.island("Banners");
export const ClientTeamPerspectivesIsland = islands.island("ClientTeamPerspectives");
