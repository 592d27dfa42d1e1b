import type { Route } from "./+types/rank-glamsterdam";
import { generatedSite } from "~/content/site.server";
import { openTierMaker, snapshotTierMaker } from "~/domain/ranking/tierMaker";
import { RankPage } from "~/features/rank/RankPage";
import { pageMeta } from "~/features/shell/pageMeta";

// Glamsterdam's proposal window closed on Oct 30, 2025: its maker ranks the proposals as they stood then
// (content/tier-makers), whatever their status is today; the snapshot's day is its deadline.
export function loader() {
  const site = generatedSite();
  const page = snapshotTierMaker(site, "glamsterdam");
  if (!page) throw new Error("/rank/glamsterdam: content/tier-makers has no glamsterdam snapshot");
  const buildDate = new Date().toISOString().slice(0, 10);
  const open = openTierMaker(site, buildDate)?.maker;
  return { page, related: open ? [{ to: "/rank", upgradeName: open.upgradeName }] : [], buildDate };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(
    loaderData.page.maker.title,
    "Rank the proposed Glamsterdam EIPs, as they stood at the proposal deadline, in a tier list and share it. Preferences only, not an official vote.",
    "/rank/glamsterdam",
  );
}

export default function RankGlamsterdamRoute({ loaderData }: Route.ComponentProps) {
  return <RankPage page={loaderData.page} related={loaderData.related} buildDate={loaderData.buildDate} />;
}
