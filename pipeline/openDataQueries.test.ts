import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { apiDocuments } from "../src/domain/api/apiDocuments";
import {
  eipStages,
  filterDecisions,
  findCall,
  findUpgrade,
  summaryWithMoments,
  upgradeScopeOnDate,
} from "../src/domain/mcp/openDataQueries";
import { sitePairs } from "../src/domain/stages/siteStages";
import { fixtureEipsRepo } from "../tests/support/fixtureEipsRepo";
import { compileSite } from "./compileSite";
import { CONTENT_DIR } from "./paths";

// The MCP server's answers, over the open data of our content, fixture archive and fixture EIPs history (as the
// build writes it).
const SITE_URL = "https://forkline.example";
const compiled = compileSite(CONTENT_DIR, resolve("tests", "fixtures", "archive"), new Date("2026-01-01T00:00:00Z"));
const { apiCalls } = compiled;
const site = { ...compiled.site, metaEips: fixtureEipsRepo().metaEips };
const documents = apiDocuments(site, apiCalls, SITE_URL, new Date("2026-01-01T00:00:00Z"), sitePairs(site).pairs);
const upgrades = documents.flatMap((d) => (d.schema === "upgrades" ? d.body.data : []));
const decisions = documents.flatMap((d) => (d.schema === "decisions" ? d.body.data : []));
const calls = documents.flatMap((d) => (d.schema === "calls" ? d.body.data : []));
const eip = (id: number) => {
  const found = documents.flatMap((d) => (d.schema === "eip" && d.body.data.id === id ? [d.body.data] : []))[0];
  if (!found) throw new Error(`no EIP-${id} in the open data`);
  return found;
};

describe("the MCP server's queries over the open data", () => {
  const glamsterdam = findUpgrade(upgrades, "Glamsterdam");

  it("finds an upgrade by id, name or fork name in any case, and a call by its id, padded or not", () => {
    expect(glamsterdam?.id).toBe("glamsterdam");
    expect(findUpgrade(upgrades, " GLAMSTERDAM ")?.id).toBe("glamsterdam");
    expect(findUpgrade(upgrades, "nope")).toBeUndefined();
    expect(findCall(calls, "acde/223")?.call.number).toBe("223");
    expect(findCall(calls, "acdt/40/cl")).toMatchObject({ session: "cl" });
    expect(findCall(calls, "acdt/040/zz")).toBeUndefined();
    for (const bad of ["", "acde", "acde/", "../etc/passwd", "acde/223/cl/x", "ACDE/99999999"])
      expect(findCall(calls, bad), bad).toBeUndefined();
  });

  it("filters decisions by EIP, upgrade, series and dates, keeping the archive's order and every field", () => {
    const byEip = filterDecisions(decisions, { eip: 7805 });
    expect(byEip.length).toBeGreaterThan(0);
    expect(byEip.every((d) => d.eips.includes(7805))).toBe(true);
    const inGlamsterdam = filterDecisions(decisions, { upgrade: glamsterdam });
    expect(inGlamsterdam.every((d) => d.fork?.toLowerCase() === "glamsterdam")).toBe(true);
    const dated = filterDecisions(decisions, { from: "2025-09-01", to: "2025-09-30", series: "focil" });
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((d) => d.callType === "focil" && d.callDate.startsWith("2025-09"))).toBe(true);
    expect(filterDecisions(decisions, {})).toEqual(decisions);
    expect(filterDecisions(decisions, { from: "2030-01-01" })).toEqual([]);
  });

  it("gives an upgrade's scope on a day from the dated histories, and says 'unknown' where an undated step may fall either side", () => {
    if (!glamsterdam) throw new Error("no Glamsterdam");
    const eips = glamsterdam.eips.map((e) => eip(e.id));
    const on = (day: string) => new Map(upgradeScopeOnDate(glamsterdam, eips, day).map((entry) => [entry.id, entry]));
    // 7708: Proposed (undated), Considered on 2025-12-04 (ACDE 225), Scheduled on 2026-05-07 (ACDE 236).
    expect(on("2026-01-01").get(7708)).toMatchObject({ stage: "Considered", certainty: "known", since: "2025-12-04" });
    expect(on("2025-11-01").get(7708)).toMatchObject({ stage: null, certainty: "unknown" });
    // 8080: first Considered on 2025-12-11: not in the upgrade before.
    expect(on("2025-11-01").has(8080)).toBe(false);
    expect(on("2026-01-01").get(8080)?.stage).toBe("Considered");
    // On or after the day the facts were checked, the stage now.
    const now = on(glamsterdam.asOf);
    expect([...now.values()].every((entry) => entry.certainty === "known")).toBe(true);
    expect(now.size).toBe(glamsterdam.eips.length);
  });

  it("gives each stage with the sources' stage, whether they disagree, and each step's evidence with its link", () => {
    const stages = eipStages(eip(7805), upgrades, SITE_URL);
    const inGlamsterdam = stages.find((s) => s.upgrade === "glamsterdam");
    expect(inGlamsterdam).toMatchObject({ status: "Declined", stage: "Declined", disputed: true });
    const evidence = inGlamsterdam?.evidence ?? [];
    expect(evidence.map((e) => e.source)).toEqual(["curated", "meta-eip", "call", "curated"]);
    expect(evidence.find((e) => e.source === "call")).toEqual({
      source: "call",
      stage: "Considered",
      date: "2025-09-09",
      ref: "focil/19#00:01:20",
      permalink: `${SITE_URL}/calls/focil/019#00:01:20`,
    });
    const commit = evidence.find((e) => e.source === "meta-eip");
    expect(commit?.permalink).toBe(commit?.ref);
    expect(evidence.filter((e) => e.source === "curated").every((e) => e.permalink === null)).toBe(true);
    // Curated only: no dispute; on the build's day (2026-01-01) the curated step of 2026-02-19 is not known yet.
    expect(stages.find((s) => s.upgrade === "hegota")).toMatchObject({
      status: "Scheduled",
      stage: "Considered",
      disputed: false,
      evidence: [{ source: "curated", stage: "Considered", date: "2025-12-11", permalink: null }],
    });
  });

  it("gives a stage the site does not show but the sources derive, with no status of the site's", () => {
    const full = eip(7805);
    const stages = eipStages(
      { ...full, stages: full.stages.filter((s) => s.upgrade !== "Glamsterdam") },
      upgrades,
      SITE_URL,
    );
    expect(stages.map((s) => s.upgrade)).toEqual(["hegota", "glamsterdam"]);
    expect(stages[1]).toMatchObject({ status: null, isHeadliner: false, stage: "Declined", disputed: true });
    expect(stages[1]?.asOf).toBe(upgrades.find((u) => u.id === "glamsterdam")?.asOf);
  });

  it("links each TL;DR item to its moment on the video's clock, and leaves the summary's own fields as they are", () => {
    const call = documents.flatMap((d) =>
      d.schema === "call" && d.body.data.id === "acde/223" ? [d.body.data] : [],
    )[0];
    if (!call) throw new Error("no acde/223");
    const summary = summaryWithMoments(call.summaries, { type: "acde", number: "223" }, call.sync, SITE_URL);
    if (summary.kind !== "tldr") throw new Error(`expected the TL;DR, got ${summary.kind}`);
    const first = Object.values(summary.tldr.highlights)[0]?.[0];
    // 00:05:27 in the transcript; the transcript starts 2:19 after the video.
    expect(first).toMatchObject({ timestamp: "00:05:27", permalink: `${SITE_URL}/calls/acde/223#00:03:08` });
    expect(summary.tldr.action_items.every((item) => item.permalink.startsWith(`${SITE_URL}/calls/acde/223#`))).toBe(
      true,
    );
    expect(summaryWithMoments({}, { type: "acde", number: "223" }, undefined, SITE_URL)).toEqual({ kind: "none" });
  });
});
