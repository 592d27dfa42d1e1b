import { TIERS, type Tier } from "~/schemas/tiers";

export type TierColor = { fill: string; text: string };

// Pastel fills under one near-black label colour: every pair clears WCAG AA (4.5:1) by a wide margin,
// and the fills stay legible in both the light and the dark page theme.
export const TIER_COLORS: Record<Tier, TierColor> = {
  S: { fill: "#ff7f7f", text: "#111827" },
  A: { fill: "#ffbf7f", text: "#111827" },
  B: { fill: "#ffdf7f", text: "#111827" },
  C: { fill: "#bfff7f", text: "#111827" },
  D: { fill: "#7fbfff", text: "#111827" },
};

export function isTier(value: unknown): value is Tier {
  return TIERS.some((tier) => tier === value);
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channelLuminance(parseInt(part, 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
