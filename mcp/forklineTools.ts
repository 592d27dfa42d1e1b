// The MCP server's tools: each reads a deployed Forkline's open data (api/v1 and the search index under
// data/), answers with the site's own fields and links, and writes nothing.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { API_SCHEMAS } from "../src/schemas/api";
import { SEARCH_CONTENT_TYPES } from "../src/schemas/callConstants";
import { callSeriesSchema } from "../src/schemas/content";
import { searchIndexHeadSchema } from "../src/schemas/searchIndex";
import { apiPath } from "../src/domain/api/endpointPaths";
import { openDataOf } from "../src/domain/api/openDataFile";
import { callId } from "../src/domain/api/ids";
import { callPath, callRefOf, type CallRef } from "../src/domain/calls/callRef";
import { eipPagePath } from "../src/domain/eips/eipPagePath";
import { SEARCH_DATA_URL, SEARCH_INDEX_URL, twinPath } from "../src/domain/calls/servedFiles";
import {
  eipStages,
  filterDecisions,
  findCall,
  findUpgrade,
  summaryWithMoments,
  upgradeScopeOnDate,
} from "../src/domain/mcp/openDataQueries";
import { searchSite } from "../src/domain/mcp/siteSearch";
import { MCP_TOOLS, mcpToolDoc, type McpToolName } from "../src/domain/api/mcpTools";
import { callResultHref } from "../src/domain/search/callResultLink";
import { SiteFileMissing, type SiteSource } from "./siteSource";
import { calendarDay } from "../src/domain/time/today";

const isoDay = z.iso.date().describe("a day, YYYY-MM-DD");
const described = (name: McpToolName) => ({ title: mcpToolDoc(name).title, description: mcpToolDoc(name).description });
const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export function forklineServer(source: SiteSource, today: () => string = () => calendarDay(new Date())): McpServer {
  const server = new McpServer(
    { name: "forkline", version: "1.0.0" },
    {
      instructions: `Forkline's open data, read from ${source.label}: the All Core Devs calls (search, decisions, TL;DR), EIPs with their stages and the network upgrades. Cite the permalinks each answer carries.`,
    },
  );
  const read = <T>(schema: z.ZodType<{ data: T }>, path: string) =>
    source.json(path).then((raw) => openDataOf(schema, raw, path));
  const upgrades = () => read(API_SCHEMAS.upgrades, apiPath("upgrades"));
  const calls = () => read(API_SCHEMAS.calls, apiPath("calls"));
  // The origin the open data's own links name: where the pages a permalink opens are.
  const siteUrl = async () => {
    const [first] = await upgrades();
    return first ? first.links.page.slice(0, first.links.page.length - first.path.length) : "";
  };
  const upgradeNamed = async (name: string) => {
    const list = await upgrades();
    const upgrade = findUpgrade(list, name);
    if (!upgrade)
      throw new Error(`no upgrade ${JSON.stringify(name)}; Forkline follows ${list.map((u) => u.id).join(", ")}`);
    return upgrade;
  };
  const answer = (result: Record<string, unknown>) => ({
    content: [{ type: "text" as const, text: JSON.stringify(result, null, 2) }],
    structuredContent: result,
  });

  server.registerTool(
    MCP_TOOLS.searchCalls,
    {
      ...described(MCP_TOOLS.searchCalls),
      inputSchema: {
        query: z.string().trim().min(2, "a query of at least two characters").max(200),
        series: callSeriesSchema.optional().describe('one series, e.g. "acde", "acdc", "acdt"'),
        type: z.enum(SEARCH_CONTENT_TYPES).optional().describe("only one kind of line"),
        limit: z.number().int().min(1).max(50).default(10),
      },
      annotations: readOnly,
    },
    async ({ query, series, type, limit }) => {
      const head = searchIndexHeadSchema.parse(await source.json(SEARCH_INDEX_URL));
      const { hits, total } = await searchSite(head, (path) => source.json(`${SEARCH_DATA_URL}${path}`), query, {
        callType: series ?? "all",
        contentType: type ?? "all",
        limit,
      });
      const origin = await siteUrl();
      return answer({
        query,
        total,
        results: hits.map((hit) => ({
          call: callId(callRefOf(hit)),
          date: hit.callDate,
          type: hit.type,
          timestamp: hit.timestamp,
          speaker: hit.speaker,
          text: hit.text,
          score: hit.score,
          permalink: `${origin}${callResultHref(hit, query)}`,
        })),
      });
    },
  );

  server.registerTool(
    MCP_TOOLS.getEip,
    {
      ...described(MCP_TOOLS.getEip),
      inputSchema: { id: z.number().int().positive().describe("the EIP's number, e.g. 7732") },
      annotations: readOnly,
    },
    async ({ id }) => {
      const eip = await read(API_SCHEMAS.eip, apiPath("eip", { id })).catch((error: unknown) => {
        throw error instanceof SiteFileMissing ? new Error(`EIP-${id} is not among the EIPs Forkline follows`) : error;
      });
      const [list, origin] = await Promise.all([upgrades(), siteUrl()]);
      const { forkRelationships: _facts, stages: _stages, stageEvidence, mentions, decisions, ...facts } = eip;
      return answer({
        ...facts,
        stagesAsOf: stageEvidence.asOf,
        stages: eipStages(eip, list, origin),
        decisions,
        mentions: mentions.map((mention) => ({
          ...mention,
          call: callId(callRefOf(mention)),
          moments: mention.moments.map((moment) => ({
            ...moment,
            permalink: `${origin}${callResultHref({ ...mention, timestamp: moment.timestamp, type: moment.type, text: moment.text }, moment.mention)}`,
          })),
        })),
        links: { ...eip.links, markdown: `${origin}${twinPath(eipPagePath(id))}` },
      });
    },
  );

  server.registerTool(
    MCP_TOOLS.listDecisions,
    {
      ...described(MCP_TOOLS.listDecisions),
      inputSchema: {
        eip: z.number().int().positive().optional(),
        upgrade: z.string().trim().min(1).optional().describe('"glamsterdam", "Fusaka", …'),
        series: callSeriesSchema.optional(),
        from: isoDay.optional().describe("calls on or after this day"),
        to: isoDay.optional().describe("calls on or before this day"),
        limit: z.number().int().min(1).max(500).default(50),
      },
      annotations: readOnly,
    },
    async ({ eip, upgrade, series, from, to, limit }) => {
      if (from && to && from > to) throw new Error(`from (${from}) is after to (${to})`);
      const decisions = await read(API_SCHEMAS.decisions, apiPath("decisions"));
      const found = filterDecisions(decisions, {
        eip,
        upgrade: upgrade === undefined ? undefined : await upgradeNamed(upgrade),
        series,
        from,
        to,
      });
      return answer({ total: found.length, decisions: found.slice(0, limit) });
    },
  );

  server.registerTool(
    MCP_TOOLS.getUpgradeScope,
    {
      ...described(MCP_TOOLS.getUpgradeScope),
      inputSchema: {
        upgrade: z.string().trim().min(1).describe('"glamsterdam", "Fusaka", …'),
        date: isoDay.optional(),
      },
      annotations: readOnly,
    },
    async ({ upgrade: name, date }) => {
      const upgrade = await upgradeNamed(name);
      const day = date ?? today();
      const eips = await Promise.all(upgrade.eips.map((eip) => read(API_SCHEMAS.eip, apiPath("eip", { id: eip.id }))));
      const origin = await siteUrl();
      return answer({
        upgrade: upgrade.id,
        name: upgrade.name,
        date: day,
        asOf: upgrade.asOf,
        eips: upgradeScopeOnDate(upgrade, eips, day).map((entry) => ({
          ...entry,
          permalink: `${origin}${eipPagePath(entry.id)}`,
        })),
        links: { ...upgrade.links, markdown: `${origin}${twinPath(upgrade.path)}` },
      });
    },
  );

  server.registerTool(
    MCP_TOOLS.getCall,
    {
      ...described(MCP_TOOLS.getCall),
      inputSchema: { id: z.string().trim().min(3).max(60).describe('"acde/223"') },
      annotations: readOnly,
    },
    async ({ id }) => {
      const found = findCall(await calls(), id);
      if (!found) throw new Error(`no archived call ${JSON.stringify(id)}; ids look like "acde/223" or "acdt/087/cl"`);
      const call = await read(
        API_SCHEMAS.call,
        apiPath("call", { series: found.call.type, number: found.call.number }),
      );
      const session = found.session === undefined ? undefined : call.sessions?.find((s) => s.id === found.session);
      const part = session ?? call;
      const ref: CallRef = { type: call.type, number: call.number, ...(session ? { session: session.id } : {}) };
      const origin = await siteUrl();
      return answer({
        id: callId(ref),
        series: call.type,
        seriesName: call.seriesName,
        number: call.number,
        ...(session ? { breakout: session.id } : {}),
        date: call.date,
        videoUrl: part.videoUrl ?? null,
        sync: part.sync ?? null,
        decisions: part.decisions,
        summary: summaryWithMoments(part.summaries, ref, part.sync, origin),
        transcriptLines: part.transcript.length,
        chatMessages: part.chat.length,
        links: {
          page: `${origin}${callPath(ref)}`,
          markdown: `${origin}${twinPath(callPath(ref))}`,
          api: call.links.api,
        },
      });
    },
  );

  return server;
}
