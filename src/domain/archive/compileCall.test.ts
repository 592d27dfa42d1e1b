import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RegisteredCall } from "~/schemas/content";
import { compileCall } from "./compileCall";
import { decisionVocabulary } from "../summaries/decisionVocabulary";

const registered: RegisteredCall = {
  type: "acdc",
  number: "154",
  date: "2025-04-03",
  videoUrl: "https://www.youtube.com/watch?v=registry",
  issue: 1399,
};

const vtt = (text: string) => `WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\n${text}\n`;
const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("compileCall", () => {
  it("keeps a call with no archive files, from the registry alone", () => {
    const result = compileCall(registered, files({}));
    expect(result.call).toEqual(registered);
    expect(result.bundle).toEqual({ version: 1, transcript: [], chat: [] });
    expect(result.artifacts).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("reads key decisions, notes and the corrections of a corrected transcript, and reports what it leaves out", () => {
    const decisions = {
      key_decisions: [
        {
          original_text: "EIP-7805 moves to Considered",
          timestamp: "00:12:00",
          type: "stage_change",
          eips: [7805],
          stage_change: { to: "Considered" },
        },
      ],
    };
    const notes = { sections: [{ heading: "Devnets", timestamp: "00:05:00", body: "- Devnet 7 is stable" }] };
    const result = compileCall(
      registered,
      files({
        "transcript_corrected.vtt": vtt("Host: Prysm is ready"),
        "transcript_changelog.tsv": "original\tcorrected\tconfidence\nPRISM\tPrysm\thigh\nbroken line\n",
        "key_decisions.json": JSON.stringify(decisions),
        "notes.json": JSON.stringify(notes),
        "chat_cl.txt": "00:00:01\tA:\thi\n",
        "slides.pdf": "%PDF",
      }),
    );
    expect(result.summaries.keyDecisions?.key_decisions[0]?.eips).toEqual([7805]);
    expect(result.summaries.notes?.sections[0]?.heading).toBe("Devnets");
    expect(result.summaries.transcriptCorrections).toEqual([
      { original: "PRISM", corrected: "Prysm", confidence: "high" },
    ]);
    expect(result.artifacts).toEqual(["transcript", "decisions", "notes"]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^transcript_changelog.tsv: line 3: /),
      "slides.pdf: a file kind the site does not know; left out",
    ]);
    expect(result.sessions.map((session) => [session.id, session.artifacts])).toEqual([["cl", ["chat"]]]);
  });

  it("compiles a breakout held inside the call as a session of its own: its files, recording and sync", () => {
    const config = {
      videoUrl: "https://youtu.be/main",
      sync: { transcriptStartTime: "00:05:00", videoStartTime: "00:05:00" },
      breakouts: {
        cl: { videoUrl: "https://youtu.be/cl", sync: { transcriptStartTime: "00:01:26", videoStartTime: "00:01:26" } },
        el: { videoUrl: "https://youtu.be/el" },
      },
    };
    const clDecisions = {
      key_decisions: [
        {
          original_text: "Devnet 3 includes EIP-7805",
          timestamp: "00:20:00",
          type: "devnet_inclusion",
          eips: [7805],
          devnet: 3,
        },
      ],
    };
    const result = compileCall(
      registered,
      files({
        "config.json": JSON.stringify(config),
        "transcript.vtt": vtt("Host: main call"),
        "transcript_cl.vtt": vtt("Chair: breakout"),
        "transcript_corrected_cl.vtt": vtt("Chair: corrected breakout"),
        "transcript_changelog_cl.tsv": "original\tcorrected\tconfidence\nFocal\tFOCIL\thigh\n",
        "chat_cl.txt": "00:21:00\tAnn:\tship it\n",
        "key_decisions_cl.json": JSON.stringify(clDecisions),
        "notes_cl.json": '{"sections": [',
      }),
    );
    expect(result.bundle.transcript.map((entry) => entry.text)).toEqual(["main call"]);
    expect(result.summaries.keyDecisions).toBeUndefined();
    expect(result.sessions).toHaveLength(2);
    const [cl, el] = result.sessions;
    expect(cl).toMatchObject({
      id: "cl",
      videoUrl: "https://youtu.be/cl",
      sync: { transcriptStartTime: "00:01:26", videoStartTime: "00:01:26" },
    });
    expect(cl?.bundle.transcript.map((entry) => entry.text)).toEqual(["corrected breakout"]);
    expect(cl?.bundle.chat.map((message) => message.message)).toEqual(["ship it"]);
    expect(cl?.summaries.keyDecisions?.key_decisions[0]?.devnet).toBe(3);
    expect(cl?.summaries.transcriptCorrections).toEqual([
      { original: "Focal", corrected: "FOCIL", confidence: "high" },
    ]);
    expect(cl?.artifacts).toEqual(["transcript", "chat", "decisions"]);
    // A breakout configured with a recording and no files yet still has a page: its video.
    expect(el).toEqual({
      id: "el",
      videoUrl: "https://youtu.be/el",
      bundle: { version: 1, transcript: [], chat: [] },
      summaries: {},
      artifacts: [],
      decisionBasis: [],
    });
    // The malformed breakout file is named, and the rest of the breakout builds.
    expect(result.warnings).toEqual([expect.stringMatching(/^notes_cl\.json: invalid JSON/)]);
  });

  it("leaves out a configured breakout whose name could not be a page address, or that has nothing to show", () => {
    const config =
      '{"breakouts": {"../x": {"videoUrl": "https://youtu.be/x"}, "__proto__": {"videoUrl": "https://youtu.be/p"}, "quiet": {}}}';
    const result = compileCall(registered, files({ "config.json": config }));
    expect(result.sessions).toEqual([]);
    // The schema drops a "__proto__" breakout: it never becomes a session (nor the prototype of anything).
    expect(result.warnings).toEqual(['config.json: breakout "../x" is not a name of letters and digits; left out']);
  });

  it("skips a malformed key_decisions.json or notes.json with a warning naming it, and builds the rest", () => {
    const result = compileCall(
      registered,
      files({
        "key_decisions.json": '{"key_decisions": [',
        "notes.json": '{"sections": 3}',
        "transcript.vtt": vtt("Host: hi"),
      }),
    );
    expect(result.summaries.keyDecisions).toBeUndefined();
    expect(result.summaries.notes).toBeUndefined();
    expect(result.summaries.transcriptCorrections).toBeUndefined();
    expect(result.artifacts).toEqual(["transcript"]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^key_decisions.json: invalid JSON/),
      "notes.json: sections: Invalid input: expected array, received number",
    ]);
  });

  it("keeps the video and issue of a config.json whose sync times are still null, and highlights nothing", () => {
    const config = {
      issue: 2200,
      videoUrl: "https://www.youtube.com/watch?v=fresh",
      sync: { transcriptStartTime: null, videoStartTime: null },
      breakouts: { cl: { videoUrl: "https://www.youtube.com/watch?v=cl" } },
    };
    const result = compileCall(
      { type: "acdt", number: "090", date: "2026-08-03" },
      files({ "config.json": JSON.stringify(config), "transcript.vtt": vtt("Host: hi") }),
    );
    expect(result.call).toEqual({
      type: "acdt",
      number: "090",
      date: "2026-08-03",
      videoUrl: "https://www.youtube.com/watch?v=fresh",
      issue: 2200,
    });
    expect(result.warnings).toEqual([]);
  });

  it("prefers the corrected transcript when both are present", () => {
    const result = compileCall(
      registered,
      files({ "transcript.vtt": vtt("Host: raw"), "transcript_corrected.vtt": vtt("Host: corrected") }),
    );
    expect(result.bundle.transcript.map((entry) => entry.text)).toEqual(["corrected"]);
    expect(result.artifacts).toEqual(["transcript"]);
  });

  it("takes video, issue and sync from config.json over the registry", () => {
    const config = JSON.stringify({
      videoUrl: "https://youtu.be/config",
      issue: 7,
      sync: { transcriptStartTime: "00:01:00", videoStartTime: "00:00:05" },
    });
    const { call } = compileCall(registered, files({ "config.json": config }));
    expect(call).toMatchObject({
      videoUrl: "https://youtu.be/config",
      issue: 7,
      sync: { transcriptStartTime: "00:01:00", videoStartTime: "00:00:05" },
    });
  });

  it("reads video.txt only when the config names no video", () => {
    expect(compileCall(registered, files({ "video.txt": " https://youtu.be/file \n" })).call.videoUrl).toBe(
      "https://youtu.be/file",
    );
    const config = JSON.stringify({ videoUrl: "https://youtu.be/config" });
    expect(
      compileCall(registered, files({ "video.txt": "https://youtu.be/file", "config.json": config })).call.videoUrl,
    ).toBe("https://youtu.be/config");
  });

  it("skips a malformed summary file with a warning naming it, and still builds the rest", () => {
    const result = compileCall(
      registered,
      files({
        "agenda.json": "{ not json",
        "summary.json": JSON.stringify({ summary_overview: 3 }),
        "chat.txt": "00:00:10\tHost:\thello\n",
        "transcript.vtt": vtt("Host: hi"),
      }),
    );
    expect(result.summaries).toEqual({});
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[0]).toMatch(/^agenda\.json: invalid JSON/);
    expect(result.warnings[1]).toMatch(/^summary\.json: summary_overview/);
    expect(result.artifacts).toEqual(["transcript", "chat"]);
  });

  it("a broken config.json falls back to the registry and says so", () => {
    const result = compileCall(registered, files({ "config.json": "" }));
    expect(result.call).toEqual(registered);
    expect(result.warnings).toEqual(["config.json: empty file"]);
  });

  it("warns when a transcript file holds no cues", () => {
    const result = compileCall(registered, files({ "transcript.vtt": "\u0000\u0001 binary" }));
    expect(result.bundle.transcript).toEqual([]);
    expect(result.warnings).toEqual(["transcript.vtt: no cues found"]);
  });

  it("flags each summary variant it could read", () => {
    const tldr = JSON.stringify({
      highlights: { client_updates: [{ timestamp: "00:01:00", highlight: "x" }] },
      action_items: [],
      decisions: [],
      targets: [],
    });
    const result = compileCall(registered, files({ "tldr.json": tldr }));
    expect(result.artifacts).toEqual(["tldr"]);
    expect(result.summaries.tldr?.highlights["client_updates"]).toHaveLength(1);
  });

  it("reads key decisions from the TL;DR by rule when no curated file gives them, for the call and each breakout", () => {
    const tldr = (decision: string) =>
      JSON.stringify({
        highlights: {},
        action_items: [],
        decisions: [{ timestamp: "00:05:00", decision }],
        targets: [],
      });
    const vocabulary = decisionVocabulary(
      [{ id: 7805, title: "EIP-7805: Fork-choice enforced Inclusion Lists (FOCIL)" }],
      [],
      [{ name: "Hegotá", forkName: "Hegota", layers: { execution: "Bogotá", consensus: "Heze" } }],
    );
    const result = compileCall(
      registered,
      files({
        "tldr.json": tldr("FOCIL selected as Hegotá headliner"),
        "tldr_cl.json": tldr("EIP-7805 CFI'd for Heze"),
        "transcript_cl.vtt": vtt("Host: hi"),
      }),
      vocabulary,
    );
    expect(result.summaries.keyDecisions?.key_decisions).toEqual([
      {
        original_text: "FOCIL selected as Hegotá headliner",
        timestamp: "00:05:00",
        type: "headliner_selected",
        eips: [7805],
        fork: "Hegota",
        source: "derived",
      },
    ]);
    expect(result.artifacts).toContain("decisions");
    expect(result.decisionBasis[0]?.why).toContain('EIPs: "FOCIL"');
    expect(result.sessions[0]?.summaries.keyDecisions?.key_decisions).toMatchObject([
      { type: "stage_change", stage_change: { to: "Considered" }, fork: "Hegota", source: "derived" },
    ]);
  });

  it("uses a curated key_decisions file whole and reads nothing from the TL;DR: the two never mix in one call", () => {
    const tldr = JSON.stringify({
      highlights: {},
      action_items: [],
      decisions: [{ timestamp: "00:05:00", decision: "EIP-7805 CFI'd" }],
      targets: [],
    });
    const curated = JSON.stringify({
      key_decisions: [{ original_text: "Curated", timestamp: "00:06:00", type: "other", eips: [] }],
    });
    const result = compileCall(registered, files({ "tldr.json": tldr, "key_decisions.json": curated }));
    expect(result.summaries.keyDecisions?.key_decisions).toEqual([
      { original_text: "Curated", timestamp: "00:06:00", type: "other", eips: [], source: "curated" },
    ]);
    expect(result.decisionBasis).toEqual([]);
  });

  it("never throws, whatever bytes the files hold", () => {
    const names = [
      "transcript.vtt",
      "transcript_corrected.vtt",
      "chat.txt",
      "agenda.json",
      "summary.json",
      "tldr.json",
      "config.json",
      "video.txt",
    ];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.json())),
        (record) => {
          const result = compileCall(registered, files(record));
          expect(result.call.type).toBe("acdc");
          expect(Array.isArray(result.warnings)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
