import type { Route } from "./+types/api";
import { generatedSite } from "~/content/site.server";
import { compareCallsNewestFirst } from "~/domain/calendar/callList";
import { ApiPage } from "~/features/api/ApiPage";
import { pageMeta } from "~/features/shell/pageMeta";

// Build time: the placeholders of each endpoint filled with values this build has, for the examples.
export function loader() {
  const { calls, eips, upgrades, eipArchive } = generatedSite();
  const newest = [...calls].sort(compareCallsNewestFirst)[0];
  const discussed = eips.find((eip) => (eipArchive.mentions[String(eip.id)]?.length ?? 0) > 0) ?? eips[0];
  const upcoming = upgrades.find((upgrade) => !upgrade.disabled) ?? upgrades[0];
  return {
    examples: {
      id: discussed?.id ?? 1,
      series: newest?.type ?? "acde",
      number: newest?.number ?? "001",
      upgrade: upcoming?.id ?? "fusaka",
    },
  };
}

export function meta() {
  return pageMeta("Open data", "Forkline's data as static files: a JSON API with published schemas, calendar subscriptions for the calls and upgrade milestones, and Atom feeds.", "/api");
}

export default function ApiRoute({ loaderData }: Route.ComponentProps) {
  return <ApiPage {...loaderData} />;
}
