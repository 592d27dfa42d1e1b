import { describe, expect, it } from "vitest";
import { FOLLOW_UP_WINDOW_DAYS, followUpCalls, followUpItems } from "./followUps";

const call = (type: string, number: string, date: string, artifacts: string[] = ["tldr"]) => ({
  type,
  number,
  date,
  artifacts,
});

describe("followUpCalls", () => {
  it("takes each series' newest call with a TL;DR, newest first", () => {
    const calls = [
      call("acde", "236", "2026-05-07"),
      call("acde", "237", "2026-05-21"),
      call("acdt", "080", "2026-05-18"),
      call("acdt", "081", "2026-05-25", ["transcript"]),
    ];
    expect(followUpCalls(calls).map((c) => `${c.type}/${c.number}`)).toEqual(["acde/237", "acdt/080"]);
  });

  it("leaves out a series whose last TL;DR is older than the window, counted from the archive's newest call", () => {
    const calls = [
      call("acde", "237", "2026-05-21"),
      call("zkevm", "002", "2026-03-11"),
      call("fcr", "004", "2026-03-22"),
    ];
    expect(FOLLOW_UP_WINDOW_DAYS).toBe(60);
    expect(followUpCalls(calls).map((c) => c.type)).toEqual(["acde", "fcr"]);
  });

  it("gives nothing for no calls", () => {
    expect(followUpCalls([])).toEqual([]);
  });
});

describe("followUpItems", () => {
  it("keeps each action with its owner in time order, with the video moment under the call's sync", () => {
    const tldr = {
      highlights: {},
      decisions: [],
      targets: [],
      action_items: [
        { timestamp: "00:20:00", owner: " EL teams ", action: "Review the PR" },
        { timestamp: "00:10:00", owner: "", action: "Share the numbers" },
        { timestamp: "00:15:00", owner: "Alice", action: "   " },
      ],
    };
    expect(followUpItems({ tldr }, { transcriptStartTime: "00:02:00", videoStartTime: "00:00:30" })).toEqual([
      { timestamp: "00:10:00", moment: "00:08:30", owner: "", action: "Share the numbers" },
      { timestamp: "00:20:00", moment: "00:18:30", owner: "EL teams", action: "Review the PR" },
    ]);
    expect(followUpItems({}, undefined)).toEqual([]);
  });
});
