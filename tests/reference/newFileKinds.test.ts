import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callBreakoutsSchema, keyDecisionsFileSchema, notesFileSchema, type KeyDecision } from "~/schemas/artifacts";
import { parseArtifactJson } from "~/domain/archive/parseArtifactJson";
import { decisionKind, describeStageChange } from "~/domain/summaries/keyDecisions";
import { parseNotesBody, type NoteBlock } from "~/domain/archive/notesBody";
import { parseChangelog } from "~/domain/transcript/parseChangelog";
import { compileCall } from "~/domain/archive/compileCall";

// The upstream archive's newer file kinds (key_decisions*, notes*, transcript_changelog.tsv, config.json
// breakouts) through their schemas and parsers, every file of ../shared/corpus/upstream-2026-02.
// Counts below were taken independently of these parsers: node's JSON.parse over the JSON files, a regex
// over the notes bodies' line starts, awk -F'\t' over the changelogs.

const UPSTREAM = path.resolve("..", "shared", "corpus", "upstream-2026-02");

type ArchiveFile = { key: string; text: string };

/** Every file of the archive whose name matches, as "series/date_number/name". */
function archiveFiles(pattern: RegExp): ArchiveFile[] {
  const subfolders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return subfolders(UPSTREAM).flatMap((series) =>
    subfolders(path.join(UPSTREAM, series)).flatMap((call) =>
      readdirSync(path.join(UPSTREAM, series, call))
        .filter((name) => pattern.test(name))
        .sort()
        .map((name) => ({
          key: `${series}/${call}/${name}`,
          text: readFileSync(path.join(UPSTREAM, series, call, name), "utf8"),
        })),
    ),
  );
}

function tally<T>(values: readonly T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return counts;
}

function countItems(blocks: readonly NoteBlock[], depth = 0): number[] {
  const counts: number[] = [];
  for (const block of blocks) {
    if (block.kind !== "list") continue;
    counts[depth] = (counts[depth] ?? 0) + block.items.length;
    for (const item of block.items) {
      countItems(item.children, depth + 1).forEach((n, d) => (counts[d] = (counts[d] ?? 0) + n));
    }
  }
  return Array.from(counts, (n) => n ?? 0);
}

describe.skipIf(!existsSync(UPSTREAM))("the upstream archive's newer file kinds", () => {
  // The describe body is collected even when skipped, so only read the archive when it is there.
  const present = existsSync(UPSTREAM);
  const decisionFiles = present ? archiveFiles(/^key_decisions(_[a-z]+)?\.json$/) : [];
  const notesFiles = present ? archiveFiles(/^notes(_[a-z]+)?\.json$/) : [];
  const changelogs = present ? archiveFiles(/^transcript_changelog\.tsv$/) : [];
  const configs = present ? archiveFiles(/^config\.json$/) : [];

  const warnings: string[] = [];
  const parse = <S extends z.ZodType>(file: ArchiveFile, schema: S): z.output<S> | null => {
    const result = parseArtifactJson(file.key, file.text, schema);
    if (result.ok) return result.value;
    warnings.push(result.warning);
    return null;
  };
  const decisions: KeyDecision[] = decisionFiles.flatMap(
    (file) => parse(file, keyDecisionsFileSchema)?.key_decisions ?? [],
  );
  const notes = notesFiles.map((file) => ({ key: file.key, sections: parse(file, notesFileSchema)?.sections ?? [] }));
  const breakouts = configs.map((file) => ({
    key: file.key,
    breakouts: parse(file, z.object({ breakouts: callBreakoutsSchema.optional() }))?.breakouts,
  }));
  const corrections = changelogs.map((file) => ({ key: file.key, ...parseChangelog(file.text) }));

  it("finds 40 key decision files, 1 consensus-layer one, 2 notes files and 39 changelogs", () => {
    expect(decisionFiles.filter((file) => !file.key.endsWith("_cl.json"))).toHaveLength(40);
    expect(decisionFiles.filter((file) => file.key.endsWith("_cl.json")).map((file) => file.key)).toEqual([
      "acdt/2026-07-13_087/key_decisions_cl.json",
    ]);
    expect(notesFiles.map((file) => file.key)).toEqual([
      "acdt/2026-07-20_088/notes.json",
      "acdt/2026-07-20_088/notes_cl.json",
    ]);
    expect(changelogs).toHaveLength(39);
  });

  it("parses every file with no warning", () => {
    expect(warnings).toEqual([]);
    expect(corrections.flatMap((file) => file.warnings.map((warning) => `${file.key}: ${warning}`))).toEqual([]);
  });

  it("holds 118 key decisions, 31 of them stage changes", () => {
    expect(decisions).toHaveLength(118);
    expect(tally(decisions, (decision) => decisionKind(decision.type))).toEqual({
      stage_change: 31,
      devnet_inclusion: 6,
      headliner_selected: 1,
      other: 80,
    });
  });

  it("gives every stage change a known stage, in words", () => {
    const stageChanges = decisions.filter((decision) => decisionKind(decision.type) === "stage_change");
    for (const decision of stageChanges) expect(decision.stage_change, decision.original_text).toBeDefined();
    const texts = stageChanges.flatMap((decision) =>
      decision.stage_change ? [describeStageChange(decision.stage_change, decision.fork)] : [],
    );
    expect(
      texts.filter((text) => /^Moved to (?!Considered$|Declined$|Scheduled$|Included$|Withdrawn$)/.test(text)),
    ).toEqual([]);
    expect(texts).toContain("Considered for Glamsterdam");
    expect(texts).toContain("Declined for Hegotá");
    expect(texts).toContain("Moved to Considered");
  });

  it("keeps every EIP reference: 101 in all, each a positive integer", () => {
    const eips = decisions.flatMap((decision) => decision.eips);
    expect(eips).toHaveLength(101);
    expect(eips.every((eip) => Number.isInteger(eip) && eip > 0)).toBe(true);
  });

  it("reads the notes' sections and their bullets: 31 + 15 nested in notes.json, 28 + 11 in notes_cl.json", () => {
    expect(notes.map((file) => file.sections.length)).toEqual([6, 6]);
    const counts = notes.map((file) =>
      file.sections
        .map((section) => countItems(parseNotesBody(section.body)))
        .reduce((sum, c) => sum.map((n, d) => n + (c[d] ?? 0)), [0, 0]),
    );
    expect(counts).toEqual([
      [31, 15],
      [28, 11],
    ]);
    for (const file of notes) {
      for (const section of file.sections) {
        expect(
          parseNotesBody(section.body).every((block) => block.kind === "list"),
          `${file.key} ${section.heading}`,
        ).toBe(true);
      }
    }
  });

  it("holds 434 transcript corrections, 19 of them confirming a term unchanged", () => {
    const all = corrections.flatMap((file) => file.corrections);
    expect(all).toHaveLength(434);
    expect(all.filter((c) => c.original === c.corrected)).toHaveLength(19);
    expect(tally(all, (c) => c.confidence)).toEqual({ high: 319, medium: 97, low: 18 });
  });

  it("reads the consensus-layer breakout recordings of the two July calls", () => {
    const withBreakouts = breakouts.filter((config) => config.breakouts !== undefined);
    expect(withBreakouts.map((config) => config.key)).toEqual([
      "acdt/2026-07-13_087/config.json",
      "acdt/2026-07-20_088/config.json",
    ]);
    expect(withBreakouts.map((config) => config.breakouts?.cl?.sync)).toEqual([
      { transcriptStartTime: "00:01:26", videoStartTime: "00:01:26" },
      { transcriptStartTime: "00:00:00", videoStartTime: "00:00:00" },
    ]);
  });

  it("compiles each consensus-layer breakout as a session of its own, counted against its raw files, with no warning", () => {
    for (const [folder, number] of [
      ["2026-07-13_087", "087"],
      ["2026-07-20_088", "088"],
    ] as const) {
      const dir = path.join(UPSTREAM, "acdt", folder);
      const files = new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), "utf8")]));
      const raw = (name: string) => files.get(name) ?? "";
      const compiled = compileCall({ type: "acdt", number, date: folder.slice(0, 10) }, files);
      expect(compiled.warnings, folder).toEqual([]);
      expect(
        compiled.sessions.map((session) => session.id),
        folder,
      ).toEqual(["cl"]);
      const [cl] = compiled.sessions;
      expect(cl?.videoUrl, folder).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
      expect(cl?.videoUrl, folder).not.toBe(compiled.call.videoUrl);
      expect(cl?.bundle.transcript.length, folder).toBe(
        raw("transcript_cl.vtt")
          .split("\n")
          .filter((line) => line.includes("-->")).length,
      );
      const chatLines = raw("chat_cl.txt")
        .split(/\r\n|\r|\n/)
        .filter((line) => /^\d{2}:\d{2}:\d{2}\t/.test(line)).length;
      expect(
        (cl?.bundle.chat ?? []).reduce((n, message) => n + 1 + message.reactions.length, 0),
        folder,
      ).toBe(chatLines);
      const decisionsCl = files.has("key_decisions_cl.json")
        ? (JSON.parse(raw("key_decisions_cl.json")) as { key_decisions: unknown[] }).key_decisions.length
        : 0;
      expect(cl?.summaries.keyDecisions?.key_decisions.length ?? 0, folder).toBe(decisionsCl);
      const notesCl = files.has("notes_cl.json")
        ? (JSON.parse(raw("notes_cl.json")) as { sections: unknown[] }).sections.length
        : 0;
      expect(cl?.summaries.notes?.sections.length ?? 0, folder).toBe(notesCl);
      expect(cl?.summaries.tldr, folder).toBeDefined();
      // The call's own transcript is not the breakout's.
      expect(compiled.bundle.transcript[0]?.text).not.toBe(cl?.bundle.transcript[0]?.text);
    }
  });
});
