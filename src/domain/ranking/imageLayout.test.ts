import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ELLIPSIS,
  IMAGE_FONTS,
  IMAGE_THEMES,
  ITEM_BOX_WIDTH,
  fitText,
  layoutRankingImage,
  type DrawOp,
  type RankingImageInput,
  type RectOp,
  type TextOp,
} from "./imageLayout";
import { TIERS } from "~/schemas/tiers";
import { TIER_COLORS, contrastRatio } from "./tiers";

const sevenPxPerChar = (text: string) => text.length * 7;
const items = (n: number, first = 1) =>
  Array.from({ length: n }, (_, i) => ({ id: first + i, title: `T${first + i}` }));
const input = (tiers: RankingImageInput["tiers"]): RankingImageInput => ({
  tiers,
  title: "Glamsterdam EIP Rankings",
  dateText: "October 30, 2025",
  host: "forkline.example",
});

const isRect = (op: DrawOp): op is RectOp => op.kind === "rect";
const isText = (op: DrawOp): op is TextOp => op.kind === "text";
const itemBoxes = (ops: DrawOp[]) =>
  ops.filter(isRect).filter((op) => "role" in op.color && op.color.role === "itemFill");
const boxOrigins = (ops: DrawOp[]) => itemBoxes(ops).map(({ x, y }) => [x, y]);
const tierLabels = (ops: DrawOp[]) =>
  ops
    .filter(isRect)
    .filter((op) => op.width === 50)
    .map(({ y, height, color }) => ({ y, height, color }));
const texts = (ops: DrawOp[]) => ops.filter(isText).map((op) => op.text);

// Left column x 62, right column x 62 + 323 + 6 = 391; rows 42 apart starting at y 6.
describe("layoutRankingImage positions", () => {
  it("places one item in the left column of the first row", () => {
    const { ops } = layoutRankingImage(input([{ tier: "S", items: items(1) }]), sevenPxPerChar);
    expect(boxOrigins(ops)).toEqual([[62, 6]]);
    expect(itemBoxes(ops)[0]).toMatchObject({ width: 323, height: 36 });
    expect(tierLabels(ops)).toEqual([{ y: 6, height: 36, color: { hex: TIER_COLORS.S.fill } }]);
  });

  it("places two items side by side", () => {
    const { ops } = layoutRankingImage(input([{ tier: "S", items: items(2) }]), sevenPxPerChar);
    expect(boxOrigins(ops)).toEqual([
      [62, 6],
      [391, 6],
    ]);
  });

  it("wraps a third item to a second row and grows the tier label", () => {
    const { ops } = layoutRankingImage(input([{ tier: "A", items: items(3) }]), sevenPxPerChar);
    expect(boxOrigins(ops)).toEqual([
      [62, 6],
      [391, 6],
      [62, 48],
    ]);
    expect(tierLabels(ops)).toEqual([{ y: 6, height: 78, color: { hex: TIER_COLORS.A.fill } }]);
  });

  it("lays five items over three rows, the last one alone on the left", () => {
    const { ops } = layoutRankingImage(input([{ tier: "B", items: items(5) }]), sevenPxPerChar);
    expect(boxOrigins(ops)).toEqual([
      [62, 6],
      [391, 6],
      [62, 48],
      [391, 48],
      [62, 90],
    ]);
    expect(tierLabels(ops)[0]).toMatchObject({ y: 6, height: 120 });
  });

  it("centres the tier letter in its label and the item text vertically in its box", () => {
    const { ops } = layoutRankingImage(input([{ tier: "C", items: items(3) }]), sevenPxPerChar);
    expect(ops.filter(isText).find((op) => op.text === "C")).toMatchObject({
      x: 31,
      y: 45,
      align: "center",
      font: IMAGE_FONTS.tier,
      color: { hex: TIER_COLORS.C.text },
    });
    expect(ops.filter(isText).find((op) => op.text === "EIP-3: T3")).toMatchObject({ x: 70, y: 66, align: "left" });
  });

  it("stacks tiers in input order, skipping tiers without items", () => {
    const { ops } = layoutRankingImage(
      input([
        { tier: "S", items: items(3, 10) },
        { tier: "A", items: [] },
        { tier: "B", items: items(1, 20) },
        { tier: "D", items: items(2, 30) },
      ]),
      sevenPxPerChar,
    );
    expect(tierLabels(ops).map(({ y, height }) => [y, height])).toEqual([
      [6, 78],
      [90, 36],
      [132, 36],
    ]);
    expect(texts(ops).filter((t) => t.length === 1)).toEqual(["S", "B", "D"]);
    expect(boxOrigins(ops)).toEqual([
      [62, 6],
      [391, 6],
      [62, 48],
      [62, 90],
      [62, 132],
      [391, 132],
    ]);
    expect(texts(ops)).toContain("EIP-20: T20");
  });
});

describe("layoutRankingImage size", () => {
  it("is 720 wide and 1440 pixels wide at scale 2", () => {
    const layout = layoutRankingImage(input([{ tier: "S", items: items(1) }]), sevenPxPerChar);
    expect(layout).toMatchObject({ width: 720, pixelWidth: 1440, scale: 2, height: 96, pixelHeight: 192 });
  });

  it("is 6 + 42 per row of proposals + a 48 footer high", () => {
    const tierSizes = fc.array(fc.nat({ max: 9 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(tierSizes, (sizes) => {
        const tiers = TIERS.map((tier, i) => ({ tier, items: items(sizes[i] ?? 0) }));
        const rows = sizes.reduce((sum, n) => sum + Math.ceil(n / 2), 0);
        const layout = layoutRankingImage(input(tiers), sevenPxPerChar);
        expect(layout.height).toBe(6 + 42 * rows + 48);
        expect(layout.pixelHeight).toBe(layout.height * 2);
      }),
    );
  });

  it("paints the background over the whole image first", () => {
    const layout = layoutRankingImage(input([{ tier: "S", items: items(3) }]), sevenPxPerChar);
    expect(layout.ops[0]).toEqual({
      kind: "rect",
      x: 0,
      y: 0,
      width: 720,
      height: layout.height,
      color: { role: "background" },
    });
  });
});

describe("layoutRankingImage footer", () => {
  it("shows the title, the date and the link to /rank below the last tier", () => {
    const { ops, height } = layoutRankingImage(input([{ tier: "S", items: items(1) }]), sevenPxPerChar);
    const footer = ops.filter(isText).filter((op) => op.y > 42);
    expect(footer.map((op) => op.text)).toEqual([
      "Glamsterdam EIP Rankings",
      "October 30, 2025",
      "Make your own at forkline.example/rank",
    ]);
    expect(footer.every((op) => op.y < height)).toBe(true);
    expect(footer[1]).toMatchObject({ x: 714, align: "right" });
  });
});

describe("item label truncation", () => {
  const maxChars = Math.floor((ITEM_BOX_WIDTH - 16) / 7); // 43 characters at 7 px

  it("keeps a label that fits", () => {
    const title = "x".repeat(maxChars - "EIP-1: ".length);
    const { ops } = layoutRankingImage(input([{ tier: "S", items: [{ id: 1, title }] }]), sevenPxPerChar);
    expect(texts(ops)).toContain(`EIP-1: ${title}`);
  });

  it("cuts a long label with '...' to fit its box", () => {
    const title = "Enshrined proposer builder separation with a very long descriptive name";
    const { ops } = layoutRankingImage(input([{ tier: "S", items: [{ id: 7732, title }] }]), sevenPxPerChar);
    const label = texts(ops).find((t) => t.startsWith("EIP-7732"));
    expect(label).toBe("EIP-7732: Enshrined proposer builder sep...");
    expect(sevenPxPerChar(label ?? "")).toBeLessThanOrEqual(ITEM_BOX_WIDTH - 16);
  });
});

describe("fitText", () => {
  it("returns the text unchanged when it fits", () => {
    expect(fitText("abc", 21, "f", sevenPxPerChar)).toBe("abc");
  });

  it("drops trailing spaces before the ellipsis", () => {
    expect(fitText("ab cdef", 35, "f", sevenPxPerChar)).toBe("ab...");
  });

  it("returns only the ellipsis, or nothing, when space is very short", () => {
    expect(fitText("abcdef", 21, "f", sevenPxPerChar)).toBe(ELLIPSIS);
    expect(fitText("abcdef", 20, "f", sevenPxPerChar)).toBe("");
  });

  it("passes the font to measureText", () => {
    const fonts: string[] = [];
    fitText("abcdef", 30, "bold 9px x", (text, font) => (fonts.push(font), text.length * 7));
    expect(new Set(fonts)).toEqual(new Set(["bold 9px x"]));
  });

  it("always fits, ends with '...' when cut, and keeps the longest possible prefix", () => {
    const measure = (text: string) => Array.from(text).reduce((w, ch) => w + (ch === "W" ? 11 : ch === "i" ? 3 : 7), 0);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("W", "i", "a", " ", "😀") }),
        fc.integer({ min: 21, max: 300 }),
        (text, max) => {
          const fitted = fitText(text, max, "f", measure);
          expect(measure(fitted)).toBeLessThanOrEqual(max);
          if (fitted === text) return;
          expect(fitted.endsWith(ELLIPSIS)).toBe(true);
          const kept = fitted.slice(0, -ELLIPSIS.length);
          expect(text.startsWith(kept)).toBe(true);
          const next = Array.from(text)
            .slice(0, Array.from(kept).length + 1)
            .join("");
          if (next !== kept && next.trimEnd() === next) expect(measure(next + ELLIPSIS)).toBeGreaterThan(max);
        },
      ),
    );
  });
});

describe("IMAGE_THEMES", () => {
  it.each(["light", "dark"] as const)("%s text meets WCAG AA contrast on its background", (theme) => {
    const t = IMAGE_THEMES[theme];
    expect(contrastRatio(t.itemText, t.itemFill)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.footerText, t.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.footerMuted, t.background)).toBeGreaterThanOrEqual(4.5);
  });
});
