import type { Route } from "./+types/upgrade";
import { data } from "react-router";
import { generatedSite } from "~/content/site.server";
import { pageMeta } from "~/features/shell/pageMeta";
import { PageShell } from "~/features/shell/PageShell";

export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).pathname.split("/").pop();
  const { upgrades } = generatedSite();
  const upgrade = upgrades.find((u) => u.id === id && !u.disabled);
  if (!upgrade) throw data(null, { status: 404 });
  return { upgrade };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(`${loaderData.upgrade.name} upgrade`, loaderData.upgrade.tagline, loaderData.upgrade.path);
}

export default function UpgradeRoute({ loaderData }: Route.ComponentProps) {
  const { upgrade } = loaderData;
  return (
    <PageShell>
      <h1 className="text-3xl font-extrabold">{upgrade.name}</h1>
      <p className="mt-4 max-w-3xl text-lg">{upgrade.description}</p>
    </PageShell>
  );
}
