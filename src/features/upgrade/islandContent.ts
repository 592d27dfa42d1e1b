// What the upgrade page hydrates only when a visitor needs it (see ~/ui/islands): the EIP cards, and
// the parts that are text and links. Loaded by upgradeIslands.tsx alone; importing any of these
// elsewhere would pull it back into the page's first load.
export { Banners } from "./Banners";
export { ClientTeamPerspectives } from "./ClientTeamPerspectives";
export { CompactEipCard } from "./CompactEipCard";
export { EipCard } from "./EipCard";
export { TimelineSteps } from "./TimelineSteps";
export { UpgradeHeader } from "./UpgradeHeader";
export { UpgradeStrip } from "./UpgradeStrip";
