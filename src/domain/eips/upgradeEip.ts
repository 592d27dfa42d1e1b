import type {
  Champion,
  Eip,
  ForkName,
  Layer,
  NorthStarGoal,
  SiteConfig,
  StageStatus,
  StakeholderGroup,
} from "~/schemas/content";
import { NORTH_STAR_GOALS, STAKEHOLDER_GROUPS } from "~/schemas/eipConstants";
import type { UpgradePageFeatures } from "~/schemas/content";
import { displayTitle } from "./displayTitle";
import { formatIsoDate } from "~/domain/time/isoDate";
import type { TermMark } from "~/domain/glossary/terms";
import type { SiteEip } from "~/schemas/site";
import { staleReviewNote, type StaleReviewNote } from "./reviewStale";
import { SET_ASIDE_STAGES, isShownStage, type ShownStage } from "./stages";

/** Where the sources disagree on an EIP's stage in this upgrade, as the upgrade page shows it beside the card. */
export interface UpgradeStageDispute {
  /** One plain sentence naming both sides: "The sources disagree on EIP-7805: … decided …; EIP-7773 lists it as …". */
  text: string;
  /** The call moment of the latest decision, when the archive holds the call. */
  call?: { name: string; href: string };
  /** The meta-EIP commit that set the meta EIP's side. */
  commit?: { text: string; url: string };
}

export type ProposalKind = "EIP" | "RIP";

export type SpecUrlTemplates = Pick<SiteConfig, "eipSpecUrl" | "ripSpecUrl">;

export interface EipDetails {
  benefits: string[];
  tradeoffs: string[];
  stakeholderImpacts: { group: StakeholderGroup; description: string }[];
  northStar: { goal: NorthStarGoal; description: string }[];
}

/** One proposal as an upgrade page shows it: only what the page renders, so the prerendered payload stays small. */
export interface UpgradeEip {
  id: number;
  kind: ProposalKind;
  title: string;
  /** Common names its title does not hold ('ePBS'), for the page's text filter. */
  aliases?: string[];
  /** The stored status for this upgrade. */
  stage: StageStatus;
  layer?: Layer;
  isHeadliner: boolean;
  wasHeadlinerCandidate: boolean;
  headlinerDiscussionLink?: string;
  /** Every champion, first named first; absent when none is assigned. */
  champions?: Champion[];
  discussionLink?: string;
  specUrl: string;
  /** Absent until our plain-language text is written: the card then shows the EIP's own one-line description. */
  laymanDescription?: string;
  /** The EIP header's own description, shown while there is no plain-language text. */
  headerDescription?: string;
  /**
   * Who wrote the plain-language text and whether and when it was checked against the EIP's specification, in words;
   * absent for a text people wrote.
   */
  reviewNote?: string;
  /** Where the card's texts (cardTexts order) first use a term of the page's glossary. */
  termMarks?: TermMark[];
  /** Set when the spec changed after the version the text was checked against. */
  staleReview?: StaleReviewNote;
  /** Absent for proposals that only ever appear as a compact card. */
  details?: EipDetails;
  /** Set on an upgrade page where the latest call decision and the meta EIP disagree on its stage there. */
  stageDispute?: UpgradeStageDispute;
}

export function proposalKind(title: string): ProposalKind {
  return /^RIP-/i.test(title) ? "RIP" : "EIP";
}

/** e.g. 'EIP-7928'. */
export function proposalNumber(eip: Pick<UpgradeEip, "kind" | "id">): string {
  return `${eip.kind}-${eip.id}`;
}

/** SPEC §7: EIPs link to the EIP site, RIPs to the RIPs repository. */
export function specUrl(kind: ProposalKind, id: number, templates: SpecUrlTemplates): string {
  const template = kind === "RIP" ? templates.ripSpecUrl : templates.eipSpecUrl;
  return template.replaceAll("{id}", String(id));
}

/** An EIP's full plain-language details: benefits, trade-offs, stakeholder impact and goal alignment. */
export function eipDetails(eip: Eip): EipDetails {
  const impacts = eip.stakeholderImpacts;
  const alignment = eip.northStarAlignment;
  return {
    benefits: eip.benefits ?? [],
    tradeoffs: eip.tradeoffs ?? [],
    stakeholderImpacts: impacts
      ? STAKEHOLDER_GROUPS.map((group) => ({ group, description: impacts[group].description }))
      : [],
    northStar: NORTH_STAR_GOALS.flatMap((goal) => {
      const description = alignment?.[goal]?.description;
      return description ? [{ goal, description }] : [];
    }),
  };
}

interface ToUpgradeEipOptions {
  forkName: ForkName;
  features: Pick<UpgradePageFeatures, "champions" | "headlinerProposals">;
  templates: SpecUrlTemplates;
  /** The date of the spec texts in content/eip-specs, which the reviews read. */
  eipSpecsAsOf: string;
}

/**
 * The page's view of one EIP, or undefined when the page does not list it: no relationship with this upgrade, or a
 * status without a section (empty) on an EIP that was not a headliner candidate either. Unlike SPEC §2, an EIP
 * without a plain-language text is listed, as a compact card with its facts (docs/decisions/0012).
 */
export function toUpgradeEip(
  eip: SiteEip,
  { forkName, features, templates, eipSpecsAsOf }: ToUpgradeEipOptions,
): UpgradeEip | undefined {
  const relationship = eip.forkRelationships.find((r) => r.forkName === forkName);
  if (!relationship) return undefined;
  const kind = proposalKind(eip.title);
  const wasHeadlinerCandidate = features.headlinerProposals && relationship.wasHeadlinerCandidate === true;
  if (!isShownStage(relationship.status) && !wasHeadlinerCandidate) return undefined;
  // Set-aside proposals (and those without a text) only ever get a compact card, also among the headliner proposals.
  const fullCard = !SET_ASIDE_STAGES.includes(relationship.status as ShownStage) && eip.laymanDescription !== undefined;
  const champions = features.champions
    ? (relationship.champions ?? (relationship.champion ? [relationship.champion] : []))
    : [];
  // Optional fields are left out rather than set to undefined: every byte here is in the prerendered page twice.
  return {
    id: eip.id,
    kind,
    title: displayTitle(eip.title),
    stage: relationship.status,
    ...(relationship.layer ? { layer: relationship.layer } : {}),
    isHeadliner: relationship.isHeadliner === true,
    wasHeadlinerCandidate,
    ...(relationship.headlinerDiscussionLink ? { headlinerDiscussionLink: relationship.headlinerDiscussionLink } : {}),
    ...(champions.length ? { champions } : {}),
    ...(eip.discussionLink ? { discussionLink: eip.discussionLink } : {}),
    specUrl: specUrl(kind, eip.id, templates),
    ...(eip.laymanDescription
      ? { laymanDescription: eip.laymanDescription }
      : eip.description
        ? { headerDescription: eip.description }
        : {}),
    ...(eip.reviewer === "bot" ? { reviewNote: machineReviewNote(eip.review, eipSpecsAsOf) } : {}),
    ...(eip.review && eip.reviewStale ? { staleReview: staleReviewNote(eip.reviewStale) } : {}),
    ...(fullCard ? { details: eipDetails(eip) } : {}),
  };
}

// Made here, at prerender, so the cards' code need not carry the sentence or format its dates.
function machineReviewNote(review: Eip["review"], eipSpecsAsOf: string): string {
  return review
    ? `Plain-language text drafted by a machine, then checked against the EIP's specification (as published ${formatIsoDate(eipSpecsAsOf)}) on ${formatIsoDate(review.reviewedOn)}.`
    : "Plain-language text drafted by a machine, not yet reviewed.";
}

/** A card's texts in reading order: where its glossary terms are looked for, and defined at their first use. */
export function cardTexts(eip: UpgradeEip): string[] {
  const details = eip.details;
  const lead = eip.laymanDescription ? [eip.laymanDescription] : [];
  if (!details) return lead;
  return [
    ...lead,
    ...details.benefits,
    ...details.tradeoffs,
    ...details.stakeholderImpacts.map((impact) => impact.description),
    ...details.northStar.map((goal) => goal.description),
  ];
}
