// The scope chart's geometry, in CSS pixels at the width the chart is drawn (features/upgrade/ScopeOverTime.tsx), so
// its text keeps its size on any screen: room for the line labels measured from the longest, the labels moved apart
// and kept inside the drawing, and the date ticks that fit under the plot.
import { formatIsoDate, formatShortIsoDate } from "../time/isoDate";

export const LABEL_PX = 13;
export const AXIS_PX = 12;
/** Between the centres of two line labels: a label's box is about 1.2 of its size tall. */
export const LABEL_GAP = 18;
const LABEL_PAD = 8;
const TOP = 10;
const AXIS_ROOM = 24;
const MIN_PLOT_HEIGHT = 150;
const TICK_GAP = 12;
const MONTH_STEPS = [1, 2, 3, 6, 12];

/**
 * A width no run of the page's sans-serif text exceeds at `px`: more than the average glyph of any usual system
 * font, so a reserved room is never too small.
 */
export function textWidth(text: string, px: number): number {
  return Math.ceil(Array.from(text).length * px * 0.66);
}

export interface ChartBox {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
}

/** The drawing for `width` pixels whose lines end in `labels`: their room on the right, and height for all of them. */
export function chartBox(width: number, labels: readonly string[]): ChartBox {
  const room = Math.max(0, ...labels.map((label) => textWidth(label, LABEL_PX))) + LABEL_PAD;
  const plotHeight = Math.max(MIN_PLOT_HEIGHT, (labels.length - 1) * LABEL_GAP);
  return {
    width,
    height: TOP + plotHeight + AXIS_ROOM,
    plot: { left: 1, right: Math.max(1, width - room), top: TOP, bottom: TOP + plotHeight },
  };
}

/** Where a line's label starts: just right of the plot. */
export const labelX = (box: ChartBox) => box.plot.right + LABEL_PAD;

/**
 * The labels' centres, each as near its line's end `y` as the others allow: in the order of their lines' ends (ties
 * in the order given), at least `gap` apart and within [top, bottom] when that many fit, as chartBox makes them.
 */
export function placeLabels<T extends { y: number }>(ends: readonly T[], top: number, bottom: number, gap = LABEL_GAP) {
  const placed = [...ends].sort((a, b) => a.y - b.y).map((end) => ({ ...end }));
  // Down from the top, then up from the bottom: a label moves only as far as its neighbours push it.
  placed.forEach((label, i) => (label.y = Math.max(label.y, top, i ? placed[i - 1]!.y + gap : top)));
  for (let i = placed.length - 1; i >= 0; i--)
    placed[i]!.y = Math.min(placed[i]!.y, bottom, i < placed.length - 1 ? placed[i + 1]!.y - gap : bottom);
  return placed;
}

export interface AxisTick {
  x: number;
  text: string;
  anchor: "start" | "middle" | "end";
}

/**
 * The dates under the plot: the first day at its left end, "today" at its right, and between them the first days of
 * months, every 1, 2, 3, 6 or 12 months (the fewest that keep them apart), January named by its year. None overlap.
 */
export function axisTicks(first: string, last: string, left: number, right: number): AxisTick[] {
  const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const span = Math.max(1, time(last) - time(first));
  const x = (day: string) => left + ((time(day) - time(first)) / span) * (right - left);
  const start: AxisTick = { x: left, text: formatIsoDate(first), anchor: "start" };
  const end: AxisTick = { x: right, text: "today", anchor: "end" };
  const from = left + textWidth(start.text, AXIS_PX) + TICK_GAP;
  const to = right - textWidth(end.text, AXIS_PX) - TICK_GAP;
  // Too narrow for both ends: the first day alone, or nothing.
  if (from > to + TICK_GAP) return from - TICK_GAP <= right ? [start] : [];
  // The months whose label clears the ends' labels, then the shortest step that keeps them apart.
  const months: { month: number; tick: AxisTick; width: number }[] = [];
  for (let [year, month] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))]; ;) {
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    const day = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
    if (day > last) break;
    const text = month === 1 ? String(year) : formatShortIsoDate(day).split(" ")[0]!;
    const width = textWidth(text, AXIS_PX);
    const tick: AxisTick = { x: x(day), text, anchor: "middle" };
    if (tick.x - width / 2 >= from && tick.x + width / 2 <= to) months.push({ month, tick, width });
  }
  for (const step of MONTH_STEPS) {
    const chosen = months.filter(({ month }) => (month - 1) % step === 0);
    const apart = chosen.every(
      ({ tick, width }, i) =>
        i === 0 || tick.x - width / 2 - TICK_GAP >= chosen[i - 1]!.tick.x + chosen[i - 1]!.width / 2,
    );
    if (apart) return [start, ...chosen.map(({ tick }) => tick), end];
  }
  return [start, end];
}
