import type { Layer } from "~/schemas/content";
import type { GeneratedSite } from "~/schemas/site";
import { displayTitle } from "./displayTitle";
import { eipQueryFromParam, eipQueryMatcher } from "./eipQuery";
import { eipStages, type EipStageInUpgrade } from "./eipPageData";
import { proposalKind, type ProposalKind } from "./upgradeEip";

/** One row of /eips. */
export interface DirectoryEip {
  id: number;
  kind: ProposalKind;
  title: string;
  aliases: string[];
  stages: Pick<EipStageInUpgrade, "upgradeId" | "upgradeName" | "stage">[];
  /** The layer its newest upgrade gives it, when one does. */
  layer?: Layer;
  /** Calls that mention it, and key decisions naming it. */
  callCount: number;
  decisionCount: number;
}

export interface DirectoryFilter {
  query: string;
  upgrade: string;
  stage: string;
  layer: string;
}

export const ANY = "all";
export const NO_FILTER: DirectoryFilter = { query: "", upgrade: ANY, stage: ANY, layer: ANY };

/** The layer its newest upgrade gives an EIP, when one does. */
export function newestLayer(eip: Pick<GeneratedSite["eips"][number], "forkRelationships">): Layer | undefined {
  return [...eip.forkRelationships].reverse().find((r) => r.layer)?.layer;
}

export function eipDirectory(site: GeneratedSite): DirectoryEip[] {
  const decisionCounts = new Map<number, number>();
  for (const decision of site.eipArchive.decisions)
    for (const id of decision.eips) decisionCounts.set(id, (decisionCounts.get(id) ?? 0) + 1);
  return site.eips.map((eip) => {
    const layer = newestLayer(eip);
    return {
      id: eip.id,
      kind: proposalKind(eip.title),
      title: displayTitle(eip.title),
      aliases: site.eipAliases.filter((alias) => alias.eip === eip.id).map((alias) => alias.alias),
      stages: eipStages(site, eip).map(({ upgradeId, upgradeName, stage }) => ({ upgradeId, upgradeName, stage })),
      ...(layer ? { layer } : {}),
      callCount: site.eipArchive.mentions[String(eip.id)]?.length ?? 0,
      decisionCount: decisionCounts.get(eip.id) ?? 0,
    };
  });
}

/** Reads the directory's filter from the URL (?q=&upgrade=&stage=&layer=); anything unknown means no filter. */
export function parseDirectoryFilter(
  params: URLSearchParams,
  choices: { upgrades: readonly string[]; stages: readonly string[] },
): DirectoryFilter {
  const pick = (value: string | null, allowed: readonly string[]) =>
    value !== null && allowed.includes(value) ? value : ANY;
  return {
    query: eipQueryFromParam(params.get("q")),
    upgrade: pick(params.get("upgrade"), choices.upgrades),
    stage: pick(params.get("stage"), choices.stages),
    layer: pick(params.get("layer")?.toUpperCase() ?? null, ["EL", "CL"]),
  };
}

/**
 * The rows a filter keeps: the text as eipQueryMatcher reads it (the upgrade pages' filter uses the same),
 * the stage within the chosen upgrade, the layer.
 */
export function filterDirectory(rows: readonly DirectoryEip[], filter: DirectoryFilter): DirectoryEip[] {
  const matchesQuery = eipQueryMatcher(filter.query);
  return rows.filter((row) => {
    const stages = filter.upgrade === ANY ? row.stages : row.stages.filter((s) => s.upgradeId === filter.upgrade);
    if (filter.upgrade !== ANY && stages.length === 0) return false;
    if (filter.stage !== ANY && !stages.some((s) => s.stage === filter.stage)) return false;
    if (filter.layer !== ANY && row.layer !== filter.layer) return false;
    return matchesQuery(row);
  });
}
