import { describe, expect, it } from "vitest";
import { agendaFileSchema, callConfigFileSchema, summaryFileSchema, tldrFileSchema } from "./artifacts";

// Small hand-made samples in the shape of the real archive files.
const config = {
  issue: 1399,
  videoUrl: "https://www.youtube.com/watch?v=RWBhHHrZ48w",
  sync: { transcriptStartTime: "00:07:48", videoStartTime: "00:00:09" },
};

const agenda = {
  executive_summary: "Fusaka progress.",
  agenda: [
    {
      section: "Fusaka",
      items: [
        { start_timestamp: "00:08:43", title: "DevNet-3", summary: "Runs.", decision: null, action_items: [] },
        {
          start_timestamp: "00:12:34",
          title: "Holesky",
          summary: "EOL.",
          decision: "Holesky will reach end-of-life at the end of the month.",
          action_items: [{ timestamp: "00:21:24", who: "Client teams", what: "Perform node maintenance" }],
        },
      ],
    },
  ],
};

const summary = {
  meeting_topic: "ACDT",
  meeting_start_time: "2025-10-13T13:54:12Z",
  summary_overview: "Overview.",
  summary_details: [{ label: "Blobs", summary: "Discussed." }],
  next_steps: ["Ship it"],
};

const tldr = {
  meeting: "ACDT #58 - October 20, 2025",
  highlights: { fork_status: [{ timestamp: "00:11:29", highlight: "BPO1 tomorrow" }] },
  action_items: [{ timestamp: "00:13:39", action: "Blog post", owner: "EF" }],
  decisions: [{ timestamp: "00:26:18", decision: "Keep trustless payments" }],
  targets: [
    { timestamp: "00:08:14", target: "Sepolia BPO2" },
    { timestamp: "00:11:39", commitment: "Hoodi fork on October 28th" },
  ],
};

describe("callConfigFileSchema", () => {
  it("reads the archive's config", () => {
    expect(callConfigFileSchema.parse(config)).toEqual(config);
  });

  it("accepts an empty config and ignores unknown fields", () => {
    expect(callConfigFileSchema.parse({ extra: true })).toEqual({});
  });

  it.each([
    ["a sync time without seconds", { sync: { transcriptStartTime: "07:48", videoStartTime: "00:00:09" } }],
    ["a sync with one side missing", { sync: { transcriptStartTime: "00:07:48" } }],
    ["an issue given as text", { issue: "1399" }],
    ["an empty video URL", { videoUrl: "" }],
  ])("rejects %s", (_case, value) => {
    expect(callConfigFileSchema.safeParse(value).success).toBe(false);
  });
});

describe("agendaFileSchema", () => {
  it("reads decisions written as text or null", () => {
    const parsed = agendaFileSchema.parse(agenda);
    expect(parsed.agenda[0]?.items.map((item) => item.decision)).toEqual([
      null,
      "Holesky will reach end-of-life at the end of the month.",
    ]);
  });

  it("accepts the SPEC's boolean decision and defaults a missing one to null", () => {
    const item = { start_timestamp: "00:01:00", title: "t", summary: "s" };
    const parsed = agendaFileSchema.parse({
      executive_summary: "",
      agenda: [{ section: "x", items: [{ ...item, decision: true }, item] }],
    });
    expect(parsed.agenda[0]?.items.map((i) => [i.decision, i.action_items])).toEqual([
      [true, []],
      [null, []],
    ]);
  });

  it("accepts action items without timestamp or owner", () => {
    const items = [
      { start_timestamp: "00:01:00", title: "t", summary: "s", decision: null, action_items: [{ what: "do it" }] },
    ];
    expect(agendaFileSchema.safeParse({ executive_summary: "", agenda: [{ section: "x", items }] }).success).toBe(true);
  });

  it.each([
    [
      "a missing title",
      (a: typeof agenda) => ({
        ...a,
        agenda: [
          { section: "x", items: [{ start_timestamp: "00:01:00", summary: "s", decision: null, action_items: [] }] },
        ],
      }),
    ],
    [
      "a numeric decision",
      (a: typeof agenda) => ({
        ...a,
        agenda: [
          {
            section: "x",
            items: [{ start_timestamp: "00:01:00", title: "t", summary: "s", decision: 1, action_items: [] }],
          },
        ],
      }),
    ],
    [
      "a bad start timestamp",
      (a: typeof agenda) => ({
        ...a,
        agenda: [
          {
            section: "x",
            items: [{ start_timestamp: "soon", title: "t", summary: "s", decision: null, action_items: [] }],
          },
        ],
      }),
    ],
    ["no executive summary", ({ agenda: list }: typeof agenda) => ({ agenda: list })],
  ])("rejects %s", (_case, mutate) => {
    expect(agendaFileSchema.safeParse(mutate(agenda)).success).toBe(false);
  });
});

describe("summaryFileSchema", () => {
  it("reads the older summary and keeps only what we render", () => {
    expect(summaryFileSchema.parse(summary)).toEqual({
      meeting_topic: "ACDT",
      summary_overview: "Overview.",
      summary_details: [{ label: "Blobs", summary: "Discussed." }],
      next_steps: ["Ship it"],
    });
  });

  it("rejects next steps that are not text", () => {
    expect(summaryFileSchema.safeParse({ ...summary, next_steps: [{ step: "x" }] }).success).toBe(false);
  });
});

describe("tldrFileSchema", () => {
  it("reads highlights by category, actions, decisions and targets", () => {
    const parsed = tldrFileSchema.parse(tldr);
    expect(Object.keys(parsed.highlights)).toEqual(["fork_status"]);
    expect(parsed.action_items[0]).toEqual({ timestamp: "00:13:39", action: "Blog post", owner: "EF" });
  });

  it("reads a TL;DR without decisions as one where none were taken, and still rejects decisions that are not a list", () => {
    const { decisions: _decisions, ...withoutDecisions } = tldr;
    expect(tldrFileSchema.parse(withoutDecisions).decisions).toEqual([]);
    expect(tldrFileSchema.safeParse({ ...tldr, decisions: "none" }).success).toBe(false);
  });

  it("reads a target written as 'commitment' as a target", () => {
    expect(tldrFileSchema.parse(tldr).targets).toEqual([
      { timestamp: "00:08:14", target: "Sepolia BPO2" },
      { timestamp: "00:11:39", target: "Hoodi fork on October 28th" },
    ]);
  });

  it.each([
    ["a target with neither field", { ...tldr, targets: [{ timestamp: "00:01:00" }] }],
    [
      "a highlight category that is not a list",
      { ...tldr, highlights: { x: { timestamp: "00:01:00", highlight: "h" } } },
    ],
    ["an action without owner", { ...tldr, action_items: [{ timestamp: "00:01:00", action: "a" }] }],
  ])("rejects %s", (_case, value) => {
    expect(tldrFileSchema.safeParse(value).success).toBe(false);
  });
});
