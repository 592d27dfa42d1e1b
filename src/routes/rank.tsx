import type { Route } from "./+types/rank";
import { generatedSite } from "~/content/site.server";
import { rankingPool } from "~/domain/ranking/pool";
import { RankPage } from "~/features/rank/RankPage";
import { pageMeta } from "~/features/shell/pageMeta";

// Only id, title and the plain-language description reach the page, so the prerendered HTML stays small.
export function loader() {
  return { pool: rankingPool(generatedSite().eips) };
}

export function meta() {
  return pageMeta("Glamsterdam EIP Tier Maker", "Rank the proposed Glamsterdam EIPs in a tier list and share it. Preferences only, not an official vote.", "/rank");
}

export default function RankRoute({ loaderData }: Route.ComponentProps) {
  return <RankPage pool={loaderData.pool} />;
}
