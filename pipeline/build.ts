// content/ + archive/ -> generated/. The one build step that touches the file system.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeArchiveOutputs } from "./compileArchive";
import { compileSite } from "./compileSite";
import { checkReviews } from "./checkReviews";
import { readEipSpecs } from "./readEipSpecs";
import { hasEipsClone, readMetaHistories, specText } from "./deriveStages";
import { stageReportLines } from "../src/domain/stages/stageReportLines";
import { sitePairs } from "../src/domain/stages/siteStages";
import { eipsFromSources } from "../src/domain/stages/newEips";
import { archiveDir, CONTENT_DIR, eipsDir, GENERATED_DIR, GENERATED_PUBLIC_DIR, publicSiteUrl } from "./paths";
import { toMetaEipStages } from "../src/domain/stages/metaHistory";
import { writeApi } from "./writeApi";
import { writeDecisionReport } from "./decisionReport";
import { staleStages } from "../src/domain/eips/staleStages";
import { calendarDay } from "../src/domain/time/today";

function main(): void {
  const started = performance.now();
  const archive = archiveDir();
  const compiledSite = compileSite(CONTENT_DIR, archive, new Date());
  const { compiled, stats, searchIndex, apiCalls } = compiledSite;
  // Each stage is the latest evidence: the calls' decisions, the meta EIPs' histories (with an EIPs clone) and content/.
  const clone = eipsDir();
  const metaEips = hasEipsClone(clone) ? readMetaHistories(clone).map(toMetaEipStages) : [];
  const today = calendarDay(new Date());
  const withMeta = metaEips.length ? { ...compiledSite.site, metaEips } : compiledSite.site;
  const { pairs, notes } = sitePairs(withMeta);
  const fromSources = eipsFromSources(withMeta.eips, withMeta.upgrades, pairs, today, (id) => specText(clone, id));
  // A review is stale only against a clone's history: without one, the site says what content/ says.
  const reviews = hasEipsClone(clone) ? checkReviews(clone, fromSources.eips, readEipSpecs(CONTENT_DIR)) : undefined;
  const site = { ...withMeta, eips: reviews?.eips ?? fromSources.eips };
  mkdirSync(join(GENERATED_PUBLIC_DIR, "data"), { recursive: true });
  writeArchiveOutputs(GENERATED_DIR, GENERATED_PUBLIC_DIR, compiled, searchIndex);
  writeFileSync(join(GENERATED_DIR, "site.json"), JSON.stringify(site));
  const api = writeApi(GENERATED_PUBLIC_DIR, site, apiCalls, publicSiteUrl(), new Date(), pairs);
  copyFileSync(join(import.meta.dirname, "favicon.svg"), join(GENERATED_PUBLIC_DIR, "favicon.svg"));
  for (const warning of stats.warnings) console.warn(`warning: ${warning}`);
  const reportFile = join(GENERATED_DIR, "derived-decisions.txt");
  const derived = writeDecisionReport(reportFile, compiled);
  if (derived.decisions > 0)
    console.log(
      `decisions: ${derived.decisions} read by rule from the TL;DRs of ${derived.calls} calls without a curated list (why each: ${reportFile})`,
    );
  const stale = staleStages(site.upgrades, site.eips, site.eipArchive.decisions);
  for (const line of [...notes.map((note) => `note: ${note}`), ...fromSources.lines, ...stageReportLines(pairs, today)])
    console.warn(`stages: ${line}`);
  for (const line of reviews?.lines ?? []) console.warn(`reviews: ${line}`);
  if (stale.length)
    console.warn(
      `stale stages: the archive decided ${stale.length} change(s) the content does not have yet:\n  ${stale.join("\n  ")}`,
    );
  console.log(
    `pipeline: ${site.eips.length} EIPs, ${site.upgrades.length} upgrades, ${site.calls.length} calls ` +
      `(${stats.callsWithFiles} with archive files: ${stats.files} files, ${(stats.bytes / 1024 / 1024).toFixed(1)} MiB from ${archive}), ` +
      `${stats.searchDocs} search documents, open data ${api.files} files (${(api.bytes / 1024 / 1024).toFixed(1)} MiB), ${stats.warnings.length} warnings, in ${Math.round(performance.now() - started)} ms`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
