import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { callRegistrySchema } from "~/schemas/content";
import { compileArchive } from "../../pipeline/compileArchive";
import { EMPTY_VOCABULARY } from "~/domain/summaries/decisionVocabulary";
import type { CompiledCall } from "~/domain/archive/compileCall";
import type { CallContent } from "~/domain/search/callContent";
import { chatView } from "~/domain/callPage/chatView";
import { deepLinkTarget } from "~/domain/callPage/jumpTarget";
import { chooseSummary, summaryCountLine, summaryCounts, type SummaryKind } from "~/domain/summaries/summaryView";
import { summaryItemsByVersion } from "~/domain/summaries/summaryItems";
import { callSearchDocuments } from "~/domain/search/callDocuments";
import { parseTimestamp } from "~/domain/time/timestamp";
import { visibleTranscript } from "~/domain/transcript/parseVtt";
import { decisionsView } from "~/domain/summaries/decisionsView";

// The call page's summaries and links against the real archive (../shared/corpus/artifacts).

const ARCHIVE = path.resolve("..", "shared", "corpus", "artifacts");

// SPEC-NOTES: four calls have tldr.json, four agenda.json, eight summary.json; acdt 058 has both a
// TL;DR and an older summary (the TL;DR wins), and acdc 167 and acdt 057 both an agenda and an older
// summary (the agenda wins).
const EXPECTED_VARIANTS: Record<Exclude<SummaryKind, "none">, string[]> = {
  tldr: ["acdc/168", "acde/223", "acdt/058", "acdt/059"],
  agenda: ["acdc/167", "acde/222", "acdt/056", "acdt/057"],
  legacy: ["acdc/166", "acde/221", "acdt/053", "acdt/054", "acdt/055"],
};

/** Counted straight from the file's JSON, without our schemas. */
function rawCounts(folder: string, kind: Exclude<SummaryKind, "none">): Record<string, number> {
  const read = (name: string): unknown => JSON.parse(readFileSync(path.join(folder, name), "utf8"));
  if (kind === "tldr") {
    const tldr = read("tldr.json");
    const highlights = Object.values(objectOf(field(tldr, "highlights"))).reduce<number>(
      (n, group) => n + listOf(group).length,
      0,
    );
    return {
      highlights,
      actionItems: listOf(field(tldr, "action_items")).length,
      decisions: listOf(field(tldr, "decisions")).length,
      targets: listOf(field(tldr, "targets")).length,
    };
  }
  if (kind === "agenda") {
    const items = listOf(field(read("agenda.json"), "agenda")).flatMap((group) => listOf(field(group, "items")));
    return {
      topics: items.length,
      actionItems: items.reduce<number>((n, item) => n + listOf(field(item, "action_items")).length, 0),
    };
  }
  const summary = read("summary.json");
  return {
    topics: listOf(field(summary, "summary_details")).length,
    nextSteps: listOf(field(summary, "next_steps")).length,
  };
}

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
const field = (value: unknown, key: string): unknown => objectOf(value)[key];
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** What the call page builds from a call (as useCallContent does). */
function pageContent({ call, bundle, summaries }: CompiledCall): CallContent {
  const [shown, ...otherSummaries] = summaryItemsByVersion(summaries);
  return {
    transcript: visibleTranscript(bundle.transcript, call.sync),
    chat: chatView(bundle.chat, call.sync ? parseTimestamp(call.sync.transcriptStartTime) : 0).messages,
    agenda: shown?.agenda ?? [],
    actions: shown?.actions ?? [],
    otherSummaries,
    decisions: decisionsView(summaries.keyDecisions, "{id}"),
  };
}

describe.skipIf(!existsSync(ARCHIVE))("the call page on the real archive", () => {
  let compiled: CompiledCall[] = [];
  const keyOf = (c: CompiledCall) => `${c.call.type}/${c.call.number}`;

  beforeAll(() => {
    const registry = callRegistrySchema.parse(JSON.parse(readFileSync(path.join("content", "calls.json"), "utf8")));
    compiled = compileArchive(ARCHIVE, registry, new Date("2025-11-01T00:00:00Z"), EMPTY_VOCABULARY).compiled;
  });

  it("shows each summary variant for the calls that have it, in SPEC §2's priority order", () => {
    const byKind = (kind: SummaryKind) =>
      compiled
        .filter((c) => chooseSummary(c.summaries).kind === kind)
        .map(keyOf)
        .sort();
    expect(byKind("tldr")).toEqual(EXPECTED_VARIANTS.tldr);
    expect(byKind("agenda")).toEqual(EXPECTED_VARIANTS.agenda);
    expect(byKind("legacy")).toEqual(EXPECTED_VARIANTS.legacy);
    expect(byKind("none")).toHaveLength(compiled.length - 13);
  });

  it("counts what each summary file holds", () => {
    for (const [kind, keys] of Object.entries(EXPECTED_VARIANTS) as [Exclude<SummaryKind, "none">, string[]][]) {
      for (const key of keys) {
        const call = compiled.find((c) => keyOf(c) === key);
        if (!call) throw new Error(`no call ${key}`);
        const folder = path.join(ARCHIVE, call.call.type, `${call.call.date}_${call.call.number}`);
        const variant = chooseSummary(call.summaries);
        expect(summaryCounts(variant), key).toEqual(rawCounts(folder, kind));
        expect(summaryCountLine(variant), key).toMatch(/^\d+ \w/);
        // Search points into the same lists the card renders: as many topics and actions.
        const content = pageContent(call);
        const counts = summaryCounts(variant);
        // The older summary's details count as topics and its next steps as action items (summaryItems.ts).
        expect(content.agenda.length, key).toBe(counts.highlights ?? counts.topics);
        expect(content.actions.length, key).toBe(kind === "legacy" ? counts.nextSteps : counts.actionItems);
      }
    }
  });

  it("lands every calendar search result on an item the call page shows (SPEC-NOTES decision 4)", () => {
    let checked = 0;
    for (const call of compiled) {
      const content = pageContent(call);
      for (const doc of callSearchDocuments(call.call, call.bundle, call.summaries)) {
        const version = doc.summaryVersion ? { version: doc.summaryVersion } : {};
        const target = deepLinkTarget(
          { query: "x", timestamp: doc.timestamp, type: doc.type, text: doc.text, ...version },
          content,
        );
        // A key decision (the seed archive's are read from its TL;DRs) lands on its moment in the call.
        if (doc.type === "decision") {
          expect(target, `${keyOf(call)} decision ${doc.timestamp}`).toEqual({
            kind: "time",
            seconds: parseTimestamp(doc.timestamp),
          });
          checked++;
          continue;
        }
        expect(target?.kind, `${keyOf(call)} ${doc.type} ${doc.timestamp}`).toBe(doc.type);
        // A summary not shown first: the card shows that one, and the item is in its lists.
        const summary =
          target && "version" in target && target.version
            ? content.otherSummaries.find((other) => other.version === target.version)
            : content;
        const shownText =
          target?.kind === "transcript"
            ? content.transcript[target.index]?.text
            : target?.kind === "chat"
              ? content.chat.find((m) => m.id === target.messageId)?.message
              : target?.kind === "agenda"
                ? `${summary?.agenda[target.index]?.title} ${summary?.agenda[target.index]?.summary}`
                : target?.kind === "action"
                  ? summary?.actions[target.index]?.text
                  : undefined;
        expect(shownText, `${keyOf(call)} ${doc.type} ${doc.timestamp}`).toBe(doc.text);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20_000);
  });
});
