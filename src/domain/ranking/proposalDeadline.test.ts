import { describe, expect, it } from "vitest";
import type { TimelineStep } from "~/schemas/content";
import { longOrdinalDate } from "../time/isoDate";
import { proposalDeadline, proposalStep } from "./proposalDeadline";

const step = (title: string, extra: Partial<TimelineStep> = {}): TimelineStep => ({
  id: title.toLowerCase().replace(/\W+/g, "-"),
  title,
  dateRange: "Apr 9 – Aug 6",
  description: "d",
  status: "upcoming",
  ...extra,
});

describe("longOrdinalDate", () => {
  it("writes the SPEC's form, with the right ordinal for every day", () => {
    expect(longOrdinalDate("2025-10-30")).toBe("October 30th, 2025");
    expect(longOrdinalDate("2026-08-01")).toBe("August 1st, 2026");
    expect(longOrdinalDate("2026-08-02")).toBe("August 2nd, 2026");
    expect(longOrdinalDate("2026-08-03")).toBe("August 3rd, 2026");
    expect(longOrdinalDate("2026-08-11")).toBe("August 11th, 2026");
    expect(longOrdinalDate("2026-08-12")).toBe("August 12th, 2026");
    expect(longOrdinalDate("2026-08-13")).toBe("August 13th, 2026");
    expect(longOrdinalDate("2026-08-21")).toBe("August 21st, 2026");
    expect(longOrdinalDate("2026-08-22")).toBe("August 22nd, 2026");
  });

  it("gives nothing for what is not a day", () => {
    for (const bad of [
      "",
      "2026-13-01",
      "2026-00-10",
      "2026-08-00",
      "2026-08-32",
      "Aug 6",
      "2026-8-6",
      "x".repeat(10_000),
    ])
      expect(longOrdinalDate(bad), bad).toBeUndefined();
  });
});

describe("proposalStep", () => {
  it("finds the step where EIPs are proposed, not the headliner proposals", () => {
    const timeline = [
      step("Fork Focus Discussion & Headliner Proposals"),
      step("Headliner Discussion & Finalization"),
      step("Non-Headliner EIP Proposals"),
      step("Non-Headliner EIP CFI Decisions"),
    ];
    expect(proposalStep(timeline)?.title).toBe("Non-Headliner EIP Proposals");
    expect(proposalStep([step("EIP proposal window")])?.title).toBe("EIP proposal window");
    expect(proposalStep([step("Headliner proposals")])).toBeUndefined();
    expect(proposalStep(undefined)).toBeUndefined();
    expect(proposalStep([])).toBeUndefined();
  });
});

describe("proposalDeadline", () => {
  const hegota = {
    id: "hegota" as const,
    timeline: [step("Non-Headliner EIP Proposals", { date: "2026-08-06", status: "current" })],
  };

  it("takes the proposal step's date and says whether it has passed", () => {
    expect(proposalDeadline(hegota, [], "2026-08-05")).toEqual({
      iso: "2026-08-06",
      text: "August 6th, 2026",
      closed: false,
    });
    expect(proposalDeadline(hegota, [], "2026-08-06")?.closed).toBe(false);
    expect(proposalDeadline(hegota, [], "2026-08-07")?.closed).toBe(true);
  });

  it("is closed before its day when the timeline marks the step completed", () => {
    const done = {
      id: "hegota" as const,
      timeline: [step("Non-Headliner EIP Proposals", { date: "2026-08-06", status: "completed" })],
    };
    expect(proposalDeadline(done, [], "2026-07-01")?.closed).toBe(true);
  });

  it("falls back to the newest snapshot of that upgrade, a window that froze and so is closed", () => {
    const snapshots = [
      { upgrade: "glamsterdam" as const, asOf: "2025-09-01" },
      { upgrade: "glamsterdam" as const, asOf: "2025-10-30" },
      { upgrade: "hegota" as const, asOf: "2026-09-01" },
    ];
    expect(proposalDeadline({ id: "glamsterdam", timeline: [] }, snapshots, "2025-10-30")).toEqual({
      iso: "2025-10-30",
      text: "October 30th, 2025",
      closed: true,
    });
  });

  it("says nothing when content dates neither a proposal step nor a snapshot", () => {
    expect(
      proposalDeadline({ id: "hegota" as const, timeline: [step("Non-Headliner EIP Proposals")] }, [], "2026-01-01"),
    ).toBeUndefined();
    expect(proposalDeadline({ id: "hegota" }, [], "2026-01-01")).toBeUndefined();
  });
});
