// The tier letters, best first. Free of zod, so code that only needs the list or the type loads no validator.
export const TIERS = ["S", "A", "B", "C", "D"] as const;
export type Tier = (typeof TIERS)[number];
