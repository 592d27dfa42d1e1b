import { describe, expect, it } from "vitest";
import { compileCall } from "../archive/compileCall";
import { callSearchDocuments } from "./callDocuments";

const vtt = [
  "WEBVTT", "",
  "00:00:05.000 --> 00:00:07.000", "Host: can you hear me", "",
  "00:00:30.500 --> 00:00:34.000", "Host: welcome", "",
  "00:00:35.000 --> 00:00:36.000", "no label here", "",
].join("\r\n");
const chat = [
  "00:00:10\tHost:\tearly hello",
  "00:00:36\tBob:\tPeerDAS looks good",
  "00:00:37\tHost:\tReacted to \"PeerDAS looks good\" with 🎉",
  "00:00:42\tAlice:\tReplying to \"PeerDAS looks good\"",
  "",
  "same here",
].join("\n");
const config = JSON.stringify({ sync: { transcriptStartTime: "00:00:30", videoStartTime: "00:00:09" } });

describe("callSearchDocuments", () => {
  it("indexes what the call page shows: after the sync start, replies by their own text, no reactions", () => {
    const compiled = compileCall({ type: "acdc", number: "154", date: "2025-04-03" }, new Map([["transcript.vtt", vtt], ["chat.txt", chat], ["config.json", config]]));
    const docs = callSearchDocuments(compiled.call, compiled.bundle, compiled.summaries);
    expect(docs.map(({ type, timestamp, speaker, text, position }) => [type, timestamp, speaker, text, position])).toEqual([
      ["transcript", "00:00:30", "Host", "welcome", 0],
      ["transcript", "00:00:35", "", "no label here", 1],
      ["chat", "00:00:36", "Bob", "PeerDAS looks good", 2],
      ["chat", "00:00:42", "Alice", "same here", 3],
    ]);
    expect(docs.every((doc) => doc.callType === "acdc" && doc.callNumber === "154" && doc.callDate === "2025-04-03")).toBe(true);
  });

  it("indexes everything when the call has no sync config", () => {
    const compiled = compileCall({ type: "acde", number: "210", date: "2025-05-01" }, new Map([["transcript.vtt", vtt]]));
    expect(callSearchDocuments(compiled.call, compiled.bundle, compiled.summaries)).toHaveLength(3);
  });

  it("indexes agenda and action items of the summary the page shows: a TL;DR wins over agenda.json", () => {
    const agenda = JSON.stringify({
      executive_summary: "hidden",
      agenda: [{ title: "Group", items: [{ title: "Hidden topic", summary: "never shown", start_timestamp: "00:01:00", decision: null, action_items: [{ what: "hidden action" }] }] }],
    });
    const tldr = JSON.stringify({
      highlights: { fork_status: [{ timestamp: "00:02:00", highlight: "Shown highlight" }] },
      action_items: [{ timestamp: "00:03:00", owner: "Ana", action: "Shown action" }],
      decisions: [],
      targets: [],
    });
    const compiled = compileCall({ type: "acdc", number: "157", date: "2025-05-15" }, new Map([["agenda.json", agenda], ["tldr.json", tldr]]));
    const texts = callSearchDocuments(compiled.call, compiled.bundle, compiled.summaries).map((doc) => `${doc.type}: ${doc.text}`);
    expect(texts.some((text) => text.includes("Shown action"))).toBe(true);
    expect(texts.some((text) => /hidden|never shown/i.test(text))).toBe(false);
  });
});
