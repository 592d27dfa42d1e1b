/** The MCP server's tools (mcp/forklineTools.ts), named here so llms.txt and the /api page name the same. */
export const MCP_TOOLS = {
  searchCalls: "search_calls",
  getEip: "get_eip",
  listDecisions: "list_decisions",
  getUpgradeScope: "get_upgrade_scope",
  getCall: "get_call",
} as const;

/** The command that starts it, from a clone of the repository. */
export const MCP_COMMAND = "npm run mcp -- --site";
