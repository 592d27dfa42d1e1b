import { API_SCHEMAS } from "~/schemas/api";
import { API_ROOT, apiPath, schemaPath } from "../api/endpointPaths";
import { ENDPOINTS } from "../api/endpoints";
import { MCP_COMMAND, MCP_TOOLS } from "../api/mcpTools";
import { inline, link, table } from "./markdownText";

// /llms.txt (https://llmstxt.org): a map of the site for language models and agents, written by the build
// from the same route list, endpoint list and schemas as the pages and the open data, so it cannot name a
// file that is not there (the build checks every link it holds against the built site).

export type LlmsTxtInput = {
  siteUrl: string;
  productName: string;
  /** Every prerendered page (pipeline/prerenderPaths.ts). */
  pages: readonly string[];
  /** Pages that have a Markdown twin at `${path}.md`. */
  twins: ReadonlySet<string>;
  upgrades: readonly { id: string; name: string; path: string; disabled: boolean }[];
  /** A value this build has for each placeholder: an EIP the calls discuss, the newest call, an upgrade. */
  examples: { id: number; series: string; number: string; upgrade: string };
};

// The pages of the route list worth naming to a reader; the rest (/feedback, one page per EIP or call) are
// reached through these, their twins and the open data.
const PAGES: Readonly<Record<string, { title: string; description: string }>> = {
  "/": { title: "Start", description: "the network upgrades and the next calls." },
  "/calls": {
    title: "Calls",
    description:
      "the calendar of every archived All Core Devs and breakout call, with full-text search over transcripts, chat and summaries.",
  },
  "/eips": { title: "EIPs", description: "every EIP Forkline follows, with its stage in each upgrade." },
  "/decisions": {
    title: "Decisions",
    description: "every key decision of every call, filterable by upgrade, type, series and EIP.",
  },
  "/api": {
    title: "Open data",
    description:
      "the JSON files with their JSON Schemas, calendar subscriptions, Atom feeds, this file, the Markdown twins and the MCP server, with examples.",
  },
  "/rank": {
    title: "Rank",
    description: "the tier maker for the proposals of the upgrade whose proposal window is open.",
  },
};

export function llmsTxt(input: LlmsTxtInput): string {
  const url = (path: string) => `${input.siteUrl}${path}`;
  const page = (path: string) => link(url(path), url(path));
  const twin = (path: string) => (input.twins.has(path) ? ` ${link("Markdown", url(`${path}.md`))}` : "");
  const { examples } = input;
  const eipPath = `/eips/${examples.id}`;
  const callPathExample = `/calls/${examples.series}/${examples.number}`;
  const upgrade = input.upgrades.find((u) => u.id === examples.upgrade && !u.disabled);
  const lines = [
    `# ${input.productName}`,
    "",
    `> ${input.productName} explains Ethereum network upgrades in plain language, archives the All Core Devs calls (video, synced transcript, chat, summaries, key decisions) and follows every EIP through the calls that discussed and decided it. Every page is prerendered HTML; every content page has a Markdown twin at the same path with .md; the data behind the pages is published as static JSON with JSON Schemas.`,
    "",
    "Everything here is static and needs no key. Cite the call moment links (`/calls/{series}/{number}#HH:MM:SS`) that the decisions, stages and mentions carry: they open the call's video at that time.",
    "",
    "## Pages",
    "",
    ...input.pages.flatMap((path) => {
      const known = PAGES[path];
      return known ? [`- ${link(known.title, url(path))}: ${known.description}${twin(path)}`] : [];
    }),
    ...input.upgrades
      .filter((u) => !u.disabled && input.pages.includes(u.path))
      .map(
        (u) =>
          `- ${link(u.name, url(u.path))}: the ${inline(u.name)} upgrade, its EIPs by stage and its timeline${twin(u.path)}`,
      ),
    "",
    "## Markdown twins",
    "",
    "The same facts as the page, as Markdown, every claim with its source (the specification, the call moment, the meta-EIP):",
    "",
    `- \`/eips/{id}.md\`, e.g. ${page(`${eipPath}.md`)}: an EIP's facts, plain-language text, stages with the calls that decided them, key decisions and mentions`,
    `- \`/calls/{series}/{number}.md\`, e.g. ${page(`${callPathExample}.md`)}: a call's facts, key decisions with their moments, TL;DR and a link to the full transcript`,
    ...(upgrade
      ? [
          `- \`/upgrade/{id}.md\`, e.g. ${page(`${upgrade.path}.md`)}: an upgrade's status, EIPs by stage, timeline and stage changes`,
        ]
      : []),
    `- ${page("/decisions.md")}: every key decision`,
    "",
    "## Open data (JSON)",
    "",
    `Under \`${API_ROOT}/\` each file is \`{ apiVersion, generatedAt, data }\`; its JSON Schema (draft 2020-12) is published beside it.`,
    "",
  ];
  for (const endpoint of ENDPOINTS.filter((e) => e.format === "json")) {
    const schema =
      endpoint.schema && endpoint.schema in API_SCHEMAS
        ? ` Schema: ${link(url(schemaPath(endpoint.schema)), url(schemaPath(endpoint.schema)))}`
        : "";
    lines.push(
      `- \`${API_ROOT}${endpoint.template}\`: ${endpoint.description} Example: ${page(apiPath(endpoint.name, examples))}.${schema}`,
    );
  }
  lines.push("", "## Calendars and feeds", "");
  for (const endpoint of ENDPOINTS.filter((e) => e.format !== "json")) {
    lines.push(
      `- \`${API_ROOT}${endpoint.template}\` (${endpoint.format === "atom" ? "Atom" : "iCalendar"}): ${endpoint.description} Example: ${page(apiPath(endpoint.name, examples))}`,
    );
  }
  lines.push(
    "",
    "## Identifiers",
    "",
    "- EIP: its number (`8141`).",
    "- Call: `{series}/{number}` with the number in three digits, and `/{breakout}` for a breakout held inside a call (`acde/223`, `acdt/087/cl`); its page is `/calls/{id}`.",
    "- Key decision: `{call id}:{HH:MM:SS}:{the first 40 characters of its text as a slug}` (`:2`, `:3` for alike ones). The same ids are the Atom entry ids (`tag:{host},2025:decision:{id}`) and the `id` fields of the JSON.",
    "",
    "## Common questions",
    "",
    table(
      ["question", "where it is answered"],
      [
        [
          `What did the calls decide about EIP-${examples.id}?`,
          `${page(`${eipPath}.md`)} (Key decisions), or \`decisions\` in ${page(apiPath("eip", examples))}`,
        ],
        [
          `What stage is EIP-${examples.id} in, and which call moved it?`,
          `${page(`${eipPath}.md`)} (Stages), or \`stages\` and \`forkRelationships[].statusHistory\` in ${page(apiPath("eip", examples))}`,
        ],
        ...(upgrade
          ? [
              [
                `Which EIPs are in ${inline(upgrade.name)}?`,
                `${page(`${upgrade.path}.md`)}, or \`eips\` in ${page(apiPath("upgrade", examples))}`,
              ],
            ]
          : []),
        [
          "What was decided on one call, and when in the call?",
          `${page(`${callPathExample}.md`)}, or \`decisions\` in ${page(apiPath("call", examples))}`,
        ],
        [
          "What was said on a call, word for word?",
          `\`transcript\` and \`chat\` in ${page(apiPath("call", examples))}, or the page ${page(callPathExample)}`,
        ],
        [
          "Every key decision, newest first",
          `${page("/decisions.md")}, ${page(apiPath("decisions"))}, or the feed ${page(apiPath("decisionsFeed"))}`,
        ],
        ["Which calls are archived?", page(apiPath("calls"))],
        [
          "Upgrade milestones (mainnet, testnets, devnets)",
          `${page(apiPath("events"))} or ${page(apiPath("upgradesCalendar"))}`,
        ],
        [
          "Search every call's transcript, chat and summaries",
          `${input.pages.includes("/calls") ? `the search of ${page("/calls")}, or ` : ""}the MCP server's \`${MCP_TOOLS.searchCalls}\` tool (below)`,
        ],
      ],
    ),
    "",
    "## MCP server",
    "",
    `A read-only Model Context Protocol server in Forkline's repository reads this site's open data: \`${MCP_COMMAND} ${input.siteUrl}\` (stdio). Tools: ${Object.values(
      MCP_TOOLS,
    )
      .map((name) => `\`${name}\``)
      .join(", ")}. Every answer carries links to the call moments. See ${page("/api")}.`,
    "",
  );
  return lines.join("\n");
}
