// After `react-router build`: the Markdown twin of every content page, /llms.txt, and a
// <link rel="alternate" type="text/markdown"> in each twin's HTML page; then every link they hold that
// names this site is checked against the built files, and the build fails naming the first broken ones.
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { API_SCHEMAS } from "../src/schemas/api";
import { openDataOf } from "../src/domain/api/openDataFile";
import type { GeneratedSite } from "../src/schemas/site";
import { apiPath } from "../src/domain/api/endpointPaths";
import { compareCallsNewestFirst } from "../src/domain/calls/callRef";
import { callTwins } from "../src/domain/markdown/callMarkdown";
import { decisionsMarkdown } from "../src/domain/markdown/decisionsMarkdown";
import { eipMarkdown } from "../src/domain/markdown/eipMarkdown";
import { llmsTxt } from "../src/domain/markdown/llmsTxt";
import { brokenSiteLinks } from "../src/domain/markdown/siteLinks";
import type { TwinContext } from "../src/domain/markdown/twinContext";
import { upgradeMarkdown } from "../src/domain/markdown/upgradeMarkdown";

export const LLMS_TXT = "/llms.txt";

type Written = { path: string; body: string };

export function writeMachineText(
  clientDir: string,
  siteUrl: string,
  pages: readonly string[],
  site: GeneratedSite,
): { twins: number; bytes: number } {
  const read = <T>(schema: z.ZodType<{ data: T }>, path: string): T =>
    openDataOf(schema, JSON.parse(readFileSync(join(clientDir, path), "utf8")), path);
  const upgrades = read(API_SCHEMAS.upgrades, apiPath("upgrades"));
  const calls = read(API_SCHEMAS.calls, apiPath("calls"));
  const decisions = read(API_SCHEMAS.decisions, apiPath("decisions"));
  const eipIds = new Set(read(API_SCHEMAS.eips, apiPath("eips")).map((eip) => eip.id));
  const knownEip = (id: number) => eipIds.has(id);
  const context: TwinContext = { siteUrl, upgrades, calls };
  const prerendered = new Set(pages);
  const written: Written[] = [];
  let bytes = 0;
  const write = (pagePath: string, twin: Written) => {
    // A twin only beside a page the build made: the page links it, and its links are the page's.
    if (!prerendered.has(pagePath)) return;
    writeFileSync(join(clientDir, twin.path), twin.body);
    bytes += Buffer.byteLength(twin.body);
    addAlternateLink(clientDir, pagePath, twin.path);
    written.push(twin);
  };

  for (const id of eipIds)
    write(`/eips/${id}`, eipMarkdown(read(API_SCHEMAS.eip, apiPath("eip", { id })), context, knownEip));
  for (const upgrade of upgrades) write(upgrade.path, upgradeMarkdown(upgrade, decisions, context, knownEip));
  // One call file at a time: a call's transcript is the bulk of the open data.
  for (const item of calls) {
    for (const twin of callTwins(
      read(API_SCHEMAS.call, apiPath("call", { series: item.type, number: item.number })),
      context,
      knownEip,
    ))
      write(twin.path.replace(/\.md$/, ""), twin);
  }
  write("/decisions", decisionsMarkdown(decisions, context, knownEip));

  const newest = [...calls].sort(compareCallsNewestFirst)[0];
  const discussed =
    [...eipIds].find((id) => (site.eipArchive.mentions[String(id)]?.length ?? 0) > 0) ?? [...eipIds][0] ?? 1;
  const llms = llmsTxt({
    siteUrl,
    productName: site.site.productName,
    pages,
    twins: new Set(written.map((twin) => twin.path.replace(/\.md$/, ""))),
    upgrades,
    examples: {
      id: discussed,
      series: newest?.type ?? "acde",
      number: newest?.number ?? "001",
      upgrade: upgrades.find((u) => !u.disabled)?.id ?? "fusaka",
    },
  });
  writeFileSync(join(clientDir, LLMS_TXT), llms);

  const broken = brokenSiteLinks([...written, { path: LLMS_TXT, body: llms }], siteUrl, (path) =>
    builtPathExists(clientDir, path),
  );
  if (broken.length > 0) {
    throw new Error(
      `${broken.length} link(s) of the Markdown twins and llms.txt name no file of the build:\n${broken.slice(0, 20).join("\n")}`,
    );
  }
  return { twins: written.length, bytes };
}

/** Whether a static host serves something at `path`: the file itself, or the page's index.html. */
export function builtPathExists(clientDir: string, path: string): boolean {
  if (path.split("/").includes("..")) return false;
  const file = join(clientDir, path);
  if (existsSync(file) && statSync(file).isFile()) return true;
  return existsSync(join(file, "index.html"));
}

/** The page's prerendered HTML names its twin; written into the HTML so that no page's JavaScript grows. */
function addAlternateLink(clientDir: string, pagePath: string, twin: string): void {
  const file = join(clientDir, pagePath, "index.html");
  const html = readFileSync(file, "utf8");
  const tag = `<link rel="alternate" type="text/markdown" href="${twin}"/>`;
  if (html.includes(tag)) return;
  if (!html.includes("</head>")) throw new Error(`${file} has no </head> to add the link to its Markdown twin to`);
  writeFileSync(file, html.replace("</head>", `${tag}</head>`));
}
