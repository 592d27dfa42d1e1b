import type { ArchivedDecision, GeneratedSite } from "~/schemas/site";
import { fromMetaEipStages } from "./metaHistory";
import { stagePairs } from "./stageEvidence";
import { newestAsOf } from "../time/asOf";

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

/**
 * The day the site's stages are known up to: the newest of the upgrades' checked facts ("asOf"), the meta-EIP commits
 * and the calls' stage decisions. A source after the imported facts moves a stage, so the page says so by this day.
 */
export function stagesKnownUpTo(site: {
  upgrades: readonly { asOf: string }[];
  eipArchive: { decisions: readonly Pick<ArchivedDecision, "kind" | "callDate">[] };
  metaEips?: readonly { eips: readonly { steps: readonly { date: string }[] }[] }[];
}): string | undefined {
  const days = [
    newestAsOf(site.upgrades),
    ...(site.metaEips ?? []).flatMap((meta) => meta.eips.flatMap((eip) => eip.steps.map((step) => step.date))),
    ...site.eipArchive.decisions.filter((d) => d.kind === "stage_change").map((d) => d.callDate),
  ];
  return days
    .filter((day) => day !== undefined)
    .sort()
    .at(-1);
}
