import type { Route } from "./+types/decisions";
import { generatedSite } from "~/content/site.server";
import { seriesLabel } from "~/domain/calendar/series";
import { DecisionsPage } from "~/features/eips/DecisionsPage";
import { pageMeta } from "~/features/shell/pageMeta";

export function loader() {
  const { eipArchive, series } = generatedSite();
  const used = [...new Set(eipArchive.decisions.map((decision) => decision.callType))].sort();
  return { decisions: eipArchive.decisions, series: used.map((id) => seriesLabel(series, id)) };
}

export function meta() {
  return pageMeta("Decisions", "Every key decision recorded in the All Core Devs calls and breakout rooms, filterable by upgrade, type, series and EIP.", "/decisions");
}

export default function DecisionsRoute({ loaderData }: Route.ComponentProps) {
  return <DecisionsPage {...loaderData} />;
}
