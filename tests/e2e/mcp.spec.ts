import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { test } from "@playwright/test";
import { MCP_TOOLS } from "~/domain/api/mcpTools";
import { expect } from "./helpers";

// The MCP server as an assistant starts it (`npm run mcp -- --site …`, over stdio), spoken to with the SDK's own
// client, against the fixtures build; every answer is checked against the site's JSON.
const CLIENT_DIR = resolve(process.env.FORKLINE_BUILD_DIR ?? "build", "client");
const api = (path: string) => JSON.parse(readFileSync(join(CLIENT_DIR, "api/v1", path), "utf8")).data;

type ToolAnswer = {
  isError?: boolean;
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
};

async function connect(site: string) {
  const client = new Client({ name: "forkline-e2e", version: "1.0.0" });
  const transport = new StdioClientTransport({
    command: "npm",
    args: ["run", "--silent", "mcp", "--", "--site", site],
    stderr: "pipe",
  });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const ok = async (name: string, args: Record<string, unknown>) => {
    const answer = await call(name, args);
    expect(answer.isError ?? false, `${name} ${JSON.stringify(args)}: ${answer.content[0]?.text}`).toBe(false);
    // The text an assistant reads is the same answer as the structured one.
    expect(JSON.parse(answer.content[0]?.text ?? "null")).toEqual(answer.structuredContent);
    return answer.structuredContent ?? {};
  };
  const refused = async (name: string, args: Record<string, unknown>, message: string | RegExp) => {
    const answer = await call(name, args);
    expect(answer.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
    expect(answer.content[0]?.text ?? "").toMatch(message);
  };
  return { client, ok, refused };
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => {
    const info = statSync(join(dir, name));
    return `${name} ${info.size} ${info.mtimeMs}`;
  });
}

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test("over stdio, against the fixtures build: every tool answers as the site's JSON says, refuses bad arguments, and writes nothing", async () => {
  const before = files(CLIENT_DIR);
  const { client, ok, refused } = await connect(CLIENT_DIR);
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(Object.values(MCP_TOOLS).sort());
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);

    const calls: { id: string; type: string; number: string; links: { page: string } }[] = api("calls.json");
    const origin = new URL(calls[0]!.links.page).origin;

    // search_calls
    const search = await ok(MCP_TOOLS.searchCalls, { query: "devnet", limit: 5 });
    const results = search.results as {
      call: string;
      type: string;
      text: string;
      timestamp: string;
      permalink: string;
    }[];
    expect(results.length).toBe(5);
    expect(search.total as number).toBeGreaterThanOrEqual(5);
    for (const hit of results) {
      expect(hit.text.toLowerCase()).toContain("devnet");
      expect(calls.map((c) => c.id)).toContain(hit.call.split("/").slice(0, 2).join("/"));
      const link = new URL(hit.permalink);
      expect(link.origin).toBe(origin);
      expect(link.searchParams.get("search")).toBe("devnet");
      expect(link.searchParams.get("type")).toBe(hit.type);
    }
    const transcriptHit = results.find((hit) => hit.type === "transcript");
    if (transcriptHit) {
      const [series, number] = transcriptHit.call.split("/");
      const call = api(`calls/${series}/${number}.json`);
      const lines: { text: string }[] =
        transcriptHit.call.split("/").length === 3 ? call.sessions[0].transcript : call.transcript;
      expect(lines.map((line) => line.text)).toContain(transcriptHit.text);
    }
    const onlyDecisions = await ok(MCP_TOOLS.searchCalls, { query: "devnet", type: "decision", series: "focil" });
    expect(
      (onlyDecisions.results as { type: string; call: string }[]).every(
        (hit) => hit.type === "decision" && hit.call.startsWith("focil/"),
      ),
    ).toBe(true);
    await refused(MCP_TOOLS.searchCalls, { query: "a" }, /at least two characters/);
    await refused(MCP_TOOLS.searchCalls, { query: "devnet", limit: 0 }, /limit/);
    await refused(MCP_TOOLS.searchCalls, { query: "devnet", series: "../etc" }, /series/);
    await refused(MCP_TOOLS.searchCalls, {}, /query/);

    // get_eip
    const json = api("eips/7805.json");
    const eip = await ok(MCP_TOOLS.getEip, { id: 7805 });
    expect(eip.title).toBe(json.title);
    expect(eip.status).toBe(json.status);
    expect(eip.decisions).toEqual(json.decisions);
    expect((eip.mentions as unknown[]).length).toBe(json.mentions.length);
    type Step = { source: string; stage: string; date: string | null; ref: string; permalink: string | null };
    const stages = eip.stages as { upgrade: string; status: string; disputed: boolean; evidence: Step[] }[];
    expect(stages.map((s) => s.status)).toEqual(json.stages.map((s: { status: string }) => s.status));
    // The evidence is the open data's stageEvidence (npm run stages -- --json), each step with the link that backs it.
    expect(eip.stagesAsOf).toBe(json.stageEvidence.asOf);
    const glamsterdamEvidence = json.stageEvidence.stages.find((s: { upgrade: string }) => s.upgrade === "Glamsterdam");
    const inGlamsterdam = stages.find((s) => s.upgrade === "glamsterdam");
    expect(inGlamsterdam?.disputed).toBe(true);
    expect(inGlamsterdam?.evidence.map(({ permalink: _link, ...step }) => step)).toEqual(glamsterdamEvidence.evidence);
    const decided = inGlamsterdam?.evidence.find((e) => e.source === "call");
    expect(decided?.permalink).toBe(`${origin}/calls/focil/019#00:01:20`);
    const commit = inGlamsterdam?.evidence.find((e) => e.source === "meta-eip");
    expect(commit?.permalink).toMatch(/^https:\/\/github\.com\/ethereum\/EIPs\/commit\/[0-9a-f]{40}$/);
    expect((eip.links as { markdown: string }).markdown).toBe(`${origin}/eips/7805.md`);
    await refused(MCP_TOOLS.getEip, { id: 999_999 }, "EIP-999999 is not among the EIPs Forkline follows");
    await refused(MCP_TOOLS.getEip, { id: -3 }, /id/);
    await refused(MCP_TOOLS.getEip, { id: "7805" }, /id/);

    // list_decisions
    const decisions: { eips: number[]; fork?: string; callDate: string }[] = api("decisions.json");
    const for7805 = await ok(MCP_TOOLS.listDecisions, { eip: 7805, limit: 500 });
    expect(for7805.decisions).toEqual(decisions.filter((d) => d.eips.includes(7805)));
    const glamsterdam = await ok(MCP_TOOLS.listDecisions, { upgrade: "Glamsterdam", limit: 500 });
    expect(glamsterdam.decisions).toEqual(decisions.filter((d) => d.fork?.toLowerCase() === "glamsterdam"));
    const one = await ok(MCP_TOOLS.listDecisions, { limit: 1 });
    expect(one.total).toBe(decisions.length);
    expect(one.decisions).toEqual(decisions.slice(0, 1));
    await refused(
      MCP_TOOLS.listDecisions,
      { from: "2026-01-01", to: "2025-01-01" },
      "from (2026-01-01) is after to (2025-01-01)",
    );
    await refused(
      MCP_TOOLS.listDecisions,
      { upgrade: "Atlantis" },
      /no upgrade "Atlantis"; Forkline follows .*glamsterdam/,
    );
    await refused(MCP_TOOLS.listDecisions, { from: "yesterday" }, /from/);

    // get_upgrade_scope
    const upgrade = api("upgrades/glamsterdam.json");
    const scope = await ok(MCP_TOOLS.getUpgradeScope, { upgrade: "glamsterdam", date: upgrade.asOf });
    const entries = scope.eips as { id: number; stage: string; permalink: string }[];
    expect(entries.map((e) => [e.id, e.stage]).sort()).toEqual(
      upgrade.eips.map((e: { id: number; status: string }) => [e.id, e.status]).sort(),
    );
    expect(entries[0]?.permalink).toBe(`${origin}/eips/${entries[0]?.id}`);
    const earlier = await ok(MCP_TOOLS.getUpgradeScope, { upgrade: "glamsterdam", date: "2025-11-01" });
    expect((earlier.eips as { id: number; certainty: string }[]).find((e) => e.id === 7708)?.certainty).toBe("unknown");
    await refused(MCP_TOOLS.getUpgradeScope, { upgrade: "glamsterdam", date: "2025-13-45" }, /date/);
    await refused(MCP_TOOLS.getUpgradeScope, { upgrade: "nope" }, /no upgrade "nope"/);

    // get_call
    const focil = api("calls/focil/019.json");
    const call = await ok(MCP_TOOLS.getCall, { id: "focil/019" });
    expect(call.decisions).toEqual(focil.decisions);
    expect(call.date).toBe(focil.date);
    expect((call.links as { page: string }).page).toBe(focil.links.page);
    const withTldr = await ok(MCP_TOOLS.getCall, { id: "acde/223" });
    const tldr = (
      withTldr.summary as {
        kind: string;
        tldr: { highlights: Record<string, { highlight: string; timestamp: string; permalink: string }[]> };
      }
    ).tldr;
    const published = api("calls/acde/223.json").summaries.tldr;
    const withoutLinks = Object.fromEntries(
      Object.entries(tldr.highlights).map(([section, items]) => [
        section,
        items.map(({ permalink: _link, ...item }) => item),
      ]),
    );
    expect(withoutLinks).toEqual(published.highlights);
    // The same moment as the call's Markdown twin links: the video's time, the call's sync applied.
    const first = Object.values(tldr.highlights)[0]![0]!;
    expect(readFileSync(join(CLIENT_DIR, "calls/acde/223.md"), "utf8")).toContain(
      `(${first.permalink}) ${first.highlight}`,
    );
    const breakout = await ok(MCP_TOOLS.getCall, { id: "acdt/40/cl" });
    expect(breakout.id).toBe("acdt/040/cl");
    expect(breakout.decisions).toEqual(api("calls/acdt/040.json").sessions[0].decisions);
    await refused(MCP_TOOLS.getCall, { id: "acde/999" }, 'no archived call "acde/999"');
    await refused(MCP_TOOLS.getCall, { id: "../../etc/passwd" }, /no archived call/);
    await refused(MCP_TOOLS.getCall, { id: 223 }, /id/);
  } finally {
    await client.close();
  }
  expect(files(CLIENT_DIR)).toEqual(before);
});

test("over HTTP from the served site it answers the same; a site that does not answer gets a clear error", async ({
  baseURL,
}) => {
  const folder = await connect(CLIENT_DIR);
  const served = await connect(baseURL ?? "");
  try {
    for (const [name, args] of [
      [MCP_TOOLS.getEip, { id: 7732 }],
      [MCP_TOOLS.listDecisions, { series: "focil" }],
      [MCP_TOOLS.searchCalls, { query: "gas limit" }],
      [MCP_TOOLS.getCall, { id: "acde/223" }],
    ] as const) {
      expect(await served.ok(name, args), name).toEqual(await folder.ok(name, args));
    }
  } finally {
    await Promise.all([folder.client.close(), served.client.close()]);
  }
  // A loopback port nothing listens on.
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", () => done()));
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((done) => probe.close(() => done()));
  const dead = await connect(`http://127.0.0.1:${port}`);
  try {
    await dead.refused(MCP_TOOLS.getEip, { id: 7732 }, `cannot read http://127.0.0.1:${port}/api/v1/eips/7732.json`);
  } finally {
    await dead.client.close();
  }
});
