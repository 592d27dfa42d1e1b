import type { Route } from "./+types/upgrade";
import { data, Navigate } from "react-router";
import { generatedSite } from "~/content/site.server";
import { upgradePageData } from "~/domain/upgrades/upgradePageData";
import { pageMeta } from "~/features/shell/pageMeta";
import { subscriptionLinks } from "~/domain/api/subscriptionLinks";
import { alternateLinks } from "~/features/shell/Subscriptions";
import { upgradeSubscriptions } from "~/features/upgrade/subscriptions";
import { UpgradePage } from "~/features/upgrade/UpgradePage";
import { calendarDay } from "~/domain/time/today";

export function loader({ params }: Route.LoaderArgs) {
  const pageData = upgradePageData(generatedSite(), params.upgrade, calendarDay(new Date()));
  if (!pageData) throw data(null, { status: 404 });
  return { ...pageData, subscriptions: subscriptionLinks(upgradeSubscriptions(pageData.upgrade.id)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { upgrade } = loaderData;
  return [
    ...pageMeta(`${upgrade.name} upgrade`, upgrade.tagline, `/upgrade/${upgrade.id}`),
    ...alternateLinks(loaderData.subscriptions),
  ];
}

export default function UpgradeRoute({ loaderData }: Route.ComponentProps) {
  return <UpgradePage key={loaderData.upgrade.id} data={loaderData} subscriptions={loaderData.subscriptions} />;
}

/**
 * SPEC §2: a path that is not a page lands on the start page. An unknown or disabled upgrade is such a path: the
 * static host serves the app shell for it, and its data request fails (like the call route's not-found page).
 */
export function ErrorBoundary() {
  return <Navigate to="/" replace />;
}
