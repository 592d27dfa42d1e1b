import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { callBreakoutsSchema, keyDecisionsFileSchema, notesFileSchema, nullableSyncSchema } from "~/schemas/artifacts";
import { parseArtifactJson } from "./parseArtifactJson";

// Small hand-made samples in the shape of the real archive's newer files.
const decisions = {
  meeting: "ACDE #227 - January 5, 2026",
  key_decisions: [
    {
      original_text: "EIP-7997 moves to CFI for Glamsterdam",
      timestamp: "00:41:09",
      type: "stage_change",
      eips: [7997],
      context: "No objections on the call.",
      stage_change: { to: "Considered" },
      fork: "Glamsterdam",
    },
    {
      original_text: "bal-devnet-2 ships with EIP-7843",
      timestamp: "00:12:30",
      type: "devnet_inclusion",
      eips: [7843],
      devnet: "bal-devnet-2",
    },
    { original_text: "Keep the slot time", timestamp: "01:02:03", type: "other", eips: [] },
  ],
};

const notes = {
  meeting: "ACDT #088 - 2026-07-20",
  sections: [
    {
      heading: "Devnet 8 Planning",
      summary: "Devnet 8 targeted for next week.",
      timestamp: "00:08:02",
      body: "- Target is next week.\n  - No rush given holidays.\n- QUIC stays enabled.",
    },
  ],
};

const config = {
  cl: {
    videoUrl: "https://www.youtube.com/watch?v=fT0rPrDS3gE",
    sync: { transcriptStartTime: "00:01:26", videoStartTime: "00:01:26" },
  },
};

const json = (value: unknown) => JSON.stringify(value);
const decision = (fields: Record<string, unknown>) =>
  json({ key_decisions: [{ original_text: "x", timestamp: "00:00:01", type: "other", eips: [], ...fields }] });

describe("keyDecisionsFileSchema", () => {
  it("reads the archive's decisions with their optional fields", () => {
    const result = parseArtifactJson("key_decisions.json", json(decisions), keyDecisionsFileSchema);
    expect(result).toEqual({ ok: true, value: decisions });
  });

  it("reads a consensus-layer breakout's file and an integer devnet", () => {
    const result = parseArtifactJson(
      "key_decisions_cl.json",
      decision({ type: "devnet_inclusion", devnet: 5 }),
      keyDecisionsFileSchema,
    );
    expect(result.ok && result.value.key_decisions[0]?.devnet).toBe(5);
  });

  it("keeps a type it does not know, for the page to show as other", () => {
    const result = parseArtifactJson("key_decisions.json", decision({ type: "fork_renamed" }), keyDecisionsFileSchema);
    expect(result.ok && result.value.key_decisions[0]?.type).toBe("fork_renamed");
  });

  it("drops EIP references that are not positive integers, keeping the decision", () => {
    const eips = [7997, 0, -4, 1.5, "EIP-7805", "8070", "soon", null, { eip: 1 }, 1e21, Number.MAX_SAFE_INTEGER + 2];
    const result = parseArtifactJson("key_decisions.json", decision({ eips }), keyDecisionsFileSchema);
    expect(result.ok && result.value.key_decisions[0]?.eips).toEqual([7997, 7805, 8070]);
  });

  it("reads a missing EIP list as none and null optional fields as absent", () => {
    const text = json({
      meeting: null,
      key_decisions: [
        {
          original_text: "x",
          timestamp: "00:00:01",
          type: "other",
          context: null,
          stage_change: null,
          fork: null,
          devnet: null,
        },
      ],
    });
    const result = parseArtifactJson("key_decisions.json", text, keyDecisionsFileSchema);
    expect(result.ok && result.value.key_decisions[0]).toEqual({
      original_text: "x",
      timestamp: "00:00:01",
      type: "other",
      eips: [],
    });
  });

  it("ignores fields it does not know and reads a stage change's origin", () => {
    const result = parseArtifactJson(
      "key_decisions.json",
      decision({ speaker: "Tim", stage_change: { to: " Scheduled ", from: "Considered", by: "x" } }),
      keyDecisionsFileSchema,
    );
    expect(result.ok && result.value.key_decisions[0]).toEqual({
      original_text: "x",
      timestamp: "00:00:01",
      type: "other",
      eips: [],
      stage_change: { to: "Scheduled", from: "Considered" },
    });
  });

  it.each([
    [
      "a timestamp without hours",
      decision({ timestamp: "41:09" }),
      /^key_decisions\.json: key_decisions\[0\]\.timestamp: HH:MM:SS$/,
    ],
    [
      "a stage change without its target stage",
      decision({ stage_change: { from: "Considered" } }),
      /^key_decisions\.json: key_decisions\[0\]\.stage_change\.to: /,
    ],
    [
      "a blank target stage",
      decision({ stage_change: { to: " " } }),
      /^key_decisions\.json: key_decisions\[0\]\.stage_change\.to: /,
    ],
    [
      "a stage change written as text",
      decision({ stage_change: "Considered" }),
      /^key_decisions\.json: key_decisions\[0\]\.stage_change: /,
    ],
    ["a numeric type", decision({ type: 3 }), /^key_decisions\.json: key_decisions\[0\]\.type: /],
    [
      "a missing decision text",
      json({ key_decisions: [{ timestamp: "00:00:01", type: "other", eips: [] }] }),
      /^key_decisions\.json: key_decisions\[0\]\.original_text: /,
    ],
    ["EIPs given as one number", decision({ eips: 7997 }), /^key_decisions\.json: key_decisions\[0\]\.eips: /],
    ["a devnet given as a list", decision({ devnet: ["a"] }), /^key_decisions\.json: key_decisions\[0\]\.devnet: /],
    ["no decision list", json({ meeting: "ACDT" }), /^key_decisions\.json: key_decisions: /],
    ["a list at the root", json(decisions.key_decisions), /^key_decisions\.json: \(root\): /],
  ])("warns about %s, naming the file and the field", (_case, text, warning) => {
    const result = parseArtifactJson("key_decisions.json", text, keyDecisionsFileSchema);
    expect(result).toEqual({ ok: false, warning: expect.stringMatching(warning) });
  });

  it.each([
    ["an empty file", ""],
    ["truncated JSON", json(decisions).slice(0, 40)],
  ])("warns about %s", (_case, text) => {
    const result = parseArtifactJson("key_decisions_cl.json", text, keyDecisionsFileSchema);
    expect(result).toEqual({
      ok: false,
      warning: expect.stringMatching(/^key_decisions_cl\.json: (empty file|invalid JSON)/),
    });
  });

  it("accepts an empty decision list", () => {
    expect(parseArtifactJson("key_decisions.json", '{"key_decisions": []}', keyDecisionsFileSchema)).toEqual({
      ok: true,
      value: { key_decisions: [] },
    });
  });

  it("keeps HTML in a decision as text and is not fooled by a __proto__ key", () => {
    const text =
      '{"key_decisions": [{"__proto__": {"polluted": true}, "original_text": "<script>alert(1)</script>", "timestamp": "00:00:01", "type": "other", "eips": []}]}';
    const result = parseArtifactJson("key_decisions.json", text, keyDecisionsFileSchema);
    expect(result.ok && result.value.key_decisions[0]?.original_text).toBe("<script>alert(1)</script>");
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("reads a huge file", () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      ...decisions.key_decisions[0],
      eips: [i + 1],
      original_text: "y".repeat(50),
    }));
    const result = parseArtifactJson("key_decisions.json", json({ key_decisions: many }), keyDecisionsFileSchema);
    expect(result.ok && result.value.key_decisions.length).toBe(20_000);
  });

  it("never throws on random JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseArtifactJson("key_decisions.json", JSON.stringify(value), keyDecisionsFileSchema);
        if (!result.ok) expect(result.warning.startsWith("key_decisions.json: ")).toBe(true);
      }),
    );
  });
});

describe("notesFileSchema", () => {
  it("reads the archive's sections", () => {
    expect(parseArtifactJson("notes.json", json(notes), notesFileSchema)).toEqual({ ok: true, value: notes });
  });

  it("accepts a section without summary or timestamp, null ones and unknown fields", () => {
    const sections = [
      { heading: "h", body: "" },
      { heading: "h", body: "- a", summary: null, timestamp: null, speakers: ["x"] },
    ];
    const result = parseArtifactJson("notes_cl.json", json({ sections }), notesFileSchema);
    expect(result).toEqual({
      ok: true,
      value: {
        sections: [
          { heading: "h", body: "" },
          { heading: "h", body: "- a" },
        ],
      },
    });
  });

  it.each([
    ["a section without body", { sections: [{ heading: "h" }] }, /^notes\.json: sections\[0\]\.body: /],
    [
      "a body written as a list",
      { sections: [{ heading: "h", body: ["- a"] }] },
      /^notes\.json: sections\[0\]\.body: /,
    ],
    [
      "a section without heading",
      { sections: [notes.sections[0], { body: "- a" }] },
      /^notes\.json: sections\[1\]\.heading: /,
    ],
    [
      "a timestamp in seconds",
      { sections: [{ heading: "h", body: "", timestamp: 482 }] },
      /^notes\.json: sections\[0\]\.timestamp: /,
    ],
    [
      "a malformed timestamp",
      { sections: [{ heading: "h", body: "", timestamp: "8:02" }] },
      /^notes\.json: sections\[0\]\.timestamp: HH:MM:SS$/,
    ],
    ["sections keyed by heading", { sections: { h: "- a" } }, /^notes\.json: sections: /],
    ["no sections", { meeting: "ACDT" }, /^notes\.json: sections: /],
  ])("warns about %s, naming the file and the field", (_case, value, warning) => {
    expect(parseArtifactJson("notes.json", json(value), notesFileSchema)).toEqual({
      ok: false,
      warning: expect.stringMatching(warning),
    });
  });

  it("warns about an empty file", () => {
    expect(parseArtifactJson("notes.json", " \n", notesFileSchema)).toEqual({
      ok: false,
      warning: "notes.json: empty file",
    });
  });

  it("reads a section with a 1 MB body, HTML and all, as text", () => {
    const body = "- <b>bold</b> & <script>x()</script>\n".repeat(30_000);
    const result = parseArtifactJson("notes.json", json({ sections: [{ heading: "h", body }] }), notesFileSchema);
    expect(result.ok && result.value.sections[0]?.body).toBe(body);
  });

  it("never throws on random JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof parseArtifactJson("notes.json", JSON.stringify(value), notesFileSchema).ok).toBe("boolean");
      }),
    );
  });
});

describe("callBreakoutsSchema", () => {
  it("reads a breakout's recording and sync", () => {
    expect(parseArtifactJson("config.json", json(config), callBreakoutsSchema)).toEqual({ ok: true, value: config });
  });

  it("reads a fresh breakout whose sync times are not known yet, and one without video", () => {
    const fresh = {
      cl: { videoUrl: "https://youtu.be/x", sync: { transcriptStartTime: null, videoStartTime: null } },
      el: {},
    };
    expect(parseArtifactJson("config.json", json(fresh), callBreakoutsSchema)).toEqual({ ok: true, value: fresh });
  });

  it("ignores fields it does not know", () => {
    const value = { cl: { ...config.cl, issue: 12, sync: { ...config.cl.sync, offset: 3 } } };
    expect(parseArtifactJson("config.json", json(value), callBreakoutsSchema)).toEqual({ ok: true, value: config });
  });

  it.each([
    [
      "a sync time without hours",
      { cl: { sync: { transcriptStartTime: "01:26", videoStartTime: null } } },
      /^config\.json: cl\.sync\.transcriptStartTime: HH:MM:SS$/,
    ],
    [
      "a sync with one side missing",
      { cl: { sync: { transcriptStartTime: "00:01:26" } } },
      /^config\.json: cl\.sync\.videoStartTime: /,
    ],
    ["an empty video URL", { cl: { videoUrl: "" } }, /^config\.json: cl\.videoUrl: /],
    ["a breakout given as a URL", { cl: "https://youtu.be/x" }, /^config\.json: cl: /],
    ["a list of breakouts", [config.cl], /^config\.json: \(root\): /],
  ])("warns about %s, naming the file and the field", (_case, value, warning) => {
    expect(parseArtifactJson("config.json", json(value), callBreakoutsSchema)).toEqual({
      ok: false,
      warning: expect.stringMatching(warning),
    });
  });

  it("is not fooled by a breakout named __proto__", () => {
    const result = parseArtifactJson("config.json", '{"__proto__": {"videoUrl": "x"}, "cl": {}}', callBreakoutsSchema);
    expect(result.ok).toBe(true);
    expect(Object.prototype).not.toHaveProperty("videoUrl");
  });

  it("reads many breakouts", () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`b${i}`, config.cl]));
    const result = parseArtifactJson("config.json", json(many), callBreakoutsSchema);
    expect(result.ok && Object.keys(result.value).length).toBe(10_000);
  });
});

describe("nullableSyncSchema", () => {
  it("accepts times, nulls and a mix", () => {
    for (const sync of [
      { transcriptStartTime: "00:01:26", videoStartTime: "00:00:09" },
      { transcriptStartTime: null, videoStartTime: null },
      { transcriptStartTime: null, videoStartTime: "00:00:09" },
    ]) {
      expect(nullableSyncSchema.parse(sync)).toEqual(sync);
    }
  });

  it.each([[{}], [{ transcriptStartTime: "", videoStartTime: null }], [null]])("rejects %j", (value) => {
    expect(nullableSyncSchema.safeParse(value).success).toBe(false);
  });
});
