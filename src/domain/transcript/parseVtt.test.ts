import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseVtt, splitSpeakerLabel, visibleTranscript } from "./parseVtt";

const ZOOM = [
  "WEBVTT",
  "",
  "1",
  "00:05:49.620 --> 00:05:50.760",
  "stokes: Hello, everyone!",
  "",
  "2",
  "00:06:49.660 --> 00:06:50.270",
  "Trent: Yep.",
  "",
].join("\r\n");

describe("parseVtt", () => {
  it("reads Zoom captions: one entry per cue with start, seconds, speaker and text", () => {
    expect(parseVtt(ZOOM)).toEqual([
      { timestamp: "00:05:49.620", seconds: 349.62, speaker: "stokes", text: "Hello, everyone!" },
      { timestamp: "00:06:49.660", seconds: 409.66, speaker: "Trent", text: "Yep." },
    ]);
  });

  it.each([
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["bare CR", "\r"],
  ])("gives the same entries with %s line endings", (_name, eol) => {
    expect(parseVtt(ZOOM.replaceAll("\r\n", eol))).toEqual(parseVtt(ZOOM));
  });

  it("tolerates a byte-order mark", () => {
    expect(parseVtt(`\uFEFF${ZOOM}`)).toEqual(parseVtt(ZOOM));
  });

  it("joins the lines of a multi-line cue with a space, the label coming from the first", () => {
    const vtt = "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAlex: first line\n  second line  \nthird\n";
    expect(parseVtt(vtt)).toEqual([
      { timestamp: "00:00:01.000", seconds: 1, speaker: "Alex", text: "first line second line third" },
    ]);
  });

  it("gives an unlabelled cue a null speaker", () => {
    const [entry] = parseVtt("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\njust words\n");
    expect(entry).toMatchObject({ speaker: null, text: "just words" });
  });

  it("keeps a label with no text as a speaker with empty text", () => {
    const [entry] = parseVtt("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAlex:\n");
    expect(entry).toMatchObject({ speaker: "Alex", text: "" });
  });

  it("takes the text from the following lines when the label stands alone", () => {
    const [entry] = parseVtt("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAlex:\nhello there\n");
    expect(entry).toMatchObject({ speaker: "Alex", text: "hello there" });
  });

  it("ignores the header, NOTE and STYLE blocks and cue ids", () => {
    const vtt = [
      "WEBVTT - Zoom export",
      "Kind: captions",
      "",
      "NOTE this has 00:00:09.000 --> 00:00:10.000 in it",
      "",
      "STYLE",
      "::cue { color: red }",
      "",
      "cue-7",
      "00:00:01.000 --> 00:00:02.000 align:start",
      "Alex: hi",
    ].join("\n");
    expect(parseVtt(vtt)).toEqual([{ timestamp: "00:00:01.000", seconds: 1, speaker: "Alex", text: "hi" }]);
  });

  it("splits cues that are not separated by blank lines, dropping the next cue's number", () => {
    const vtt = "WEBVTT\n1\n00:00:01.000 --> 00:00:02.000\nAlex: one\n2\n00:00:03.000 --> 00:00:04.000\nSam: two\n";
    expect(parseVtt(vtt).map((e) => `${e.speaker}:${e.text}`)).toEqual(["Alex:one", "Sam:two"]);
  });

  it("normalises short and comma timestamps to HH:MM:SS.mmm", () => {
    const vtt = "WEBVTT\n\n05:49.6 --> 05:50.000\nA: x\n\n1:02:03,045 --> 1:02:04,000\nB: y\n";
    expect(parseVtt(vtt).map((e) => [e.timestamp, e.seconds])).toEqual([
      ["00:05:49.600", 349.6],
      ["01:02:03.045", 3723.045],
    ]);
  });

  it("reads a WebVTT voice tag as the speaker", () => {
    const [entry] = parseVtt("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Roger Bingham>We are here</v>\n");
    expect(entry).toMatchObject({ speaker: "Roger Bingham", text: "We are here" });
  });

  it("keeps a cue with no text at all, so entries match the file's cues", () => {
    expect(parseVtt("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\n")).toEqual([
      { timestamp: "00:00:01.000", seconds: 1, speaker: null, text: "" },
    ]);
  });

  it("gives nothing for empty or non-caption input", () => {
    expect(parseVtt("")).toEqual([]);
    expect(parseVtt("WEBVTT\n\n")).toEqual([]);
    expect(parseVtt("<html>404</html>")).toEqual([]);
  });
});

describe("splitSpeakerLabel", () => {
  it.each([
    ["Justin Florentine (Besu): gm", "Justin Florentine (Besu)", "gm"],
    ["Ahmad Bitar | Nethermind: yes", "Ahmad Bitar | Nethermind", "yes"],
    ["Sebastian Bürgel [Gnosis/HOPR]: ok", "Sebastian Bürgel [Gnosis/HOPR]", "ok"],
    ["Marcos A. Maceo: right", "Marcos A. Maceo", "right"],
    ["ef berlin office: hello", "ef berlin office", "hello"],
    ["Łukasz: the time is 10:30", "Łukasz", "the time is 10:30"],
    ["stokes:  spaced  ", "stokes", "spaced"],
  ])("reads %j as a labelled line", (line, speaker, text) => {
    expect(splitSpeakerLabel(line)).toEqual({ speaker, text });
  });

  it.each([
    ["a URL", "https://github.com/ethereum/pm/issues/1399"],
    ["a clock time", "10:30 works for me"],
    ["an annotation word", "Note: 10:30"],
    ["an annotation word in capitals", "FYI: the call moved"],
    ["a colon with no space after", "key:value"],
    ["a question", "Can everyone hear me? Okay: go"],
    ["a clause with a comma", "on CL side, much more open: yes"],
    ["a long sentence", "It seems we are trying to fit a standards process: no"],
    ["a number", "2025: a good year"],
    ["a label padded with a space", "stokes : hi"],
  ])("does not read %s as a label", (_case, line) => {
    expect(splitSpeakerLabel(line)).toEqual({ speaker: null, text: line });
  });
});

describe("visibleTranscript", () => {
  const entries = parseVtt(
    "WEBVTT\n\n00:07:47.900 --> 00:07:48.000\nA: early\n\n00:07:48.000 --> 00:07:49.000\nB: on time\n\n00:09:00.000 --> 00:09:01.000\nC: later\n",
  );

  it("drops entries before the sync transcript start", () => {
    const sync = { transcriptStartTime: "00:07:48", videoStartTime: "00:00:09" };
    expect(visibleTranscript(entries, sync).map((e) => e.speaker)).toEqual(["B", "C"]);
  });

  it("keeps everything without sync", () => {
    expect(visibleTranscript(entries)).toEqual(entries);
  });

  it("keeps everything when the start time cannot be read", () => {
    expect(visibleTranscript(entries, { transcriptStartTime: "7:48", videoStartTime: "0:09" })).toEqual(entries);
  });
});

describe("parseVtt on hostile input", () => {
  const cueArb = fc.record({
    h: fc.integer({ min: 0, max: 99 }),
    m: fc.integer({ min: 0, max: 59 }),
    s: fc.integer({ min: 0, max: 59 }),
    ms: fc.integer({ min: 0, max: 999 }),
    text: fc.string({ minLength: 1 }).filter((t) => t.trim() !== "" && !/[\r\n]/.test(t) && !t.includes("-->")),
  });
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");

  it("never throws on random text and returns well-formed entries", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        for (const entry of parseVtt(text)) {
          expect(entry.timestamp).toMatch(/^\d{2,}:\d{2}:\d{2}\.\d{3}$/);
          expect(Number.isFinite(entry.seconds)).toBe(true);
          expect(entry.text).not.toMatch(/[\r\n]/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on binary-ish bytes decoded leniently", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4000 }), (bytes) => {
        expect(Array.isArray(parseVtt(new TextDecoder().decode(bytes)))).toBe(true);
      }),
    );
  });

  it("finds exactly the generated cues, in order, whatever their text", () => {
    fc.assert(
      fc.property(fc.array(cueArb, { maxLength: 30 }), fc.constantFrom("\n", "\r\n", "\r"), (cues, eol) => {
        const body = cues.map(
          (c, i) => `${i + 1}${eol}${pad(c.h)}:${pad(c.m)}:${pad(c.s)}.${pad(c.ms, 3)} --> 99:00:00.000${eol}${c.text}`,
        );
        const entries = parseVtt(["WEBVTT", ...body].join(eol + eol));
        expect(entries.map((e) => e.timestamp)).toEqual(
          cues.map((c) => `${pad(c.h)}:${pad(c.m)}:${pad(c.s)}.${pad(c.ms, 3)}`),
        );
        entries.forEach((entry, i) => {
          const speakerPart = entry.speaker === null ? "" : `${entry.speaker}:`;
          expect(`${speakerPart}${entry.text}`.replace(/\s+/g, "")).toBe(
            (cues[i]?.text ?? "").replace(/\s+/g, "").replace(/^<v[^>]*>|<\/v>$/g, "") || "",
          );
        });
      }),
    );
  });

  it("survives a huge line", () => {
    const huge = "x".repeat(2_000_000);
    const [entry] = parseVtt(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA: ${huge}\n`);
    expect(entry?.text.length).toBe(2_000_000);
  });

  it("parses 100 000 cues", () => {
    const lines = ["WEBVTT", ""];
    for (let i = 0; i < 100_000; i++) {
      const s = i % 60;
      const m = Math.floor(i / 60) % 60;
      const h = Math.floor(i / 3600);
      lines.push(
        String(i + 1),
        `${pad(h)}:${pad(m)}:${pad(s)}.000 --> ${pad(h)}:${pad(m)}:${pad(s)}.500`,
        `Speaker ${i % 7}: line ${i}`,
        "",
      );
    }
    const entries = parseVtt(lines.join("\r\n"));
    expect(entries).toHaveLength(100_000);
    expect(entries[99_999]).toMatchObject({ speaker: "Speaker 4", text: "line 99999", seconds: 99_999 });
  });
});
