import type { GeneratedSite } from "~/schemas/site";
import { fromMetaEipStages } from "./metaHistory";
import { stagePairs } from "./stageEvidence";

/** The meta-EIP, call and curated evidence of every EIP × upgrade the site knows. */
export function sitePairs(site: Pick<GeneratedSite, "site" | "upgrades" | "eips" | "eipArchive" | "metaEips">) {
  return stagePairs({
    upgrades: site.upgrades,
    metaHistories: (site.metaEips ?? []).map(fromMetaEipStages),
    decisions: site.eipArchive.decisions,
    eips: site.eips,
    curatedRef: (eip) => `content/eips/${eip}.json`,
    factsAsOf: site.site.stageFactsAsOf,
  });
}
