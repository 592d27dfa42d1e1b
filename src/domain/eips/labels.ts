import type { Layer, NorthStarGoal, StakeholderGroup } from "~/schemas/content";

export const STAKEHOLDER_LABELS: Record<StakeholderGroup, string> = {
  endUsers: "End Users",
  appDevs: "App Developers",
  walletDevs: "Wallet Developers",
  toolingInfra: "Tooling & Infrastructure",
  layer2s: "Layer 2s",
  stakersNodes: "Stakers & Node Operators",
  clClients: "Consensus Clients",
  elClients: "Execution Clients",
};

export const NORTH_STAR_LABELS: Record<NorthStarGoal, string> = {
  scaleL1: "Scale L1",
  scaleBlobs: "Scale Blobs",
  improveUX: "Improve UX",
};

export const LAYER_NAMES: Record<Layer, string> = {
  EL: "Execution Layer",
  CL: "Consensus Layer",
};

// Display order. Kept here (not taken from the zod schemas) so browser code does not load zod;
// labels.test.ts checks they match the schema's lists.
export const STAKEHOLDER_ORDER = [
  "endUsers", "appDevs", "walletDevs", "toolingInfra", "layer2s", "stakersNodes", "clClients", "elClients",
] as const satisfies readonly StakeholderGroup[];

export const NORTH_STAR_ORDER = ["scaleL1", "scaleBlobs", "improveUX"] as const satisfies readonly NorthStarGoal[];
