// `npm run mcp -- --site <URL or build folder>`: Forkline's read-only MCP server over stdio (README, /api).
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { parseArgs } from "node:util";
import { forklineServer } from "./forklineTools";
import { openSite } from "./siteSource";

const USAGE = "usage: npm run mcp -- --site <https://a-forkline-site | build/client>";

async function main(): Promise<void> {
  let site: string | undefined;
  try {
    site = parseArgs({ options: { site: { type: "string" } }, strict: true }).values.site;
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!site) throw new Error(`--site is missing\n${USAGE}`);
  const source = await openSite(site);
  const server = forklineServer(source);
  await server.connect(new StdioServerTransport());
  // stdout is the protocol's: anything for a person goes to stderr.
  console.error(`forkline MCP server: reading ${source.label}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
