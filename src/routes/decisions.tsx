import type { Route } from "./+types/decisions";
import { generatedSite } from "~/content/site.server";
import { callSummaries } from "~/content/callSummaries.server";
import { followUpCalls, followUpItems } from "~/domain/archive/followUps";
import { callPath } from "~/domain/calls/callRef";
import { callTitle, seriesLabel } from "~/domain/calls/series";
import { DecisionsPage } from "~/features/eips/DecisionsPage";
import { pageMeta } from "~/features/shell/pageMeta";

export async function loader() {
  const { eipArchive, series, calls } = generatedSite();
  const used = [...new Set(eipArchive.decisions.map((decision) => decision.callType))].sort();
  const followUps = await Promise.all(
    followUpCalls(calls).map(async (call) => ({
      title: callTitle(seriesLabel(series, call.type), call.number),
      date: call.date,
      path: callPath(call),
      items: followUpItems(await callSummaries(call), call.sync),
    })),
  );
  return {
    decisions: eipArchive.decisions,
    series: used.map((id) => seriesLabel(series, id)),
    followUps: followUps.filter((call) => call.items.length > 0),
  };
}

export function meta() {
  return pageMeta(
    "Decisions",
    "Every key decision recorded in the All Core Devs calls and breakout rooms, filterable by upgrade, type, series and EIP, and the follow-ups the last calls asked for.",
    "/decisions",
  );
}

export default function DecisionsRoute({ loaderData }: Route.ComponentProps) {
  return <DecisionsPage {...loaderData} />;
}
