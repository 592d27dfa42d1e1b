import { describe, expect, it } from "vitest";
import { agendaFileSchema, tldrFileSchema } from "~/schemas/artifacts";
import { actionSearchItems, agendaSearchItems, prettifyCategory } from "./summaryItems";

const agenda = agendaFileSchema.parse({
  executive_summary: "s",
  agenda: [
    {
      section: "Fusaka",
      items: [
        {
          start_timestamp: "00:10:00",
          title: "Devnets",
          summary: "stable",
          decision: "ship it",
          action_items: [{ what: "Release", who: "Teku", timestamp: "00:12:00" }, { what: "Docs" }],
        },
        { start_timestamp: "00:20:00", title: "Gas", summary: "later", decision: null, action_items: [] },
      ],
    },
  ],
});

const tldr = tldrFileSchema.parse({
  highlights: { client_updates: [{ timestamp: "00:01:00", highlight: "Geth shipped" }] },
  action_items: [{ timestamp: "00:02:00", owner: "Nethermind", action: "Fix sync" }],
  decisions: [],
  targets: [],
});

describe("summary search items", () => {
  it("reads agenda topics with their decisions and their action items with the topic", () => {
    expect(agendaSearchItems({ agenda })).toEqual([
      { title: "Devnets", summary: "stable", timestamp: "00:10:00", seconds: 600, isDecision: true },
      { title: "Gas", summary: "later", timestamp: "00:20:00", seconds: 1200, isDecision: false },
    ]);
    expect(actionSearchItems({ agenda })).toEqual([
      { text: "Release", owner: "Teku", timestamp: "00:12:00", seconds: 720, topic: "Devnets" },
      // An action without its own time takes its topic's.
      { text: "Docs", timestamp: "00:10:00", seconds: 600, topic: "Devnets" },
    ]);
  });

  it("uses tldr highlights and action items when there is no agenda", () => {
    expect(agendaSearchItems({ tldr })).toEqual([
      { title: "Client Updates", summary: "Geth shipped", timestamp: "00:01:00", seconds: 60, isDecision: false },
    ]);
    expect(actionSearchItems({ tldr })).toEqual([
      { text: "Fix sync", owner: "Nethermind", timestamp: "00:02:00", seconds: 120 },
    ]);
  });

  it("prefers the agenda over the tldr, and gives nothing for neither", () => {
    expect(agendaSearchItems({ agenda, tldr })).toHaveLength(2);
    expect(agendaSearchItems({})).toEqual([]);
    expect(actionSearchItems({})).toEqual([]);
  });

  it("prettifies category keys: underscores to spaces, words capitalised", () => {
    expect(prettifyCategory("client_updates")).toBe("Client Updates");
    expect(prettifyCategory("fusaka")).toBe("Fusaka");
    expect(prettifyCategory("__odd__key")).toBe("Odd Key");
    expect(prettifyCategory("")).toBe("");
  });
});
