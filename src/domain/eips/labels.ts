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
