import {
  IMAGE_THEMES,
  layoutRankingImage,
  type DrawOp,
  type ImageTheme,
  type Paint,
  type RankingImageInput,
  type RankingImageLayout,
} from "../domain/ranking/imageLayout";

/** Lays the ranking out, draws it in `theme` and downloads it as `fileName`. */
export async function downloadRankingImage(
  input: RankingImageInput,
  theme: ImageTheme,
  fileName: string,
): Promise<void> {
  downloadBlob(await renderRankingPng(layoutRankingImage(input, measureWithCanvas), theme), fileName);
}

function resolvePaint(paint: Paint, theme: ImageTheme): string {
  return "hex" in paint ? paint.hex : IMAGE_THEMES[theme][paint.role];
}

function drawOp(ctx: CanvasRenderingContext2D, op: DrawOp, theme: ImageTheme): void {
  ctx.fillStyle = resolvePaint(op.color, theme);
  if (op.kind === "rect") {
    ctx.fillRect(op.x, op.y, op.width, op.height);
    return;
  }
  ctx.font = op.font;
  ctx.textAlign = op.align;
  ctx.fillText(op.text, op.x, op.y);
}

export function renderRankingPng(layout: RankingImageLayout, theme: ImageTheme): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = layout.pixelWidth;
  canvas.height = layout.pixelHeight;
  const ctx = canvas.getContext("2d");
  if (!ctx) return Promise.reject(new Error("2D canvas is not available"));
  ctx.scale(layout.scale, layout.scale);
  ctx.textBaseline = "middle";
  for (const op of layout.ops) drawOp(ctx, op, theme);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png");
  });
}

// Revoking right after click() can cancel the download in some browsers; a later revoke is harmless.
const REVOKE_DELAY_MS = 30_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

let measuringContext: CanvasRenderingContext2D | null | undefined;

function measuringCtx(): CanvasRenderingContext2D | null {
  if (measuringContext === undefined) measuringContext = document.createElement("canvas").getContext("2d");
  return measuringContext;
}

// Without a 2D context, a conservative average glyph width keeps truncation on the safe side.
function estimateWidth(text: string, font: string): number {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);
  return Array.from(text).length * size * 0.65;
}

/** Text width in CSS pixels for a canvas font string; matches what renderRankingPng draws. */
export function measureWithCanvas(text: string, font: string): number {
  const ctx = measuringCtx();
  if (!ctx) return estimateWidth(text, font);
  ctx.font = font;
  return ctx.measureText(text).width;
}
