import type { Route } from "./+types/eip";
import { stagesKnownUpTo } from "~/domain/stages/siteStages";
import { data } from "react-router";
import { generatedSite } from "~/content/site.server";
import { adoptionService } from "~/domain/eips/clientProgress";
import { eipPageData } from "~/domain/eips/eipPageData";
import { EipPage } from "~/features/eips/EipPage";
import { pageMeta } from "~/features/shell/pageMeta";
import { subscriptionLinks } from "~/domain/api/subscriptionLinks";
import { alternateLinks } from "~/features/shell/Subscriptions";
import { eipSubscriptions } from "~/features/eips/subscriptions";
import { eipPagePath } from "~/domain/eips/eipPagePath";

export function loader({ params }: Route.LoaderArgs) {
  const site = generatedSite();
  const id = /^\d{1,6}$/.test(params.id) ? Number(params.id) : NaN;
  const page = eipPageData(site, id);
  if (!page) throw data(null, { status: 404 });
  // Progress is asked of the upgrade whose card the page shows.
  const adoption = page.card ? adoptionService(site.site, page.card.upgradeId) : undefined;
  return {
    page,
    adoption,
    stagesAsOf: stagesKnownUpTo(site),
    subscriptions: subscriptionLinks(eipSubscriptions(page.id)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData;
  const name = `${page.kind}-${page.id}`;
  return [
    ...pageMeta(
      `${name}: ${page.title}`,
      `${name} in plain language, its stage in each upgrade, and every call and decision about it.`,
      eipPagePath(page.id),
    ),
    ...alternateLinks(loaderData.subscriptions),
  ];
}

export default function EipRoute({ loaderData }: Route.ComponentProps) {
  return (
    <EipPage
      key={loaderData.page.id}
      data={loaderData.page}
      adoption={loaderData.adoption}
      stagesAsOf={loaderData.stagesAsOf}
      subscriptions={loaderData.subscriptions}
    />
  );
}
