import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { UPGRADE_STATUSES, type UpgradeStatus } from "~/schemas/content";
import { DEFAULT_MARKER_PERCENT, markerPercent, stripPosition } from "./markerPosition";

const strip = (...statuses: UpgradeStatus[]) => statuses.map((status) => ({ status }));

describe("markerPercent", () => {
  it("weights 25% of the active position and 70% of the upcoming one", () => {
    // Pectra (Active) at 0, Fusaka (Upcoming) at 50, Glamsterdam (Planning) at 100.
    expect(markerPercent(strip("Active", "Upcoming", "Planning"))).toBe(35);
    expect(markerPercent(strip("Active", "Active", "Upcoming"))).toBeCloseTo(82.5);
    expect(markerPercent(strip("Active", "Upcoming"))).toBe(70);
  });

  it("uses the last live upgrade and the one after it", () => {
    expect(markerPercent(strip("Active", "Active", "Scheduled", "Planning", "Research"))).toBeCloseTo(
      0.25 * 25 + 0.7 * 50,
    );
  });

  it("defaults to 50 with no live upgrade, nothing after it, or a single upgrade", () => {
    expect(markerPercent(strip("Upcoming", "Planning"))).toBe(DEFAULT_MARKER_PERCENT);
    expect(markerPercent(strip("Active", "Active"))).toBe(DEFAULT_MARKER_PERCENT);
    expect(markerPercent(strip("Active"))).toBe(DEFAULT_MARKER_PERCENT);
    expect(markerPercent([])).toBe(DEFAULT_MARKER_PERCENT);
  });

  it("stays between the live upgrade and the next one even near the far end", () => {
    const statuses = strip(...Array<UpgradeStatus>(19).fill("Active"), "Upcoming", "Planning");
    const value = markerPercent(statuses);
    expect(value).toBeGreaterThanOrEqual(stripPosition(18, 21));
    expect(value).toBeLessThanOrEqual(stripPosition(19, 21));
  });

  it("always lands in [0, 100], between the active and upcoming positions when both exist", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...UPGRADE_STATUSES), { maxLength: 30 }), (statuses) => {
        const upgrades = strip(...statuses);
        const value = markerPercent(upgrades);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
        const active = statuses.lastIndexOf("Active");
        if (active !== -1 && active < statuses.length - 1) {
          expect(value).toBeGreaterThanOrEqual(stripPosition(active, statuses.length));
          expect(value).toBeLessThanOrEqual(stripPosition(active + 1, statuses.length));
        }
      }),
    );
  });
});
