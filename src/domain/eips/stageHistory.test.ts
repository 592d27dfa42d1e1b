import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { currentStage, stageOnDay, type StageStep } from "./stageHistory";

// EIP-2780 in Glamsterdam, as reference-2026-08 records it.
const eip2780: StageStep[] = [
  { status: "Proposed", call: null, date: null },
  { status: "Considered", call: "acde/226", date: "2025-12-18" },
  { status: "Scheduled", call: null, date: "2026-08-04" },
];

describe("stageOnDay", () => {
  test("a dated step holds from its day until the next", () => {
    expect(stageOnDay(eip2780, "2025-12-18")).toEqual({ kind: "stage", status: "Considered" });
    expect(stageOnDay(eip2780, "2026-08-03")).toEqual({ kind: "stage", status: "Considered" });
    expect(stageOnDay(eip2780, "2026-08-04")).toEqual({ kind: "stage", status: "Scheduled" });
    expect(stageOnDay(eip2780, "2030-01-01")).toEqual({ kind: "stage", status: "Scheduled" });
  });

  test("before the first dated step, an undated 'Proposed' may or may not have happened: unknown", () => {
    expect(stageOnDay(eip2780, "2025-12-17")).toEqual({ kind: "unknown" });
    expect(stageOnDay(eip2780, "2020-01-01")).toEqual({ kind: "unknown" });
  });

  test("an undated step between two dated ones makes the days between them unknown", () => {
    const history: StageStep[] = [
      { status: "Proposed", call: null, date: "2025-06-01" },
      { status: "Considered", call: null, date: null },
      { status: "Scheduled", call: null, date: "2025-09-01" },
    ];
    expect(stageOnDay(history, "2025-06-01")).toEqual({ kind: "unknown" });
    expect(stageOnDay(history, "2025-05-31")).toEqual({ kind: "none" });
    expect(stageOnDay(history, "2025-09-01")).toEqual({ kind: "stage", status: "Scheduled" });
  });

  test("an undated step that repeats the stage before it changes nothing", () => {
    const history: StageStep[] = [
      { status: "Proposed", call: null, date: "2025-06-01" },
      { status: "Proposed", call: null, date: null },
    ];
    expect(stageOnDay(history, "2025-07-01")).toEqual({ kind: "stage", status: "Proposed" });
  });

  test("no history, or a day before everything dated, is 'none'; a malformed day or date is never guessed", () => {
    expect(stageOnDay([], "2026-01-01")).toEqual({ kind: "none" });
    expect(stageOnDay([{ status: "Proposed", call: null, date: "2026-02-01" }], "2026-01-01")).toEqual({
      kind: "none",
    });
    expect(stageOnDay(eip2780, "2026-8-4")).toEqual({ kind: "unknown" });
    expect(stageOnDay(eip2780, "<script>")).toEqual({ kind: "unknown" });
    expect(stageOnDay([{ status: "Proposed", call: null, date: "soon" }], "2026-01-01")).toEqual({ kind: "unknown" });
  });

  test("a fully dated history always gives a stage or none, never unknown, and agrees with the newest step at its end", () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const status = fc.constantFrom("Proposed", "Considered", "Scheduled", "Declined", "Included");
    fc.assert(
      fc.property(fc.array(fc.tuple(status, day), { minLength: 1, maxLength: 8 }), day, (steps, asked) => {
        const history = steps
          .map(([s, d]) => ({ status: s, call: null, date: d }))
          .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
        const answer = stageOnDay(history, asked);
        expect(answer.kind).not.toBe("unknown");
        expect(stageOnDay(history, "2099-12-31")).toEqual({ kind: "stage", status: currentStage(history) });
      }),
    );
  });
});

test("the current stage is the newest step's", () => {
  expect(currentStage(eip2780)).toBe("Scheduled");
  expect(currentStage([])).toBeNull();
});
