import type { Route } from "./+types/call";
import { data } from "react-router";
import { generatedSite } from "~/content/site.server";
import { callSummaries } from "~/content/callSummaries.server";
import { callKey, callPath } from "~/domain/calendar/callList";
import { callTitle, seriesLabel } from "~/domain/calendar/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import { displayTitle } from "~/domain/eips/displayTitle";
import { callPreview } from "~/domain/callPage/preview";
import { decisionsView } from "~/domain/callPage/decisionsView";
import { callBundleUrl } from "~/platform/callBundle";
import { readBuiltCallBundle } from "~/content/callBundle.server";
import { LazyCallNotFoundPage, LazyCallPage, loadCallPageCode } from "~/features/call/LazyCallPage";
import { pageMeta } from "~/features/shell/pageMeta";
import { eipPagePath } from "~/domain/eips/eipPagePath";

// Runs at build time: every archived call is prerendered with its header, video details and summary.
export async function loader({ params }: Route.LoaderArgs) {
  const { calls, site, series, eips, eipArchive, eipAliases } = generatedSite();
  const call = calls.find((c) => c.type === params.type && c.number === params.number);
  if (!call) throw data(null, { status: 404 });
  await loadCallPageCode();
  return {
    call: { type: call.type, number: call.number, date: call.date, series: seriesLabel(series, call.type), ...(call.sync ? { sync: call.sync } : {}) },
    // SPEC §7: a call without a known video shows the default one.
    videoUrl: call.videoUrl ?? site.defaultVideoUrl,
    agendaUrl: call.issue ? site.agendaIssueUrl.replace("{issue}", String(call.issue)) : null,
    ...(await callSummariesAndDecisions(call.type, call.number, site.eipSpecUrl, new Set(eips.map((eip) => eip.id)))),
    ...eipsOfCall(eipArchive.discussed[callKey(call)] ?? [], eips, eipAliases),
    // The first lines of transcript and chat are in the HTML; the rest loads after hydration.
    preview: callPreview(readBuiltCallBundle(call.type, call.number), call.sync),
  };
}

async function callSummariesAndDecisions(type: string, number: string, eipSpecUrl: string, catalogue: ReadonlySet<number>) {
  const { keyDecisions, ...summaries } = await callSummaries(type, number);
  // An EIP with a page of its own links there; any other to its specification.
  const decisions = decisionsView(keyDecisions, eipSpecUrl).map((decision) => ({
    ...decision,
    eips: decision.eips.map((eip) => (catalogue.has(eip.id) ? { ...eip, url: eipPagePath(eip.id) } : eip)),
  }));
  return { summaries, decisions };
}

/** The catalogue's EIPs the call mentions: listed with their counts, and linked wherever its lines name them. */
function eipsOfCall(discussed: readonly [number, number][], eips: readonly { id: number; title: string }[], aliases: readonly { alias: string; eip: number }[]) {
  const ids = discussed.map(([id]) => id);
  return {
    eipsDiscussed: discussed.map(([id, count]) => ({ id, count, title: displayTitle(eips.find((eip) => eip.id === id)?.title ?? "") })),
    eipLinks: { ids, aliases: aliases.filter((alias) => ids.includes(alias.eip)) },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("Call Not Found", "The requested call could not be found.", "/calls");
  const { call } = loaderData;
  const title = callTitle(call.series, call.number);
  return [
    ...pageMeta(title, `${title}, ${formatIsoDate(call.date)}: video, transcript, chat and summary.`, callPath(call)),
    // The transcript and chat download while the page's scripts load, not after hydration.
    { tagName: "link", rel: "preload", href: callBundleUrl(call.type, call.number), as: "fetch", crossOrigin: "anonymous" },
  ];
}

export default function CallRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by call: moving to another call starts its page afresh (player, position, search).
  return <LazyCallPage key={callPath(loaderData.call)} {...loaderData} />;
}

/** An address that names no archived call (the static host serves the app shell for it). */
export function ErrorBoundary() {
  return <LazyCallNotFoundPage />;
}
