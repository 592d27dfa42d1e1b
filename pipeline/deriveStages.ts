// The EIPs clone (pipeline/syncEips.ts) → the history each upgrade meta EIP tells. Without a clone there is none,
// and the site shows what content/ curates, as before.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { metaEipHistory, type MetaEipHistory } from "../src/domain/stages/metaHistory";
import { sitePairs } from "../src/domain/stages/siteStages";
import { disputedSteps, stageAsOf } from "../src/domain/stages/stageEvidence";
import type { GeneratedSite } from "../src/schemas/site";
import { fileRevisions, findMetaEips } from "./eipsRepo";

export function hasEipsClone(dir: string): boolean {
  return existsSync(join(dir, ".git")) && existsSync(join(dir, "EIPS"));
}

/** The spec file of an EIP in the clone's checkout, or undefined. */
export function specText(dir: string, id: number): string | undefined {
  const path = join(dir, "EIPS", `eip-${id}.md`);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

/** Every meta EIP of the clone, found by its title, with its history; empty without a clone. */
export function readMetaHistories(dir: string): MetaEipHistory[] {
  if (!hasEipsClone(dir)) return [];
  return findMetaEips(dir).map((meta) => metaEipHistory(meta.eip, fileRevisions(dir, meta.path)));
}

/**
 * The build report's lines about stages: what could not be placed, the pairs whose sources disagree today, and the
 * curated stages (content/) that the sources now contradict.
 */
export function stagesReport(
  site: Pick<GeneratedSite, "upgrades" | "eips" | "eipArchive" | "metaEips">,
  today: string,
): string[] {
  if (!site.metaEips?.length) return [];
  const { pairs, notes } = sitePairs(site);
  const lines = notes.map((note) => `note: ${note}`);
  for (const pair of pairs) {
    const all = stageAsOf(pair, today);
    const sources = stageAsOf(pair, today, true);
    const name = `${pair.upgrade} EIP-${pair.eip}`;
    const dispute = sources?.disputed ? disputedSteps(sources.evidence) : null;
    if (dispute) {
      const { call, meta } = dispute;
      lines.push(
        `disputed: ${name}: the call ${call.ref} (${call.date}) says ${call.stage}, the meta EIP says ${meta.stage} (since ${meta.date})`,
      );
    }
    const curated = pair.evidence.filter((e) => e.source === "curated");
    const lastSource = sources?.evidence.at(-1);
    const lastCurated = curated.at(-1);
    if (
      lastCurated &&
      lastSource &&
      all?.stage === lastCurated.stage &&
      lastCurated.stage !== lastSource.stage &&
      (lastCurated.date === null || lastSource.date === null || lastSource.date >= lastCurated.date)
    ) {
      lines.push(
        `override contradicted: ${name} is ${lastCurated.stage} in ${lastCurated.ref}${lastCurated.date ? ` (${lastCurated.date})` : " (undated)"}, but ${lastSource.source === "call" ? "the call" : "the meta EIP"} ${lastSource.ref} says ${lastSource.stage} on ${lastSource.date}`,
      );
    }
  }
  return lines;
}
