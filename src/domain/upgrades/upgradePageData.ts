import type { GlossaryTerm, Upgrade } from "~/schemas/content";
import type { GeneratedSite } from "~/schemas/site";
import { adoptionService } from "~/domain/eips/clientProgress";
import { namesBeyondTitle } from "~/domain/eips/eipQuery";
import { cardTexts, specUrl, toUpgradeEip, type UpgradeEip } from "~/domain/eips/upgradeEip";
import { termMarks, termsUsedIn } from "~/domain/glossary/terms";
import { upgradeStageDisputes } from "../eips/stageDisputes";
import { sitePairs } from "../stages/siteStages";
import { scopeHistory, type ScopeHistory } from "./scopeHistory";

export type StripUpgrade = Pick<Upgrade, "id" | "name" | "path" | "status" | "activationDate" | "disabled">;

export interface MetaEipLink {
  number: number;
  url: string;
  /** True for the discussion thread, false when only the specification is known. */
  isDiscussion: boolean;
}

export type PageUpgrade = Pick<
  Upgrade,
  | "id"
  | "name"
  | "description"
  | "tagline"
  | "status"
  | "activationDate"
  | "projectedActivation"
  | "asOf"
  | "layers"
  | "banners"
  | "timeline"
  | "clientTeamPerspectives"
  | "pendingHeadlinerProposals"
  | "pageFeatures"
> & { metaEip: MetaEipLink };

export interface UpgradePageData {
  upgrade: PageUpgrade;
  strip: StripUpgrade[];
  eips: UpgradeEip[];
  adoption: { serviceUrl: string; siteUrl: string };
  /** The glossary entries the page's EIP texts use: the cards define each at its first use. */
  glossary: GlossaryTerm[];
  /** The day the page was built: until the visitor's own date is known, dates are past or future as of this day. */
  buildDate: string;
  /** Each EIP's stage steps in this upgrade, for the page as of a past day and the scope over time. */
  scope: ScopeHistory;
}

/** What one upgrade page needs, and nothing else: the loader's whole answer. Undefined for unknown or disabled upgrades. */
export function upgradePageData(
  site: GeneratedSite,
  id: string | undefined,
  buildDate: string,
): UpgradePageData | undefined {
  const upgrade = site.upgrades.find((candidate) => candidate.id === id && !candidate.disabled);
  if (!upgrade) return undefined;
  const features = upgrade.pageFeatures;
  const templates = { eipSpecUrl: site.site.eipSpecUrl, ripSpecUrl: site.site.ripSpecUrl };
  const { eipSpecsAsOf } = site.site;
  const eips = site.eips.flatMap(
    (eip) => toUpgradeEip(eip, { forkName: upgrade.forkName, features, templates, eipSpecsAsOf }) ?? [],
  );
  const glossary = termsUsedIn(eips.flatMap(cardTexts), site.glossary.terms);
  const disputes = upgradeStageDisputes(
    site,
    upgrade.id,
    eips.map((eip) => eip.id),
  );
  const {
    name,
    description,
    tagline,
    status,
    activationDate,
    projectedActivation,
    asOf,
    layers,
    banners,
    timeline,
    clientTeamPerspectives,
    pendingHeadlinerProposals,
  } = upgrade;
  return {
    upgrade: {
      id: upgrade.id,
      name,
      description,
      tagline,
      status,
      activationDate,
      asOf,
      layers,
      banners,
      pageFeatures: features,
      ...(projectedActivation ? { projectedActivation } : {}),
      ...(features.timeline && timeline ? { timeline } : {}),
      ...(features.headlinerProposals && clientTeamPerspectives ? { clientTeamPerspectives } : {}),
      ...(features.headlinerProposals && pendingHeadlinerProposals?.length ? { pendingHeadlinerProposals } : {}),
      metaEip: upgrade.metaEipLink
        ? { number: upgrade.metaEip, url: upgrade.metaEipLink, isDiscussion: true }
        : { number: upgrade.metaEip, url: specUrl("EIP", upgrade.metaEip, templates), isDiscussion: false },
    },
    strip: site.upgrades.map(
      ({ id: stripId, name: stripName, path, status: stripStatus, activationDate: date, disabled }) => ({
        id: stripId,
        name: stripName,
        path,
        status: stripStatus,
        activationDate: date,
        disabled,
      }),
    ),
    eips: eips.map((eip) => {
      const marks = termMarks(cardTexts(eip), glossary);
      const aliases = namesBeyondTitle(site.eipAliases, eip);
      const stageDispute = disputes[eip.id];
      return {
        ...eip,
        ...(aliases.length ? { aliases } : {}),
        ...(marks.length ? { termMarks: marks } : {}),
        ...(stageDispute ? { stageDispute } : {}),
      };
    }),
    adoption: adoptionService(site.site, upgrade.id),
    glossary,
    buildDate,
    scope: scopeHistory(
      sitePairs(site).pairs,
      upgrade.id,
      eips.map((eip) => eip.id),
    ),
  };
}
