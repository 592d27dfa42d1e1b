// content/ + archive/ -> generated/. The one build step that touches the file system.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GeneratedSite } from "../src/schemas/site";
import { readContent } from "./readContent";
import { CONTENT_DIR, GENERATED_DIR, GENERATED_PUBLIC_DIR } from "./paths";

function main(): void {
  const started = performance.now();
  const content = readContent(CONTENT_DIR);
  const site: GeneratedSite = {
    site: content.site,
    upgrades: content.upgrades,
    eips: content.eips,
    calls: content.calls.map((call) => ({ ...call, artifacts: [] })),
    events: content.events,
    clientTeams: content.clientTeams,
  };
  mkdirSync(GENERATED_PUBLIC_DIR, { recursive: true });
  writeFileSync(join(GENERATED_DIR, "site.json"), JSON.stringify(site));
  copyFileSync(join(import.meta.dirname, "favicon.svg"), join(GENERATED_PUBLIC_DIR, "favicon.svg"));
  console.log(`pipeline: ${content.eips.length} EIPs, ${content.upgrades.length} upgrades, ${site.calls.length} calls in ${Math.round(performance.now() - started)} ms`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
