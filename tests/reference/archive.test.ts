import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  agendaFileSchema,
  callConfigFileSchema,
  summaryFileSchema,
  tldrFileSchema,
  type CallConfigFile,
} from "~/schemas/artifacts";
import { parseArtifactJson } from "~/domain/archive/parseArtifactJson";
import { configSync } from "~/domain/archive/compileCall";
import { extractVideoId } from "~/domain/archive/videoId";
import { parseChat, type ChatLog } from "~/domain/chat/parseChat";
import { parseVtt, visibleTranscript } from "~/domain/transcript/parseVtt";
import type { TranscriptEntry } from "~/schemas/callBundle";

// Every parser run over every file of the real archive (../shared/corpus/artifacts, SPEC-NOTES).

const ARCHIVE = path.resolve("..", "shared", "corpus", "artifacts");

type CallFiles = {
  key: string;
  folder: string;
  config: CallConfigFile | null;
  cues: TranscriptEntry[];
  visibleCues: number;
  chat: ChatLog;
  agendaItems: number | null;
  actionItems: number | null;
  warnings: string[];
};

function callFolders(): { key: string; folder: string }[] {
  // Every series folder, by rule: the archive brings series the code has never named.
  const series = readdirSync(ARCHIVE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return series.flatMap((series) =>
    readdirSync(path.join(ARCHIVE, series))
      .filter((name) => /^\d{4}-\d{2}-\d{2}_\d+$/.test(name))
      .sort()
      .map((name) => ({ key: `${series}/${name.split("_")[1]}`, folder: path.join(ARCHIVE, series, name) })),
  );
}

function readIfPresent(file: string): string | null {
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

function parseJsonFile<S extends z.ZodType>(
  folder: string,
  name: string,
  schema: S,
  warnings: string[],
): z.output<S> | null {
  const text = readIfPresent(path.join(folder, name));
  if (text === null) return null;
  const result = parseArtifactJson(`${path.basename(folder)}/${name}`, text, schema);
  if (result.ok) return result.value;
  warnings.push(result.warning);
  return null;
}

function loadCall({ key, folder }: { key: string; folder: string }): CallFiles {
  const warnings: string[] = [];
  const config = parseJsonFile(folder, "config.json", callConfigFileSchema, warnings);
  const agenda = parseJsonFile(folder, "agenda.json", agendaFileSchema, warnings);
  parseJsonFile(folder, "summary.json", summaryFileSchema, warnings);
  const tldr = parseJsonFile(folder, "tldr.json", tldrFileSchema, warnings);
  const cues = parseVtt(readIfPresent(path.join(folder, "transcript.vtt")) ?? "");
  const chat = parseChat(readIfPresent(path.join(folder, "chat.txt")) ?? "");
  const items = agenda?.agenda.flatMap((group) => group.items) ?? null;
  return {
    key,
    folder,
    config,
    cues,
    visibleCues: visibleTranscript(cues, configSync(config)).length,
    chat,
    agendaItems: items?.length ?? null,
    actionItems: items
      ? items.reduce((n, item) => n + item.action_items.length, 0)
      : tldr
        ? tldr.action_items.length
        : null,
    warnings: [...warnings, ...chat.warnings.map((w) => `${key} chat.txt: ${w}`)],
  };
}

function chatCounts(chat: ChatLog) {
  const replies = chat.messages.filter((m) => m.replyTo);
  return {
    messages: chat.messages.filter((m) => !m.isOrphanReaction).length,
    attached: chat.messages.reduce((n, m) => n + m.reactions.length, 0),
    orphaned: chat.messages.filter((m) => m.isOrphanReaction).length,
    repliesLinked: replies.filter((m) => m.replyTo?.targetId !== null).length,
    repliesUnlinked: replies.filter((m) => m.replyTo?.targetId === null).length,
  };
}

function printTable(calls: readonly CallFiles[]): void {
  const header = ["call", "cues", "shown", "msgs", "react+", "react?", "reply+", "reply?", "agenda", "actions"];
  const rows = calls.map((call) => {
    const c = chatCounts(call.chat);
    return [
      call.key,
      call.cues.length,
      call.visibleCues,
      c.messages,
      c.attached,
      c.orphaned,
      c.repliesLinked,
      c.repliesUnlinked,
      call.agendaItems ?? "-",
      call.actionItems ?? "-",
    ].map(String);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  console.log([line(header), ...rows.map(line)].join("\n"));
}

describe.skipIf(!existsSync(ARCHIVE))("the real call archive", () => {
  let calls: CallFiles[] = [];
  const byKey = (key: string): CallFiles => {
    const call = calls.find((c) => c.key === key);
    if (!call) throw new Error(`no call ${key} in the archive`);
    return call;
  };

  beforeAll(() => {
    calls = callFolders().map(loadCall);
    printTable(calls);
  });

  it("holds the 51 calls of the static list (SPEC §3)", () => {
    expect(calls.filter((c) => c.key.startsWith("acdc/"))).toHaveLength(15);
    expect(calls.filter((c) => c.key.startsWith("acde/"))).toHaveLength(16);
    expect(calls.filter((c) => c.key.startsWith("acdt/"))).toHaveLength(20);
  });

  it("skips no artifact JSON and warns about no chat line", () => {
    expect(calls.flatMap((c) => c.warnings)).toEqual([]);
  });

  it("has a config with sync times and a recognisable video for every call", () => {
    for (const call of calls) {
      expect(call.config?.sync, call.key).toBeDefined();
      expect(extractVideoId(call.config?.videoUrl ?? "").matched, call.key).toBe(true);
    }
  });

  it("finds one entry per cue in every transcript, each with a speaker", () => {
    for (const call of calls) {
      const text = readFileSync(path.join(call.folder, "transcript.vtt"), "utf8");
      expect(call.cues.length, call.key).toBeGreaterThan(0);
      expect(call.cues.length, call.key).toBe(text.split("\n").filter((line) => line.includes("-->")).length);
      expect(
        call.cues.filter((cue) => cue.speaker === null).map((cue) => cue.timestamp),
        call.key,
      ).toEqual([]);
    }
  });

  it("hides hundreds of pre-meeting cues in total, and never a whole transcript", () => {
    const hidden = calls.reduce((n, c) => n + c.cues.length - c.visibleCues, 0);
    expect(hidden).toBeGreaterThan(100);
    for (const call of calls) expect(call.visibleCues, call.key).toBeGreaterThan(call.cues.length / 2);
  });

  it("accounts for every chat line as a message or an attached reaction", () => {
    for (const call of calls) {
      const text = readFileSync(path.join(call.folder, "chat.txt"), "utf8");
      const lines = text.split(/\r\n|\r|\n/).filter((line) => /^\d{2}:\d{2}:\d{2}\t/.test(line)).length;
      const c = chatCounts(call.chat);
      expect(c.messages + c.orphaned + c.attached, call.key).toBe(lines);
    }
  });

  it("attaches the large majority of reactions and links the large majority of replies", () => {
    const totals = calls
      .map((c) => chatCounts(c.chat))
      .reduce(
        (sum, c) => ({
          attached: sum.attached + c.attached,
          orphaned: sum.orphaned + c.orphaned,
          linked: sum.linked + c.repliesLinked,
          unlinked: sum.unlinked + c.repliesUnlinked,
        }),
        { attached: 0, orphaned: 0, linked: 0, unlinked: 0 },
      );
    console.log(
      `reactions attached ${totals.attached}, orphaned ${totals.orphaned}; replies linked ${totals.linked}, unlinked ${totals.unlinked}`,
    );
    expect(totals.attached / (totals.attached + totals.orphaned)).toBeGreaterThan(0.95);
    expect(totals.linked / (totals.linked + totals.unlinked)).toBeGreaterThan(0.98);
    for (const call of calls) {
      const c = chatCounts(call.chat);
      if (c.attached + c.orphaned >= 20) expect(c.attached / (c.attached + c.orphaned), call.key).toBeGreaterThan(0.7);
    }
  });

  it("parses every Dutch reply and reaction header in the archive", () => {
    const raw = calls.flatMap((c) => readFileSync(path.join(c.folder, "chat.txt"), "utf8").split(/\r\n|\r|\n/));
    expect(
      raw.filter((line) => /\t(?:Antwoord verzenden naar|Heeft gereageerd op) "/.test(line)).length,
    ).toBeGreaterThan(50);
    const unparsed = calls
      .flatMap((c) => c.chat.messages)
      .filter((m) => !m.isOrphanReaction && /^(?:Antwoord verzenden naar|Heeft gereageerd op) "/.test(m.message));
    expect(unparsed).toEqual([]);
  });

  // Counts below were taken independently of these parsers: grep -c -- '-->' transcript.vtt; grep -cP
  // '^\d\d:\d\d:\d\d\t' chat.txt (and with 'Reacted to |Heeft gereageerd op ' / 'Replying to "' after the
  // sender); awk over the cue start times against the sync start; python's json module for the JSON files.
  it("pins acdc 154: 643 cues (19 before the 00:07:48 sync start), 310 chat lines, 119 reactions, 61 replies", () => {
    const call = byKey("acdc/154");
    const c = chatCounts(call.chat);
    expect([call.cues.length, call.visibleCues]).toEqual([643, 624]);
    expect(call.cues[0]).toEqual({
      timestamp: "00:05:49.620",
      seconds: 349.62,
      speaker: "stokes",
      text: "Hello, everyone!",
    });
    expect(c.attached + c.orphaned).toBe(119);
    expect(c.repliesLinked + c.repliesUnlinked).toBe(61);
    expect(c.messages + c.orphaned + c.attached).toBe(310);
    expect(call.chat.messages[1]).toMatchObject({
      speaker: "nixo",
      message: "gm",
      replyTo: { quote: "Gm :)", targetId: 0 },
    });
  });

  it("pins acde 222: 630 cues, 249 chat lines, 94 reactions, 89 replies, 10 agenda items with 4 actions", () => {
    const call = byKey("acde/222");
    const c = chatCounts(call.chat);
    expect(call.cues).toHaveLength(630);
    expect([
      c.attached + c.orphaned,
      c.repliesLinked + c.repliesUnlinked,
      c.messages + c.orphaned + c.attached,
    ]).toEqual([94, 89, 249]);
    expect([call.agendaItems, call.actionItems]).toEqual([10, 4]);
  });

  it("pins acdt 058: 153 cues, 64 chat lines, 35 reactions, no replies, tldr with 4 actions", () => {
    const call = byKey("acdt/058");
    const c = chatCounts(call.chat);
    expect(call.cues).toHaveLength(153);
    expect([
      c.attached + c.orphaned,
      c.repliesLinked + c.repliesUnlinked,
      c.messages + c.orphaned + c.attached,
    ]).toEqual([35, 0, 64]);
    expect([call.agendaItems, call.actionItems]).toEqual([null, 4]);
  });
});

describe.skipIf(!existsSync(ARCHIVE))("the pipeline's compile of the real archive", () => {
  it("compiles all 51 calls with every file read and no warnings", async () => {
    const { compileArchive, contentVocabulary } = await import("../../pipeline/compileArchive");
    const { readContent } = await import("../../pipeline/readContent");
    const content = readContent(path.resolve("content"));
    const { compiled, stats } = compileArchive(
      ARCHIVE,
      content.calls,
      new Date("2025-11-01T00:00:00Z"),
      contentVocabulary(content),
    );
    expect(stats.warnings).toEqual([]);
    expect(stats.callsWithFiles).toBe(51);
    const key = (type: string, number: string) =>
      compiled.find((c) => c.call.type === type && c.call.number === number);
    expect(key("acdc", "154")?.bundle.transcript).toHaveLength(643);
    expect(key("acde", "222")?.summaries.agenda?.agenda.flatMap((s) => s.items)).toHaveLength(10);
    expect(key("acdt", "058")?.artifacts).toContain("tldr");
  });
});
