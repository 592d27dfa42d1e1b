import { describe, expect, it } from "vitest";
import { axisTicks, AXIS_PX, chartBox, LABEL_GAP, LABEL_PX, labelX, placeLabels, textWidth } from "./scopeChartLayout";

const LABELS = ["Proposed 31", "Considered 1", "Scheduled 1", "Included 0", "Declined 1", "Withdrawn 1"];

/** Every pair of placed labels at least `gap` apart, and each within [top, bottom]. */
function expectApartAndInside(placed: readonly { y: number }[], top: number, bottom: number, gap = LABEL_GAP) {
  for (const label of placed) {
    expect(label.y).toBeGreaterThanOrEqual(top);
    expect(label.y).toBeLessThanOrEqual(bottom);
  }
  for (const [i, label] of placed.entries())
    for (const other of placed.slice(i + 1)) expect(Math.abs(label.y - other.y)).toBeGreaterThanOrEqual(gap - 1e-9);
}

describe("chartBox", () => {
  it("keeps room on the right for the longest label, measured from it, at any width", () => {
    for (const width of [320, 358, 768]) {
      const box = chartBox(width, LABELS);
      expect(box.width).toBe(width);
      expect(labelX(box) + textWidth("Considered 1", LABEL_PX)).toBeLessThanOrEqual(width);
      expect(labelX(box)).toBeGreaterThan(box.plot.right);
    }
    const short = chartBox(358, ["Proposed 3"]);
    const long = chartBox(358, ["Proposed 3", "Considered 1234567"]);
    expect(long.plot.right).toBe(
      short.plot.right - (textWidth("Considered 1234567", LABEL_PX) - textWidth("Proposed 3", LABEL_PX)),
    );
  });

  it("is tall enough for every label to be apart, and keeps the plot above the axis text", () => {
    const many = Array.from({ length: 15 }, (_, i) => `Stage ${i}`);
    const box = chartBox(358, many);
    expect(box.plot.bottom - box.plot.top).toBeGreaterThanOrEqual((many.length - 1) * LABEL_GAP);
    expect(box.height - box.plot.bottom).toBeGreaterThanOrEqual(AXIS_PX + 4);
    expect(box.plot.top).toBeGreaterThanOrEqual(LABEL_PX * 0.6);
    expect(chartBox(358, LABELS).height).toBeLessThan(box.height);
  });

  it("never gives the plot a negative width, however long the labels", () => {
    const box = chartBox(100, ["Considered " + "9".repeat(40)]);
    expect(box.plot.right).toBeGreaterThanOrEqual(box.plot.left);
  });
});

describe("placeLabels", () => {
  it("leaves labels that do not collide where their lines end", () => {
    const ends = [
      { stage: "a", y: 40 },
      { stage: "b", y: 100 },
    ];
    expect(placeLabels(ends, 10, 160)).toEqual(ends);
  });

  it("moves apart labels whose lines end together, in the order of their lines' ends", () => {
    // Hegotá's case: one line high, five at the bottom; the bottom ones pushed up must not push the top one out.
    const ends = [
      { stage: "Proposed", y: 10 },
      { stage: "Considered", y: 160 },
      { stage: "Scheduled", y: 160 },
      { stage: "Declined", y: 158 },
      { stage: "Withdrawn", y: 160 },
    ];
    const placed = placeLabels(ends, 10, 160);
    expectApartAndInside(placed, 10, 160);
    expect(placed.map((label) => label.stage)).toEqual([
      "Proposed",
      "Declined",
      "Considered",
      "Scheduled",
      "Withdrawn",
    ]);
    expect(placed[0]!.y).toBe(10);
    expect(placed.at(-1)!.y).toBe(160);
  });

  it("keeps every label inside the plot when lines end at or beyond its edges", () => {
    const ends = [-50, 5, 5, 5, 400, 170].map((y, i) => ({ stage: String(i), y }));
    expectApartAndInside(placeLabels(ends, 10, 160), 10, 160);
  });

  it("fits as many labels as chartBox makes room for, wherever their lines end", () => {
    for (let n = 1; n <= 8; n++) {
      const box = chartBox(358, LABELS.concat(LABELS).slice(0, n));
      for (let seed = 1; seed <= 20; seed++) {
        const ends = Array.from({ length: n }, (_, i) => ({
          i,
          y: box.plot.top + (((seed * 7919 * (i + 3)) % 997) / 997) * (box.plot.bottom - box.plot.top),
        }));
        expectApartAndInside(placeLabels(ends, box.plot.top, box.plot.bottom), box.plot.top, box.plot.bottom);
      }
    }
  });

  it("gives the same places for the same ends, ties in the order given, and leaves its input alone", () => {
    const ends = [
      { stage: "Scheduled", y: 80 },
      { stage: "Considered", y: 80 },
      { stage: "Included", y: 80 },
    ];
    const copy = structuredClone(ends);
    const placed = placeLabels(ends, 10, 160);
    expect(placeLabels(ends, 10, 160)).toEqual(placed);
    expect(placed.map((label) => label.stage)).toEqual(["Scheduled", "Considered", "Included"]);
    expect(ends).toEqual(copy);
  });

  it("places nothing when there is nothing to label", () => {
    expect(placeLabels([], 10, 160)).toEqual([]);
  });
});

describe("axisTicks", () => {
  /** The ticks' labels in order, none overlapping the next, all within [left, right]. */
  const apart = (ticks: ReturnType<typeof axisTicks>, left = 0, right = Infinity) => {
    const boxes = ticks.map((tick) => {
      const width = textWidth(tick.text, AXIS_PX);
      const left = tick.anchor === "start" ? tick.x : tick.anchor === "end" ? tick.x - width : tick.x - width / 2;
      return [left, left + width] as const;
    });
    return boxes.every((box, i) => box[0] >= left && box[1] <= right && (i === 0 || box[0] >= boxes[i - 1]![1]));
  };

  it("names the first day and today at the ends, and months between them on a wide chart", () => {
    const ticks = axisTicks("2025-07-01", "2026-08-22", 1, 600);
    expect(ticks[0]).toEqual({ x: 1, text: "Jul 1, 2025", anchor: "start" });
    expect(ticks.at(-1)).toEqual({ x: 600, text: "today", anchor: "end" });
    const months = ticks.slice(1, -1).map((tick) => tick.text);
    expect(months.length).toBeGreaterThan(2);
    // January carries the year; the months are evenly stepped.
    expect(months).toContain("2026");
    expect(apart(ticks, 1, 600)).toBe(true);
  });

  it("steps further apart as the chart narrows, and its labels never overlap", () => {
    const counts = [];
    for (const right of [900, 600, 400, 250, 120, 40]) {
      const ticks = axisTicks("2025-07-01", "2026-08-22", 1, right);
      expect(apart(ticks, 1, right)).toBe(true);
      counts.push(ticks.length);
      for (const tick of ticks) {
        expect(tick.x).toBeGreaterThanOrEqual(1);
        expect(tick.x).toBeLessThanOrEqual(right);
      }
    }
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts.at(-2)!);
  });

  it("steps over the months that clear the ends' labels, so a phone's chart still has months between them", () => {
    // Glamsterdam's chart at 390 px: the first day's label covers the first months.
    const ticks = axisTicks("2025-07-01", "2026-11-29", 1, 245);
    expect(ticks.map((tick) => tick.text)).toEqual(["Jul 1, 2025", "Apr", "Jul", "today"]);
    expect(apart(ticks, 1, 245)).toBe(true);
  });

  it("places a month where its first day falls between the ends", () => {
    const ticks = axisTicks("2026-01-15", "2026-03-15", 0, 590);
    const march = ticks.find((tick) => tick.text === "Mar");
    expect(march?.x).toBeCloseTo((45 / 59) * 590, 6);
    expect(ticks.find((tick) => tick.text === "Feb")?.x).toBeCloseTo((17 / 59) * 590, 6);
  });

  it("has only the ends when no month starts between them, or on a single day", () => {
    expect(axisTicks("2026-03-02", "2026-03-20", 0, 600).map((tick) => tick.text)).toEqual(["Mar 2, 2026", "today"]);
    expect(axisTicks("2026-03-02", "2026-03-02", 0, 600).map((tick) => tick.text)).toEqual(["Mar 2, 2026", "today"]);
  });

  it("over years, keeps to every 6 or 12 months and names each January by its year", () => {
    const ticks = axisTicks("2019-05-10", "2026-08-22", 0, 700);
    const between = ticks.slice(1, -1).map((tick) => tick.text);
    expect(between.length).toBeGreaterThan(0);
    expect(between.every((text) => /^(20\d\d|Jul)$/.test(text))).toBe(true);
    expect(apart(ticks)).toBe(true);
  });
});
