// The MCP server's tools (mcp/forklineTools.ts), described once: the server registers them with these names
// and descriptions, llms.txt and the /api page list them from here.

export const MCP_TOOLS = {
  searchCalls: "search_calls",
  getEip: "get_eip",
  listDecisions: "list_decisions",
  getUpgradeScope: "get_upgrade_scope",
  getCall: "get_call",
} as const;

export type McpToolName = (typeof MCP_TOOLS)[keyof typeof MCP_TOOLS];

export type McpToolDoc = {
  name: McpToolName;
  title: string;
  description: string;
  /** Each argument as "name: what" ("?" after an optional one's name). */
  args: readonly string[];
  example: Record<string, unknown>;
};

export const MCP_TOOL_DOCS: readonly McpToolDoc[] = [
  {
    name: MCP_TOOLS.searchCalls,
    title: "Search the calls",
    description:
      "Full-text search over every archived call's transcript, chat, agenda topics, action items and key decisions, ranked as the site's calendar search ranks. Each result has a permalink that opens the call page at that line.",
    args: [
      "query: two characters or more",
      'series?: one series, e.g. "acde"',
      "type?: transcript, chat, agenda, action or decision",
      "limit?: 1–50, 10 if not given",
    ],
    example: { query: "gas limit", series: "acde", limit: 5 },
  },
  {
    name: MCP_TOOLS.getEip,
    title: "Get an EIP",
    description:
      "One EIP: its facts (from its specification), Forkline's plain-language text, its stage in each upgrade (as the site shows it, and as the sources give it on the build's day, with whether they disagree and every step of evidence: a call moment, a meta-EIP commit or Forkline's content), the key decisions that name it and the calls that mention it, with permalinks.",
    args: ["id: the EIP's number"],
    example: { id: 7732 },
  },
  {
    name: MCP_TOOLS.listDecisions,
    title: "List key decisions",
    description:
      "The key decisions of the calls, newest call first, as the site publishes them (every field of the compiled decision, its id and the permalink to its moment), filtered by EIP, upgrade, series and call dates.",
    args: [
      "eip?: an EIP's number",
      'upgrade?: "glamsterdam", "Fusaka", …',
      "series?: one series",
      "from?, to?: call days, YYYY-MM-DD",
      "limit?: 1–500, 50 if not given",
    ],
    example: { eip: 7732, upgrade: "glamsterdam" },
  },
  {
    name: MCP_TOOLS.getUpgradeScope,
    title: "Get an upgrade's scope on a date",
    description:
      "The EIPs of a network upgrade and the stage each was at on a day (default today), from each EIP's dated stage history. A stage the data cannot place on that day is 'unknown', never guessed.",
    args: ['upgrade: "glamsterdam", "Fusaka", …', "date?: YYYY-MM-DD, today if not given"],
    example: { upgrade: "glamsterdam", date: "2026-01-01" },
  },
  {
    name: MCP_TOOLS.getCall,
    title: "Get a call's decisions and TL;DR",
    description:
      'One call (or a breakout held inside it): its facts, key decisions with the permalinks to their moments, and its TL;DR (else its agenda summary or older summary). The id is "{series}/{number}", e.g. "acde/223", or "acdt/087/cl" for a breakout.',
    args: ['id: "acde/223", or "acdt/087/cl" for a breakout'],
    example: { id: "acde/223" },
  },
];

/** The command that starts it, from a clone of the repository. */
export const MCP_COMMAND = "npm run mcp -- --site";

export function mcpToolDoc(name: McpToolName): McpToolDoc {
  const doc = MCP_TOOL_DOCS.find((tool) => tool.name === name);
  if (!doc) throw new Error(`no description of the MCP tool ${name}`);
  return doc;
}
