// The EIP content's closed lists, without zod: content.ts builds its schema from them, and browser code
// imports them from here, where using one does not load zod (see callConstants.ts).

// Also the order the upgrade pages show them in (domain/eips/labels.ts names them).
export const STAKEHOLDER_GROUPS = [
  "endUsers",
  "appDevs",
  "walletDevs",
  "toolingInfra",
  "layer2s",
  "stakersNodes",
  "clClients",
  "elClients",
] as const;

export const NORTH_STAR_GOALS = ["scaleL1", "scaleBlobs", "improveUX"] as const;
