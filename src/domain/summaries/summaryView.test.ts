import { describe, expect, it } from "vitest";
import type { AgendaFile, SummaryFile, TldrFile } from "~/schemas/artifacts";
import { summaryItemsByVersion } from "./summaryItems";
import { chooseSummary, shownSummaries, summaryCountLine, summaryCounts, summaryVariants } from "./summaryView";

const tldr: TldrFile = {
  highlights: {
    client_releases: [
      { timestamp: "00:01:00", highlight: "a" },
      { timestamp: "00:02:00", highlight: "b" },
    ],
    testing: [{ timestamp: "00:03:00", highlight: "c" }],
  },
  action_items: [{ timestamp: "00:01:00", owner: "Ana", action: "ship" }],
  decisions: [],
  targets: [
    { timestamp: "00:04:00", target: "December" },
    { timestamp: "00:05:00", target: "January" },
  ],
};
const agenda: AgendaFile = {
  executive_summary: "overview",
  agenda: [
    {
      section: "One",
      items: [
        {
          start_timestamp: "00:01:00",
          title: "t1",
          summary: "s1",
          decision: "yes",
          action_items: [{ what: "x" }, { what: "y" }],
        },
      ],
    },
    {
      section: "Two",
      items: [{ start_timestamp: "00:02:00", title: "t2", summary: "s2", decision: null, action_items: [] }],
    },
  ],
};
const summary: SummaryFile = {
  summary_overview: "overview",
  summary_details: [{ label: "a", summary: "b" }],
  next_steps: ["one", "two", "three"],
};

describe("summaryVariants", () => {
  it("lists every variant the call has in SPEC's priority order, an empty older summary left out", () => {
    expect(summaryVariants({ summary, tldr, agenda }).map((variant) => variant.kind)).toEqual([
      "tldr",
      "agenda",
      "legacy",
    ]);
    expect(summaryVariants({ summary, agenda }).map((variant) => variant.kind)).toEqual(["agenda", "legacy"]);
    expect(
      summaryVariants({ tldr, summary: { ...summary, summary_overview: "", summary_details: [], next_steps: [] } }).map(
        (variant) => variant.kind,
      ),
    ).toEqual(["tldr"]);
    expect(summaryVariants({})).toEqual([]);
  });
});

describe("chooseSummary", () => {
  it("prefers TL;DR, then agenda, then the older summary", () => {
    expect(chooseSummary({ tldr, agenda, summary }).kind).toBe("tldr");
    expect(chooseSummary({ agenda, summary }).kind).toBe("agenda");
    expect(chooseSummary({ summary }).kind).toBe("legacy");
    expect(chooseSummary({}).kind).toBe("none");
  });

  it("treats an older summary with every part empty as no summary, and one with any part as a summary", () => {
    const empty: SummaryFile = { summary_overview: " \n ", summary_details: [], next_steps: [] };
    expect(chooseSummary({ summary: empty }).kind).toBe("none");
    expect(summaryCountLine(chooseSummary({ summary: empty }))).toBe("Not available for this call");
    expect(chooseSummary({ summary: { ...empty, next_steps: ["x"] } }).kind).toBe("legacy");
    expect(chooseSummary({ summary: { ...empty, summary_details: [{ label: "a", summary: "" }] } }).kind).toBe(
      "legacy",
    );
    expect(chooseSummary({ summary: { ...empty, summary_overview: "o" } }).kind).toBe("legacy");
  });
});

describe("summaryCounts and the count line", () => {
  it("counts TL;DR highlights over all categories, action items, decisions and targets", () => {
    const variant = chooseSummary({ tldr });
    expect(summaryCounts(variant)).toEqual({ highlights: 3, actionItems: 1, decisions: 0, targets: 2 });
    expect(summaryCountLine(variant)).toBe("3 highlights · 1 action item · 0 decisions · 2 targets");
  });

  it("counts agenda topics over all sections and their action items", () => {
    const variant = chooseSummary({ agenda });
    expect(summaryCounts(variant)).toEqual({ topics: 2, actionItems: 2 });
    expect(summaryCountLine(variant)).toBe("2 topics · 2 action items");
  });

  it("counts the older summary's topics and next steps", () => {
    expect(summaryCountLine(chooseSummary({ summary }))).toBe("1 topic · 3 next steps");
  });

  it("says so when there is no summary", () => {
    expect(summaryCountLine(chooseSummary({}))).toBe("Not available for this call");
  });
});

describe("shownSummaries", () => {
  it("keeps only the file behind the shown variant", () => {
    expect(shownSummaries(chooseSummary({ tldr, agenda, summary }))).toEqual({ tldr });
    expect(shownSummaries(chooseSummary({ agenda, summary }))).toEqual({ agenda });
    expect(shownSummaries(chooseSummary({ summary }))).toEqual({ summary });
  });

  it("lists every summary's topics and action items, the one shown first first; the older summary's have no time", () => {
    const versions = summaryItemsByVersion({ agenda, summary });
    expect(versions.map((v) => v.version)).toEqual(["agenda", "legacy"]);
    const legacy = versions[1];
    expect(legacy?.agenda.map((item) => [item.title, item.timestamp, item.seconds])).toEqual(
      summary.summary_details.map((detail) => [detail.label, "", null]),
    );
    expect(legacy?.actions.map((item) => [item.text, item.timestamp, item.seconds])).toEqual(
      summary.next_steps.map((step) => [step, "", null]),
    );
    expect(summaryItemsByVersion({})).toEqual([]);
  });
});
