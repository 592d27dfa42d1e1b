import { describe, expect, test } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { factsFromSpecHeader } from "~/domain/stages/specHeader";

// Our content's facts must equal the reference facts in ../shared exactly; the prose is ours. The facts an EIP's
// specification header states come from the specification (content/eip-specs, newer than eip-facts.json).
// EIP, upgrade and calendar facts are as of Aug 22 2026 (reference-2026-08); the seed call registry is reference's.
const REFERENCE = resolve("..", "shared", "reference");
const FACTS = resolve("..", "shared", "reference-2026-08");
const hasReference = existsSync(join(REFERENCE, "calls.json")) && existsSync(join(FACTS, "eip-facts.json"));
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

describe.skipIf(!hasReference)("content facts against ../shared/reference-2026-08", () => {
  const facts = hasReference ? (readJson(join(FACTS, "eip-facts.json")) as Record<string, unknown>[]) : [];
  const site = hasReference
    ? (readJson(join(FACTS, "site-facts.json")) as {
        upgrades: Record<string, unknown>[];
        calendarEvents: unknown[];
        product: { feedbackForumThread: string };
      })
    : null;

  test("all 179 EIPs are there, one file each", () => {
    const files = readdirSync(join("content", "eips")).filter((f) => f.endsWith(".json"));
    expect(facts).toHaveLength(179);
    expect(files.sort()).toEqual(facts.map((f) => `${String(f.id)}.json`).sort());
  });

  test("every fact field equals the specification's header where it states one, else eip-facts.json", () => {
    const mismatches: string[] = [];
    for (const fact of facts) {
      const ours = readJson(join("content", "eips", `${String(fact.id)}.json`)) as Record<string, unknown>;
      const spec = join("content", "eip-specs", `eip-${String(fact.id)}.md`);
      const fromSpec: Record<string, unknown> = existsSync(spec)
        ? factsFromSpecHeader(readFileSync(spec, "utf8"), `EIP-${String(fact.id)}: `)
        : {};
      const expected: Record<string, unknown> = { ...fact, ...fromSpec };
      if (existsSync(spec) && fromSpec.category === undefined) delete expected.category;
      for (const [field, value] of Object.entries(expected)) {
        if (JSON.stringify(ours[field]) !== JSON.stringify(value)) mismatches.push(`${String(fact.id)}.${field}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  test("upgrade facts equal site-facts.json", () => {
    const ours = readJson(join("content", "upgrades.json")) as Record<string, unknown>[];
    for (const upgrade of site!.upgrades) {
      const mine = ours.find((u) => u.id === upgrade.id);
      expect(mine, String(upgrade.id)).toBeDefined();
      for (const field of [
        "name",
        "path",
        "forkName",
        "status",
        "activationDate",
        "projectedActivation",
        "disabled",
        "metaEip",
        "metaEipLink",
        "layers",
      ]) {
        expect(mine?.[field], `${String(upgrade.id)}.${field}`).toEqual(upgrade[field]);
      }
      const teams = (list: unknown) =>
        ((list ?? []) as Record<string, unknown>[]).map(({ teamName, teamType, blogPostUrl }) => ({
          teamName,
          teamType,
          blogPostUrl,
        }));
      expect(teams(mine?.clientTeamPerspectives), `${String(upgrade.id)}.clientTeamPerspectives`).toEqual(
        teams(upgrade.clientTeamPerspectives),
      );
    }
  });

  test("the call registry holds calls.json, and every other call as the upstream manifest lists it", () => {
    const reference = readJson(join(REFERENCE, "calls.json")) as Record<string, unknown>[];
    const ours = readJson(join("content", "calls.json")) as Record<string, unknown>[];
    const facts = ({ type, number, date, videoUrl, issue, sync }: Record<string, unknown>) => ({
      type,
      number,
      date,
      videoUrl,
      issue,
      sync,
    });
    const key = (call: Record<string, unknown>) => `${String(call.type)}/${String(call.number)}`;
    const seed = new Set(reference.map(key));
    expect(ours.filter((call) => seed.has(key(call))).map(facts)).toEqual(reference.map(facts));
    const manifest = readJson(resolve("..", "shared", "corpus", "upstream-2026-02", "manifest.json")) as {
      series: Record<string, { calls: Record<string, unknown>[] }>;
    };
    for (const call of ours.filter((c) => !seed.has(key(c)))) {
      const listed = manifest.series[String(call.type)]?.calls.find((c) => Number(c.number) === Number(call.number));
      expect(listed, key(call)).toBeDefined();
      expect({ date: call.date, videoUrl: call.videoUrl, issue: call.issue }, key(call)).toEqual({
        date: listed?.date,
        videoUrl: listed?.videoUrl,
        issue: listed?.issue,
      });
    }
  });

  test("calendar events and the forum thread equal site-facts.json", () => {
    expect(readJson(join("content", "events.json"))).toEqual(site!.calendarEvents);
    expect((readJson(join("content", "site.json")) as { feedbackForumThread: string }).feedbackForumThread).toBe(
      site!.product.feedbackForumThread,
    );
  });

  test("numbers quoted in SPEC §9 appear in the EIPs that carry them", () => {
    const text = (id: number) => JSON.stringify(readJson(join("content", "eips", `${id}.json`)));
    expect(text(7935)).toMatch(/60M|60 million/);
    expect(text(7934)).toMatch(/10 MiB/);
    expect(text(7883)).toMatch(/200[^0-9]+500/);
    expect(text(7251)).toMatch(/2048|2,048/);
    expect(text(7825)).toMatch(/2\^24|16,777,216|2\*\*24/);
  });
});
