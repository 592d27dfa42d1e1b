import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { eipsMentioned, parseEipAliases } from "~/domain/text/eipMentions";
import { parseVtt } from "~/domain/transcript/parseVtt";
import sample from "./eipMentionSample.json";

// The EIP mention detector against a hand-labelled sample of real lines from ../shared/corpus/upstream-2026-02.
// The sample holds references only, never text: for a .vtt file, `cue` is the index of the cue in parseVtt's
// output (its text without the speaker); for chat*.txt, `cue` is the 1-based line number in the raw file, read
// without Zoom's "time<TAB>sender<TAB>" prefix. `expect` is what a careful reader says the line names, whatever
// the detector does: bare numbers ("we have merged 7778"), speech-to-text spellings ("fossil" for FOCIL) and
// descriptions ("the Julio EIP") count, which no precision-first detector can find; those are the misses.

const CORPUS = resolve(process.cwd(), "..", "shared", "corpus", "upstream-2026-02");
const ALIAS_TABLE = resolve(process.cwd(), "content", "eip-aliases.txt");
const MESSAGE_PREFIX = /^\d{1,2}:\d{2}:\d{2}\t[^\t]*\t/;
// What the detector reaches on this sample (precision 0.987, recall 0.573 when written), rounded down a little.
const MIN_PRECISION = 0.97;
const MIN_RECALL = 0.55;

type Labelled = { file: string; cue: number; expect: number[]; note?: string };

const entries: Labelled[] = sample;
const files = new Map<string, string[]>();

/** The labelled line's text, or null when the file or the cue does not exist. */
function lineOf({ file, cue }: Labelled): string | null {
  let lines = files.get(file);
  if (!lines) {
    const path = resolve(CORPUS, file);
    if (!path.startsWith(CORPUS) || !existsSync(path)) return null;
    const text = readFileSync(path, "utf8");
    lines = file.endsWith(".vtt")
      ? parseVtt(text).map((entry) => entry.text)
      : text.split(/\r\n|\r|\n/).map((line) => line.replace(MESSAGE_PREFIX, ""));
    files.set(file, lines);
  }
  const index = file.endsWith(".vtt") ? cue : cue - 1;
  return Number.isInteger(index) && index >= 0 && index < lines.length ? (lines[index] ?? null) : null;
}

describe.skipIf(!existsSync(CORPUS))("EIP mentions in a hand-labelled sample of the real archive", () => {
  const { aliases, errors } = parseEipAliases(readFileSync(ALIAS_TABLE, "utf8"));

  it("has a sample of at least 200 distinct real lines, positives and hard negatives alike", () => {
    expect(errors).toEqual([]);
    expect(entries.length).toBeGreaterThanOrEqual(200);
    expect(new Set(entries.map((entry) => `${entry.file}#${entry.cue}`)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.file, JSON.stringify(entry)).toMatch(
        /^[a-z0-9]+\/\d{4}-\d{2}-\d{2}_\d+\/(?:transcript[\w-]*\.vtt|chat[\w-]*\.txt)$/,
      );
      expect(
        entry.expect.every((eip) => Number.isInteger(eip) && eip > 0),
        JSON.stringify(entry),
      ).toBe(true);
      expect(lineOf(entry)?.trim(), `${entry.file} cue ${entry.cue} is missing or empty`).toBeTruthy();
    }
    const positives = entries.filter((entry) => entry.expect.length > 0).length;
    expect(positives / entries.length).toBeGreaterThan(0.4);
    expect(positives / entries.length).toBeLessThan(0.6);
  });

  it(`finds (line, EIP) pairs with precision ≥ ${MIN_PRECISION} and recall ≥ ${MIN_RECALL}`, () => {
    let found = 0;
    let missed = 0;
    let falsePositives = 0;
    const wrong: string[] = [];
    const misses: string[] = [];
    for (const entry of entries) {
      const got = eipsMentioned(lineOf(entry) ?? "", aliases);
      const extra = got.filter((eip) => !entry.expect.includes(eip));
      const lost = entry.expect.filter((eip) => !got.includes(eip));
      found += entry.expect.length - lost.length;
      missed += lost.length;
      falsePositives += extra.length;
      if (extra.length > 0) wrong.push(`${entry.file} cue ${entry.cue}: ${extra.join(", ")}`);
      if (lost.length > 0) misses.push(`${entry.file} cue ${entry.cue}: ${lost.join(", ")}`);
    }
    const precision = found / (found + falsePositives);
    const recall = found / (found + missed);
    console.log(
      [
        `[eip mentions] ${entries.length} lines, ${found + missed} labelled pairs: found ${found}, missed ${missed}, wrong ${falsePositives}`,
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
        `wrong: ${wrong.join("; ") || "none"}`,
        `missed on ${misses.length} lines (bare numbers, speech-to-text spellings, descriptions)`,
      ].join("\n"),
    );
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });
});
