import type { Route } from "./+types/upgrade";
import { data } from "react-router";
import { generatedSite } from "~/content/site.server";
import { upgradePageData } from "~/domain/upgrades/upgradePageData";
import { pageMeta } from "~/features/shell/pageMeta";
import { alternateLinks } from "~/features/shell/Subscriptions";
import { upgradeSubscriptions } from "~/features/upgrade/subscriptions";
import { UpgradePage } from "~/features/upgrade/UpgradePage";

// One module for both upgrade routes (upgrade-fusaka, upgrade-glamsterdam): the path says which.
export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop();
  const pageData = upgradePageData(generatedSite(), id, new Date().toISOString().slice(0, 10));
  if (!pageData) throw data(null, { status: 404 });
  return pageData;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { upgrade } = loaderData;
  return [...pageMeta(`${upgrade.name} upgrade`, upgrade.tagline, `/upgrade/${upgrade.id}`), ...alternateLinks(upgradeSubscriptions(upgrade.id))];
}

export default function UpgradeRoute({ loaderData }: Route.ComponentProps) {
  return <UpgradePage key={loaderData.upgrade.id} data={loaderData} />;
}
