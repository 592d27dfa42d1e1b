import { describe, expect, it } from "vitest";
import type { DecisionView } from "../summaries/decisionsView";
import { decisionsAbout, eipArchiveIndex, MOMENTS_PER_CALL, type ArchiveCall } from "./eipArchive";

const ALIASES = [{ alias: "ePBS", eip: 7732 }];
const KNOWN = new Set([7732, 7805]);

const doc = (
  type: "transcript" | "chat" | "agenda" | "action" | "decision",
  timestamp: string,
  text: string,
  speaker = "Tim",
) => ({ type, timestamp, speaker, text });
const decision = (over: Partial<DecisionView>): DecisionView => ({
  timestamp: "00:10:00",
  seconds: 600,
  kind: "other",
  label: "Other decision",
  text: "",
  eips: [],
  source: "curated",
  ...over,
});

function call(
  type: string,
  number: string,
  date: string,
  docs: ArchiveCall["docs"],
  decisions: DecisionView[] = [],
): ArchiveCall {
  return { call: { type, number, date }, docs, decisions };
}

describe("eipArchiveIndex", () => {
  const calls = [
    call("acde", "201", "2025-01-09", [
      doc("transcript", "00:05:00", "let's talk about ePBS"),
      doc("chat", "00:06:00", "EIP-7805 and EIP-7732 both", "Ann"),
    ]),
    call(
      "acdc",
      "150",
      "2025-02-06",
      [
        doc("transcript", "00:01:00", "EIP 7732 again"),
        doc("transcript", "00:00:30", "EIP-9999 is not ours"),
        doc("agenda", "00:02:00", "ePBS devnets"),
      ],
      [
        decision({
          kind: "stage_change",
          label: "Considered for Glamsterdam",
          text: "Move it to CFI",
          eips: [{ id: 7732, url: "" }],
          fork: "Glamsterdam",
          stageChange: { to: "Considered" },
        }),
        decision({ timestamp: "00:20:00", seconds: 1200, text: "FOCIL is EIP-7805, keep testing", eips: [] }),
        decision({ timestamp: "00:30:00", seconds: 1800, text: "Ship the devnet", eips: [{ id: 4444, url: "" }] }),
      ],
    ),
  ];
  const index = eipArchiveIndex(calls, ALIASES, KNOWN);

  it("lists the calls mentioning an EIP newest first, counting transcript, chat and summary lines", () => {
    expect(index.mentions["7732"]?.map((c) => `${c.callType}/${c.callNumber}`)).toEqual(["acdc/150", "acde/201"]);
    expect(index.mentions["7732"]?.[0]?.counts).toEqual({ transcript: 1, chat: 0, summary: 1 });
    expect(index.mentions["7732"]?.[1]?.counts).toEqual({ transcript: 1, chat: 1, summary: 0 });
  });

  it("keeps each moment's words of mention, in time order, and ignores EIPs outside the catalogue", () => {
    expect(index.mentions["7732"]?.[0]?.moments.map((m) => [m.timestamp, m.mention])).toEqual([
      ["00:01:00", "EIP 7732"],
      ["00:02:00", "ePBS"],
    ]);
    expect(index.mentions["9999"]).toBeUndefined();
  });

  it("names a decision's EIPs from its own list and from its text, known ones only", () => {
    expect(index.decisions.map((d) => d.eips)).toEqual([[7732], [7805], []]);
    expect(index.decisions[0]).toMatchObject({
      callType: "acdc",
      callNumber: "150",
      callDate: "2025-02-06",
      fork: "Glamsterdam",
      stageChange: { to: "Considered" },
    });
  });

  it("counts per call the EIPs discussed, decisions included, most mentioned first", () => {
    expect(index.discussed["acdc/150"]).toEqual([
      [7732, 3],
      [7805, 1],
    ]);
    expect(index.discussed["acde/201"]).toEqual([
      [7732, 2],
      [7805, 1],
    ]);
  });

  it("keeps only the first moments of a call but counts them all", () => {
    const many = Array.from({ length: MOMENTS_PER_CALL + 4 }, (_, i) =>
      doc("transcript", `00:00:${String(10 + i)}`, `EIP-7805 point ${i}`),
    );
    const result = eipArchiveIndex([call("acdt", "040", "2025-06-02", many)], [], KNOWN);
    expect(result.mentions["7805"]?.[0]?.moments).toHaveLength(MOMENTS_PER_CALL);
    expect(result.mentions["7805"]?.[0]?.counts.transcript).toBe(MOMENTS_PER_CALL + 4);
  });

  it("keeps a breakout held inside a call apart from the call, and links a decision to its moment in the video", () => {
    const sync = { transcriptStartTime: "00:01:00", videoStartTime: "00:00:10" };
    const main = {
      call: { type: "acdt", number: "087", date: "2026-07-13", sync },
      docs: [doc("transcript", "00:02:00", "EIP-7805 on the main call")],
      decisions: [decision({ timestamp: "00:00:20", text: "EIP-7805 early" })],
    };
    const breakout = {
      call: { type: "acdt", number: "087", date: "2026-07-13", session: "cl" },
      docs: [doc("chat", "00:03:00", "ePBS in the breakout")],
      decisions: [decision({ timestamp: "00:05:00", text: "ePBS later" })],
    };
    const result = eipArchiveIndex([main, breakout], ALIASES, KNOWN);
    expect(result.discussed).toEqual({ "acdt/087": [[7805, 2]], "acdt/087/cl": [[7732, 2]] });
    expect(result.mentions["7732"]?.[0]).toMatchObject({ callType: "acdt", callNumber: "087", callSession: "cl" });
    expect(result.mentions["7805"]?.[0]).not.toHaveProperty("callSession");
    // Video time = transcript time − 50 s: a decision at 00:00:20 falls before the video starts, so it links to its start.
    expect(result.decisions.map((d) => [d.callSession, d.timestamp, d.moment])).toEqual([
      [undefined, "00:00:20", "00:00:00"],
      ["cl", "00:05:00", undefined],
    ]);
  });

  it("answers an empty archive with empty lists", () => {
    expect(eipArchiveIndex([], ALIASES, KNOWN)).toEqual({ mentions: {}, decisions: [], discussed: {} });
  });

  it("finds the decisions about one EIP and its stage history", () => {
    expect(decisionsAbout(index, 7805).map((d) => d.text)).toEqual(["FOCIL is EIP-7805, keep testing"]);
    expect(
      decisionsAbout(index, 7732)
        .filter((d) => d.kind === "stage_change")
        .map((d) => d.label),
    ).toEqual(["Considered for Glamsterdam"]);
  });
});
