import type { Route } from "./+types/eips";
import { stagesKnownUpTo } from "~/domain/stages/siteStages";
import { generatedSite } from "~/content/site.server";
import { eipDirectory } from "~/domain/eips/eipDirectory";
import { EipDirectoryPage } from "~/features/eips/EipDirectoryPage";
import { pageMeta } from "~/features/shell/pageMeta";

export function loader() {
  const site = generatedSite();
  return {
    eips: eipDirectory(site),
    upgrades: site.upgrades.map(({ id, name }) => ({ id, name })),
    stagesAsOf: stagesKnownUpTo(site),
  };
}

export function meta() {
  return pageMeta(
    "EIPs",
    "Every EIP Forkline explains: its stage in each network upgrade, the key decisions about it, and the calls where it was discussed.",
    "/eips",
  );
}

export default function EipsRoute({ loaderData }: Route.ComponentProps) {
  return <EipDirectoryPage {...loaderData} />;
}
