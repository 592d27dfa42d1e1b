import type { Route } from "./+types/api";
import { generatedSite } from "~/content/site.server";
import { compareCallsNewestFirst } from "~/domain/calls/callRef";
import { ApiPage } from "~/features/api/ApiPage";
import { pageMeta } from "~/features/shell/pageMeta";
import { MCP_COMMAND, MCP_TOOL_DOCS } from "~/domain/api/mcpTools";

// Build time: the placeholders of each endpoint filled with values this build has, for the examples.
export function loader() {
  const { calls, eips, upgrades, eipArchive } = generatedSite();
  const newest = [...calls].sort(compareCallsNewestFirst)[0];
  const discussed = eips.find((eip) => (eipArchive.mentions[String(eip.id)]?.length ?? 0) > 0) ?? eips[0];
  const upcoming = upgrades.find((upgrade) => !upgrade.disabled) ?? upgrades[0];
  return {
    examples: {
      id: discussed?.id ?? 1,
      series: newest?.type ?? "acde",
      number: newest?.number ?? "001",
      upgrade: upcoming?.id ?? "fusaka",
    },
    // Sent as data, not code: the tool descriptions add nothing to the page's JavaScript.
    machine: {
      // The origin the open data's links name (pipeline/paths.ts), for commands that can be copied as they are.
      siteUrl: import.meta.env.FORKLINE_PUBLIC_SITE_URL ?? "http://localhost:4173",
      mcpCommand: MCP_COMMAND,
      tools: MCP_TOOL_DOCS.map(({ name, description, args, example }) => ({
        name,
        description,
        args,
        example: JSON.stringify(example),
      })),
    },
  };
}

export function meta() {
  return pageMeta(
    "Open data",
    "Forkline's data as static files: a JSON API with published schemas, calendar subscriptions, Atom feeds, llms.txt, a Markdown twin of every page and a read-only MCP server.",
    "/api",
  );
}

export default function ApiRoute({ loaderData }: Route.ComponentProps) {
  return <ApiPage {...loaderData} />;
}
