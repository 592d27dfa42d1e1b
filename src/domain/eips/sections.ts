import type { Layer } from "~/schemas/content";
import type { UpgradePageFeatures } from "~/schemas/content";
import { COUNTED_STAGES, SHOWN_STAGES, STAGE_FACTS, eipAnchor, stageAnchor, type ShownStage } from "./stages";

/** The fields ordering and sectioning look at; UpgradeEip has them all. */
export interface Sectionable {
  id: number;
  stage: string;
  layer?: Layer;
  isHeadliner: boolean;
  wasHeadlinerCandidate: boolean;
}

export type LayerFilter = "all" | Layer;

export const LAYER_FILTERS = ["all", "EL", "CL"] as const satisfies readonly LayerFilter[];

/** `?layer=el` / `?layer=cl`; anything else is "all". */
export function parseLayerFilter(param: string | null): LayerFilter {
  const value = param?.trim().toUpperCase();
  return value === "EL" || value === "CL" ? value : "all";
}

export function layerFilterParam(filter: LayerFilter): string | null {
  return filter === "all" ? null : filter.toLowerCase();
}

export function matchesLayer(eip: Pick<Sectionable, "layer">, filter: LayerFilter): boolean {
  return filter === "all" || eip.layer === filter;
}

/** SPEC §5: within a stage, headliners first, then by id. */
export function compareWithinStage(a: Sectionable, b: Sectionable): number {
  return Number(b.isHeadliner) - Number(a.isHeadliner) || a.id - b.id;
}

const LAYER_RANK: Record<Layer, number> = { EL: 0, CL: 1 };
const NO_LAYER_RANK = 2;

/** SPEC §5: in Headliner Proposals, EL before CL (then those without a layer), then by id. */
export function compareHeadlinerProposals(a: Sectionable, b: Sectionable): number {
  const rank = (eip: Sectionable) => (eip.layer ? LAYER_RANK[eip.layer] : NO_LAYER_RANK);
  return rank(a) - rank(b) || a.id - b.id;
}

export interface StageSection<T extends Sectionable> {
  stage: ShownStage;
  anchor: string;
  name: string;
  eips: T[];
}

type Features = Pick<UpgradePageFeatures, "headlinerProposals">;

function belongsToStage(eip: Sectionable, stage: ShownStage, features: Features): boolean {
  if (eip.stage !== stage) return false;
  // SPEC §5: where Headliner Proposals exists, a proposed headliner is listed there and not among the proposals.
  return !(features.headlinerProposals && stage === "Proposed" && eip.isHeadliner);
}

/** One section per stage that has at least one EIP after filtering, in SPEC §2 order. */
export function stageSections<T extends Sectionable>(
  eips: readonly T[],
  features: Features,
  filter: LayerFilter,
): StageSection<T>[] {
  return SHOWN_STAGES.flatMap((stage) => {
    const members = eips
      .filter((eip) => belongsToStage(eip, stage, features) && matchesLayer(eip, filter))
      .sort(compareWithinStage);
    return members.length ? [{ stage, anchor: stageAnchor(stage), name: STAGE_FACTS[stage].name, eips: members }] : [];
  });
}

export interface HeadlinerProposal<T> {
  eip: T;
  /** eip-{id} unless the same EIP already has a card (and that anchor) in a stage section. */
  anchor: string;
  primary: boolean;
}

export function headlinerProposals<T extends Sectionable>(
  eips: readonly T[],
  sections: readonly StageSection<T>[],
  features: Features,
  filter: LayerFilter,
): HeadlinerProposal<T>[] {
  if (!features.headlinerProposals) return [];
  const listed = new Set(sections.flatMap((section) => section.eips.map((eip) => eip.id)));
  return eips
    .filter((eip) => eip.wasHeadlinerCandidate && matchesLayer(eip, filter))
    .sort(compareHeadlinerProposals)
    .map((eip) => {
      const primary = !listed.has(eip.id);
      return { eip, primary, anchor: primary ? eipAnchor(eip.id) : `headliner-${eipAnchor(eip.id)}` };
    });
}

export type StageCounts = Record<(typeof COUNTED_STAGES)[number], number>;

/**
 * Why 'EIPs tracked' can be more than the four counters add up to: EIPs listed in a section without a counter
 * (Included, Networking, Informational, Withdrawn) and headliner candidates listed only under Headliner Proposals.
 * Null when the counters add up.
 */
export function trackedNote(
  sections: readonly StageSection<Sectionable>[],
  headliners: readonly HeadlinerProposal<Sectionable>[],
): string | null {
  const uncounted = sections.filter((section) => !isCountedStage(section.stage));
  const headlinerOnly = headliners.filter((proposal) => proposal.primary).length;
  if (uncounted.length + headlinerOnly === 0) return null;
  const counted = Object.values(stageCounts(sections)).reduce((sum, n) => sum + n, 0);
  const others = [
    ...uncounted.map((section) => `${section.eips.length} ${section.stage.toLowerCase()}`),
    ...(headlinerOnly > 0
      ? [
          `${headlinerOnly} headliner ${headlinerOnly === 1 ? "candidate" : "candidates"} listed only under Headliner Proposals`,
        ]
      : []),
  ];
  const joined = others.length > 1 ? `${others.slice(0, -1).join(", ")} and ${others.at(-1)!}` : others[0]!;
  return `${counted} in the stage counters, plus ${joined}`;
}

function isCountedStage(stage: ShownStage): boolean {
  return COUNTED_STAGES.some((counted) => counted === stage);
}

/** The overview counters count exactly what the matching section lists. */
export function stageCounts(sections: readonly StageSection<Sectionable>[]): StageCounts {
  const count = (stage: ShownStage) => sections.find((section) => section.stage === stage)?.eips.length ?? 0;
  return {
    Proposed: count("Proposed"),
    Considered: count("Considered"),
    Scheduled: count("Scheduled"),
    Declined: count("Declined"),
  };
}
