import type { GlossaryTerm, StageStatus, UpgradePageFeatures } from "~/schemas/content";
import type { ArchivedDecision, EipCallMentions, GeneratedSite } from "~/schemas/site";
import { callTitle, seriesLabel, type SeriesLabel } from "../calls/series";
import { formatIsoDate } from "../time/isoDate";
import { termMarks, termsUsedIn } from "../glossary/terms";
import { decisionsAbout } from "./eipArchive";
import {
  disputeSentence,
  stageTimelines,
  type MetaStepsByUpgrade,
  type StageTimelineStep,
  type StepCall,
  type UpgradeStageTimeline,
} from "./stageTimeline";
import { cardTexts, eipDetails, proposalKind, specUrl, toUpgradeEip, type UpgradeEip } from "./upgradeEip";
import { displayTitle } from "./displayTitle";
import { namesBeyondTitle } from "./eipQuery";

/**
 * How many of the newest mentioning calls show their lines on an EIP page; older calls keep their counts and a link.
 * With the first six lines each, that holds the most discussed EIP of a 1,000-call archive near 100 KB of HTML.
 */
export const CALLS_WITH_LINES = 40;

/** An EIP's place in one upgrade, as the EIP page and the directory list it. */
export interface EipStageInUpgrade {
  upgradeId: string;
  upgradeName: string;
  /** The upgrade's page, when it has one. */
  path?: string;
  stage: StageStatus;
  isHeadliner: boolean;
  wasHeadlinerCandidate: boolean;
}

export interface EipPageData {
  id: number;
  kind: UpgradeEip["kind"];
  title: string;
  /** The names the calls also use for it (content/eip-aliases.txt). */
  aliases: string[];
  specUrl: string;
  discussionLink?: string;
  /** The spec header's own description, for an EIP without our plain-language text yet. */
  headerDescription?: string;
  /** The card as its newest upgrade page shows it, always with its full details; absent without a plain-language text. */
  card?: {
    eip: UpgradeEip;
    features: Pick<UpgradePageFeatures, "champions" | "starFollowsStage">;
    upgradeId: string;
    upgradeName: string;
  };
  stages: EipStageInUpgrade[];
  /** Its dated stage history per upgrade, merged with the archive's stage-change decisions. */
  timelines: UpgradeStageTimeline[];
  decisions: ArchivedDecision[];
  mentions: EipCallMentions[];
  /** The names of the series its calls belong to. */
  series: SeriesLabel[];
  glossary: GlossaryTerm[];
}

/** Every upgrade an EIP has a relationship with, in the order of the upgrades (oldest first). */
export function eipStages(
  site: Pick<GeneratedSite, "upgrades">,
  eip: GeneratedSite["eips"][number],
): EipStageInUpgrade[] {
  return site.upgrades.flatMap((upgrade) => {
    const relationship = eip.forkRelationships.find((r) => r.forkName === upgrade.forkName);
    if (!relationship?.status) return [];
    return [
      {
        upgradeId: upgrade.id,
        upgradeName: upgrade.name,
        ...(upgrade.disabled ? {} : { path: upgrade.path }),
        stage: relationship.status,
        isHeadliner: relationship.isHeadliner === true,
        wasHeadlinerCandidate: relationship.wasHeadlinerCandidate === true,
      },
    ];
  });
}

/** What /eips/{id} needs, or undefined for an id the catalogue does not hold. */
export function eipPageData(site: GeneratedSite, id: number): EipPageData | undefined {
  const eip = site.eips.find((candidate) => candidate.id === id);
  if (!eip) return undefined;
  const kind = proposalKind(eip.title);
  const templates = { eipSpecUrl: site.site.eipSpecUrl, ripSpecUrl: site.site.ripSpecUrl };
  const stages = eipStages(site, eip);
  const card = newestCard(site, eip, templates);
  const glossary = card ? termsUsedIn(cardTexts(card.eip), site.glossary.terms) : [];
  const mentions = (site.eipArchive.mentions[String(id)] ?? []).map((call, index) =>
    index < CALLS_WITH_LINES ? call : { ...call, moments: [] },
  );
  const decisions = decisionsAbout(site.eipArchive, id);
  const timelines = pageTimelines(site, eip, decisions);
  const seriesIds = new Set([...mentions.map((m) => m.callType), ...decisions.map((d) => d.callType)]);
  return {
    id,
    kind,
    title: displayTitle(eip.title),
    // A name the title already spells out ('… Inclusion Lists (FOCIL)') is not repeated.
    aliases: namesBeyondTitle(site.eipAliases, eip),
    specUrl: specUrl(kind, id, templates),
    ...(eip.discussionLink ? { discussionLink: eip.discussionLink } : {}),
    ...(card
      ? { card: { ...card, eip: withTermMarks(card.eip, glossary) } }
      : eip.description
        ? { headerDescription: eip.description }
        : {}),
    stages,
    timelines,
    decisions,
    mentions,
    series: [...seriesIds].sort().map((seriesId) => seriesLabel(site.series, seriesId)),
    glossary,
  };
}

/**
 * An EIP's stage history in each upgrade as a page shows it: call names and dates in words are made here, at
 * prerender, so the page's own code need not carry them; a dispute in one plain sentence.
 */
export function pageTimelines(
  site: GeneratedSite,
  eip: GeneratedSite["eips"][number],
  decisions: readonly ArchivedDecision[] = decisionsAbout(site.eipArchive, eip.id),
): UpgradeStageTimeline[] {
  const callName = (call: StepCall) => callTitle(seriesLabel(site.series, call.series), call.number);
  const forPage = (step: StageTimelineStep): StageTimelineStep => ({
    ...step,
    when: step.date ? formatIsoDate(step.date) : "date not recorded",
    ...(step.call
      ? {
          call: {
            ...step.call,
            name: step.call.href ? callName(step.call) : `${callName(step.call)} (not in the archive yet)`,
          },
        }
      : {}),
  });
  return stageTimelines(
    site.upgrades,
    eip,
    { calls: site.calls, decisions },
    metaStepsOf(site, eip.id),
    site.site.stageFactsAsOf,
  ).map((timeline) => {
    const steps = timeline.steps.map(forPage);
    const { dispute } = timeline;
    if (!dispute) return { ...timeline, steps };
    const disputeText = disputeSentence(dispute, dispute.call.call ? callName(dispute.call.call) : "A call");
    return {
      ...timeline,
      steps,
      dispute: { ...dispute, call: forPage(dispute.call), meta: forPage(dispute.meta) },
      disputeText,
    };
  });
}

/** The EIP's steps in each upgrade's meta EIP, when the build read the EIPs history. */
export function metaStepsOf(site: Pick<GeneratedSite, "upgrades" | "metaEips">, id: number): MetaStepsByUpgrade {
  return new Map(
    site.upgrades.flatMap((upgrade) => {
      const meta = site.metaEips?.find((candidate) => candidate.metaEip === upgrade.metaEip);
      const steps = meta?.eips.find((entry) => entry.eip === id)?.steps;
      return meta && steps ? [[upgrade.id, { metaEip: meta.metaEip, steps }] as const] : [];
    }),
  );
}

// The newest upgrade with a page that lists the EIP gives the card its stage, champion and headliner marks.
function newestCard(site: GeneratedSite, eip: GeneratedSite["eips"][number], templates: Parameters<typeof specUrl>[2]) {
  // The EIP page shows its facts and the spec link itself: a card without our text would only repeat them.
  if (!eip.laymanDescription) return undefined;
  for (const upgrade of [...site.upgrades].reverse()) {
    if (upgrade.disabled) continue;
    const features = upgrade.pageFeatures;
    const upgradeEip = toUpgradeEip(eip, {
      forkName: upgrade.forkName,
      features,
      templates,
      eipSpecsAsOf: site.site.eipSpecsAsOf,
    });
    if (upgradeEip)
      return {
        eip: { ...upgradeEip, details: eipDetails(eip) },
        features,
        upgradeId: upgrade.id,
        upgradeName: upgrade.name,
      };
  }
  return undefined;
}

function withTermMarks(eip: UpgradeEip, glossary: readonly GlossaryTerm[]): UpgradeEip {
  const marks = termMarks(cardTexts(eip), glossary);
  return marks.length ? { ...eip, termMarks: marks } : eip;
}
