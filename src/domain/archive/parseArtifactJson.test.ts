import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { agendaFileSchema, callConfigFileSchema, tldrFileSchema } from "~/schemas/artifacts";
import { formatPath, parseArtifactJson } from "./parseArtifactJson";

const agendaItem = {
  start_timestamp: "00:08:43",
  title: "DevNet-3",
  summary: "Runs.",
  decision: null,
  action_items: [],
};

describe("parseArtifactJson", () => {
  it("returns the validated value", () => {
    const text = JSON.stringify({ issue: 1399, sync: { transcriptStartTime: "00:07:48", videoStartTime: "00:00:09" } });
    expect(parseArtifactJson("config.json", text, callConfigFileSchema)).toEqual({
      ok: true,
      value: { issue: 1399, sync: { transcriptStartTime: "00:07:48", videoStartTime: "00:00:09" } },
    });
  });

  it("tolerates a byte-order mark", () => {
    expect(parseArtifactJson("config.json", '\uFEFF{"issue": 1}', callConfigFileSchema)).toEqual({
      ok: true,
      value: { issue: 1 },
    });
  });

  it("names the file and the failing field path", () => {
    const text = JSON.stringify({
      executive_summary: "",
      agenda: [{ section: "x", items: [agendaItem, { ...agendaItem, decision: 3 }] }],
    });
    const result = parseArtifactJson("agenda.json", text, agendaFileSchema);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.warning).toMatch(/^agenda\.json: agenda\[0\]\.items\[1\]\.decision: /);
  });

  it("names a missing top-level field", () => {
    const result = parseArtifactJson("tldr.json", "{}", tldrFileSchema);
    expect(result).toEqual({ ok: false, warning: expect.stringMatching(/^tldr\.json: highlights: /) });
  });

  it("reports a wrong root type at (root)", () => {
    expect(parseArtifactJson("agenda.json", "[]", agendaFileSchema)).toEqual({
      ok: false,
      warning: expect.stringMatching(/^agenda\.json: \(root\): /),
    });
  });

  it.each([
    ["empty", ""],
    ["whitespace only", " \r\n\t"],
  ])("warns about an %s file", (_case, text) => {
    expect(parseArtifactJson("summary.json", text, agendaFileSchema)).toEqual({
      ok: false,
      warning: "summary.json: empty file",
    });
  });

  it.each([
    ["a syntax error", '{"issue": 1,}'],
    ["a truncated file", '{"executive_summary": "abc'],
    ["an HTML error page", "<!doctype html><title>404</title>"],
    ["NaN", '{"issue": NaN}'],
  ])("warns about invalid JSON: %s", (_case, text) => {
    const result = parseArtifactJson("config.json", text, callConfigFileSchema);
    expect(result).toEqual({ ok: false, warning: expect.stringMatching(/^config\.json: invalid JSON \(.+\)$/) });
  });

  it("is not fooled by a __proto__ key", () => {
    const result = parseArtifactJson(
      "config.json",
      '{"__proto__": {"issue": 5}, "videoUrl": "x"}',
      callConfigFileSchema,
    );
    expect(result).toEqual({ ok: true, value: { videoUrl: "x" } });
    expect(Object.prototype).not.toHaveProperty("issue");
  });

  it("survives deeply nested and huge input", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(parseArtifactJson("agenda.json", deep, agendaFileSchema).ok).toBe(false);
    const items = Array.from({ length: 50_000 }, (_, i) => ({ ...agendaItem, title: `item ${i}` }));
    const huge = JSON.stringify({ executive_summary: "x".repeat(1_000_000), agenda: [{ section: "s", items }] });
    const result = parseArtifactJson("agenda.json", huge, agendaFileSchema);
    expect(result.ok && result.value.agenda[0]?.items.length).toBe(50_000);
  });

  it("keeps warnings short when the parser's message is long", () => {
    const result = parseArtifactJson("config.json", `{"a": "${"x".repeat(5000)}`, callConfigFileSchema);
    expect(!result.ok && result.warning.length).toBeLessThan(300);
  });

  it("never throws on random text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const result = parseArtifactJson("tldr.json", text, tldrFileSchema);
        if (!result.ok) expect(result.warning.startsWith("tldr.json: ")).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on random JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseArtifactJson("agenda.json", JSON.stringify(value), agendaFileSchema);
        expect(typeof result.ok).toBe("boolean");
      }),
    );
  });
});

describe("formatPath", () => {
  it("joins keys with dots and indices with brackets", () => {
    expect(formatPath(["agenda", 0, "items", 2, "decision"])).toBe("agenda[0].items[2].decision");
    expect(formatPath([3, "x"])).toBe("[3].x");
  });
});
