import { describe, expect, it } from "vitest";
import { compileCall } from "../archive/compileCall";
import { callSearchDocuments } from "./callDocuments";

const vtt = [
  "WEBVTT",
  "",
  "00:00:05.000 --> 00:00:07.000",
  "Host: can you hear me",
  "",
  "00:00:30.500 --> 00:00:34.000",
  "Host: welcome",
  "",
  "00:00:35.000 --> 00:00:36.000",
  "no label here",
  "",
].join("\r\n");
const chat = [
  "00:00:10\tHost:\tearly hello",
  "00:00:36\tBob:\tPeerDAS looks good",
  '00:00:37\tHost:\tReacted to "PeerDAS looks good" with 🎉',
  '00:00:42\tAlice:\tReplying to "PeerDAS looks good"',
  "",
  "same here",
].join("\n");
const config = JSON.stringify({ sync: { transcriptStartTime: "00:00:30", videoStartTime: "00:00:09" } });

describe("callSearchDocuments", () => {
  it("indexes what the call page shows: after the sync start, replies by their own text, no reactions", () => {
    const compiled = compileCall(
      { type: "acdc", number: "154", date: "2025-04-03" },
      new Map([
        ["transcript.vtt", vtt],
        ["chat.txt", chat],
        ["config.json", config],
      ]),
    );
    const docs = callSearchDocuments(compiled.call, compiled.bundle, compiled.summaries);
    expect(
      docs.map(({ type, timestamp, speaker, text, position }) => [type, timestamp, speaker, text, position]),
    ).toEqual([
      ["transcript", "00:00:30", "Host", "welcome", 0],
      ["transcript", "00:00:35", "", "no label here", 1],
      ["chat", "00:00:36", "Bob", "PeerDAS looks good", 2],
      ["chat", "00:00:42", "Alice", "same here", 3],
    ]);
    expect(
      docs.every((doc) => doc.callType === "acdc" && doc.callNumber === "154" && doc.callDate === "2025-04-03"),
    ).toBe(true);
  });

  it("indexes everything when the call has no sync config", () => {
    const compiled = compileCall(
      { type: "acde", number: "210", date: "2025-05-01" },
      new Map([["transcript.vtt", vtt]]),
    );
    expect(callSearchDocuments(compiled.call, compiled.bundle, compiled.summaries)).toHaveLength(3);
  });

  it("indexes agenda and action items of the summary the page shows: a TL;DR wins over agenda.json", () => {
    const agenda = JSON.stringify({
      executive_summary: "hidden",
      agenda: [
        {
          section: "Group",
          items: [
            {
              title: "Hidden topic",
              summary: "never shown",
              start_timestamp: "00:01:00",
              decision: null,
              action_items: [{ what: "hidden action" }],
            },
          ],
        },
      ],
    });
    const tldr = JSON.stringify({
      highlights: { fork_status: [{ timestamp: "00:02:00", highlight: "Shown highlight" }] },
      action_items: [{ timestamp: "00:03:00", owner: "Ana", action: "Shown action" }],
      decisions: [],
      targets: [],
    });
    const compiled = compileCall(
      { type: "acdc", number: "157", date: "2025-05-15" },
      new Map([
        ["agenda.json", agenda],
        ["tldr.json", tldr],
      ]),
    );
    const texts = callSearchDocuments(compiled.call, compiled.bundle, compiled.summaries).map(
      (doc) => `${doc.type}: ${doc.text}`,
    );
    expect(texts.some((text) => text.includes("Shown action"))).toBe(true);
    // The agenda summary is a click away on the page: its items are searchable, named by their version.
    const docs = callSearchDocuments(compiled.call, compiled.bundle, compiled.summaries);
    expect(
      docs.filter((doc) => doc.summaryVersion === "agenda").map((doc) => `${doc.type}: ${doc.text} @${doc.timestamp}`),
    ).toEqual(["agenda: Hidden topic never shown @00:01:00", "action: hidden action @00:01:00"]);
    expect(docs.filter((doc) => /Shown/.test(doc.text)).every((doc) => doc.summaryVersion === undefined)).toBe(true);
  });

  it("indexes the older summary's details and next steps, with no time; named by version only when not shown first", () => {
    const summary = JSON.stringify({
      meeting_topic: "x",
      summary_overview: "o",
      summary_details: [{ label: "Releases", summary: "Two clients shipped." }],
      next_steps: ["Ship the patch"],
    });
    const alone = compileCall(
      { type: "acdc", number: "156", date: "2025-05-01" },
      new Map([["summary.json", summary]]),
    );
    expect(
      callSearchDocuments(alone.call, alone.bundle, alone.summaries).map((doc) => [
        doc.type,
        doc.text,
        doc.timestamp,
        doc.summaryVersion,
      ]),
    ).toEqual([
      ["agenda", "Releases Two clients shipped.", "", undefined],
      ["action", "Ship the patch", "", undefined],
    ]);
    const tldr = JSON.stringify({ highlights: {}, action_items: [], decisions: [], targets: [] });
    const beside = compileCall(
      { type: "acdc", number: "157", date: "2025-05-15" },
      new Map([
        ["summary.json", summary],
        ["tldr.json", tldr],
      ]),
    );
    expect(callSearchDocuments(beside.call, beside.bundle, beside.summaries).map((doc) => doc.summaryVersion)).toEqual([
      "legacy",
      "legacy",
    ]);
  });
});
