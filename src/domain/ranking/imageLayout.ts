import type { Tier } from "~/schemas/tiers";
import { TIER_COLORS } from "./tiers";

// Geometry of the shareable PNG (SPEC §9), in logical pixels; the canvas is IMAGE_SCALE times larger.
export const IMAGE_SCALE = 2;
export const IMAGE_WIDTH = 720;
export const TIER_LABEL_WIDTH = 50;
export const ITEMS_PER_ROW = 2;
export const ROW_HEIGHT = 36;
export const GAP = 6;
export const FOOTER_HEIGHT = 48;
const ITEM_PADDING_X = 8;
const ITEMS_LEFT = GAP + TIER_LABEL_WIDTH + GAP;
export const ITEM_BOX_WIDTH = (IMAGE_WIDTH - GAP - ITEMS_LEFT - GAP * (ITEMS_PER_ROW - 1)) / ITEMS_PER_ROW;

export const ELLIPSIS = "...";

const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
export const IMAGE_FONTS = {
  tier: `bold 20px ${FONT_FAMILY}`,
  item: `500 13px ${FONT_FAMILY}`,
  footerTitle: `bold 14px ${FONT_FAMILY}`,
  footer: `12px ${FONT_FAMILY}`,
} as const;

export type ImageTheme = "light" | "dark";
export type ThemeRole = "background" | "itemFill" | "itemText" | "footerText" | "footerMuted";

// Tier colours are the same in both themes; everything else is a role resolved by the renderer.
export const IMAGE_THEMES: Record<ImageTheme, Record<ThemeRole, string>> = {
  light: {
    background: "#ffffff",
    itemFill: "#f3f4f6",
    itemText: "#111827",
    footerText: "#111827",
    footerMuted: "#4b5563",
  },
  dark: {
    background: "#111827",
    itemFill: "#1f2937",
    itemText: "#f9fafb",
    footerText: "#f9fafb",
    footerMuted: "#d1d5db",
  },
};

export type Paint = { role: ThemeRole } | { hex: string };
export type RectOp = { kind: "rect"; x: number; y: number; width: number; height: number; color: Paint };
/** y is the vertical middle of the text (drawn with textBaseline 'middle'). */
export type TextOp = {
  kind: "text";
  text: string;
  x: number;
  y: number;
  font: string;
  color: Paint;
  align: "left" | "center" | "right";
};
export type DrawOp = RectOp | TextOp;

export type RankingImageLayout = {
  width: number;
  height: number;
  pixelWidth: number;
  pixelHeight: number;
  scale: number;
  ops: DrawOp[];
};

export type RankingImageInput = {
  tiers: readonly { tier: Tier; items: readonly { id: number; title: string }[] }[];
  /** The footer's title: the tier maker's ("Glamsterdam EIP Rankings"). */
  title: string;
  dateText: string;
  host: string;
};

export type MeasureText = (text: string, font: string) => number;

/**
 * The longest prefix of text that fits maxWidth with '...' appended, or text itself if it fits whole.
 * Returns '' when not even '...' fits.
 */
export function fitText(text: string, maxWidth: number, font: string, measure: MeasureText): string {
  if (measure(text, font) <= maxWidth) return text;
  const chars = Array.from(text); // code points, so an emoji is never cut in half
  const cut = (length: number) => chars.slice(0, length).join("").trimEnd() + ELLIPSIS;
  if (measure(ELLIPSIS, font) > maxWidth) return "";
  let fits = 0;
  let tooLong = chars.length;
  while (tooLong - fits > 1) {
    const mid = Math.floor((fits + tooLong) / 2);
    if (measure(cut(mid), font) <= maxWidth) fits = mid;
    else tooLong = mid;
  }
  return cut(fits);
}

function rowCount(itemCount: number): number {
  return Math.ceil(itemCount / ITEMS_PER_ROW);
}

function blockHeight(rows: number): number {
  return rows * ROW_HEIGHT + (rows - 1) * GAP;
}

/** Height of the whole image: each row of proposals costs ROW_HEIGHT + GAP, plus a top GAP and the footer. */
function rankingImageHeight(rowsPerTier: readonly number[]): number {
  const rows = rowsPerTier.reduce((sum, n) => sum + n, 0);
  return GAP + rows * (ROW_HEIGHT + GAP) + FOOTER_HEIGHT;
}

function itemBoxPosition(index: number, tierTop: number): { x: number; y: number } {
  const column = index % ITEMS_PER_ROW;
  const row = Math.floor(index / ITEMS_PER_ROW);
  return { x: ITEMS_LEFT + column * (ITEM_BOX_WIDTH + GAP), y: tierTop + row * (ROW_HEIGHT + GAP) };
}

function tierLabelOps(tier: Tier, top: number, height: number): DrawOp[] {
  const colors = TIER_COLORS[tier];
  return [
    { kind: "rect", x: GAP, y: top, width: TIER_LABEL_WIDTH, height, color: { hex: colors.fill } },
    {
      kind: "text",
      text: tier,
      x: GAP + TIER_LABEL_WIDTH / 2,
      y: top + height / 2,
      font: IMAGE_FONTS.tier,
      color: { hex: colors.text },
      align: "center",
    },
  ];
}

function itemOps(item: { id: number; title: string }, index: number, tierTop: number, measure: MeasureText): DrawOp[] {
  const { x, y } = itemBoxPosition(index, tierTop);
  const maxTextWidth = ITEM_BOX_WIDTH - 2 * ITEM_PADDING_X;
  const label = fitText(`EIP-${item.id}: ${item.title}`, maxTextWidth, IMAGE_FONTS.item, measure);
  return [
    { kind: "rect", x, y, width: ITEM_BOX_WIDTH, height: ROW_HEIGHT, color: { role: "itemFill" } },
    {
      kind: "text",
      text: label,
      x: x + ITEM_PADDING_X,
      y: y + ROW_HEIGHT / 2,
      font: IMAGE_FONTS.item,
      color: { role: "itemText" },
      align: "left",
    },
  ];
}

function footerOps(top: number, { title, dateText, host }: RankingImageInput, measure: MeasureText): DrawOp[] {
  const right = IMAGE_WIDTH - GAP;
  const link = fitText(`Make your own at ${host}/rank`, right - GAP, IMAGE_FONTS.footer, measure);
  const line = (text: string, x: number, y: number, font: string, role: ThemeRole, align: TextOp["align"]): TextOp => ({
    kind: "text",
    text,
    x,
    y,
    font,
    color: { role },
    align,
  });
  return [
    line(title, GAP, top + 16, IMAGE_FONTS.footerTitle, "footerText", "left"),
    line(dateText, right, top + 16, IMAGE_FONTS.footer, "footerMuted", "right"),
    line(link, GAP, top + 34, IMAGE_FONTS.footer, "footerMuted", "left"),
  ];
}

/**
 * Lays out the tier list image. Tiers without items are left out (an empty band says nothing in a shared
 * image); tiers keep the input order and items their order within a tier.
 */
export function layoutRankingImage(input: RankingImageInput, measureText: MeasureText): RankingImageLayout {
  const drawn = input.tiers.filter((t) => t.items.length > 0);
  const height = rankingImageHeight(drawn.map((t) => rowCount(t.items.length)));
  const ops: DrawOp[] = [{ kind: "rect", x: 0, y: 0, width: IMAGE_WIDTH, height, color: { role: "background" } }];
  let top = GAP;
  for (const { tier, items } of drawn) {
    const bandHeight = blockHeight(rowCount(items.length));
    ops.push(...tierLabelOps(tier, top, bandHeight));
    items.forEach((item, index) => ops.push(...itemOps(item, index, top, measureText)));
    top += bandHeight + GAP;
  }
  ops.push(...footerOps(top, input, measureText));
  return {
    width: IMAGE_WIDTH,
    height,
    pixelWidth: IMAGE_WIDTH * IMAGE_SCALE,
    pixelHeight: height * IMAGE_SCALE,
    scale: IMAGE_SCALE,
    ops,
  };
}
