import type { Route } from "./+types/rank";
import { generatedSite } from "~/content/site.server";
import { openTierMaker, snapshotTierMakerLinks } from "~/domain/ranking/tierMaker";
import { RankPage } from "~/features/rank/RankPage";
import { pageMeta } from "~/features/shell/pageMeta";

// Only id, title and the plain-language description reach the page, so the prerendered HTML stays small.
export function loader() {
  const site = generatedSite();
  const buildDate = new Date().toISOString().slice(0, 10);
  const page = openTierMaker(site, buildDate);
  // SPEC: /rank ranks the upgrade whose proposal window is open; the build fails rather than ship an empty maker.
  if (!page)
    throw new Error("/rank: no upgrade in Planning has Proposed non-headliner EIPs with a plain-language description");
  return { page, related: snapshotTierMakerLinks(site), buildDate };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { upgradeName, title } = loaderData.page.maker;
  return pageMeta(
    title,
    `Rank the proposed ${upgradeName} EIPs in a tier list and share it. Preferences only, not an official vote.`,
    "/rank",
  );
}

export default function RankRoute({ loaderData }: Route.ComponentProps) {
  return <RankPage page={loaderData.page} related={loaderData.related} buildDate={loaderData.buildDate} />;
}
