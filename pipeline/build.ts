// content/ + archive/ -> generated/. The one build step that touches the file system.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GeneratedSite } from "../src/schemas/site";
import { eipArchiveIndex } from "../src/domain/eips/eipArchive";
import { compileArchive, writeArchiveOutputs } from "./compileArchive";
import { readContent } from "./readContent";
import { archiveDir, CONTENT_DIR, GENERATED_DIR, GENERATED_PUBLIC_DIR } from "./paths";

function main(): void {
  const started = performance.now();
  const content = readContent(CONTENT_DIR);
  const archive = archiveDir();
  const { compiled, stats, searchIndex, archiveCalls } = compileArchive(archive, content.calls, new Date());
  const site: GeneratedSite = {
    site: content.site,
    upgrades: content.upgrades,
    eips: content.eips,
    series: content.series,
    calls: compiled.map(({ call, artifacts }) => ({ ...call, artifacts })),
    events: content.events,
    clientTeams: content.clientTeams,
    glossary: content.glossary,
    eipAliases: content.eipAliases,
    eipArchive: eipArchiveIndex(archiveCalls, content.eipAliases, new Set(content.eips.map((eip) => eip.id))),
  };
  mkdirSync(join(GENERATED_PUBLIC_DIR, "data"), { recursive: true });
  writeArchiveOutputs(GENERATED_DIR, GENERATED_PUBLIC_DIR, compiled, searchIndex);
  writeFileSync(join(GENERATED_DIR, "site.json"), JSON.stringify(site));
  copyFileSync(join(import.meta.dirname, "favicon.svg"), join(GENERATED_PUBLIC_DIR, "favicon.svg"));
  for (const warning of stats.warnings) console.warn(`warning: ${warning}`);
  console.log(
    `pipeline: ${content.eips.length} EIPs, ${content.upgrades.length} upgrades, ${site.calls.length} calls ` +
      `(${stats.callsWithFiles} with archive files: ${stats.files} files, ${(stats.bytes / 1024 / 1024).toFixed(1)} MiB from ${archive}), ` +
      `${stats.searchDocs} search documents, ${stats.warnings.length} warnings, in ${Math.round(performance.now() - started)} ms`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
