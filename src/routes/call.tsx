import type { Route } from "./+types/call";
import { data } from "react-router";
import { generatedSite } from "~/content/site.server";
import { callSummaries } from "~/content/callSummaries.server";
import { callKey, callPath, type CallRef } from "~/domain/calls/callRef";
import { seriesLabel, sessionName, sessionTitle } from "~/domain/calls/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import { displayTitle } from "~/domain/eips/displayTitle";
import { callPreview } from "~/domain/callPage/preview";
import { decisionsView } from "~/domain/summaries/decisionsView";
import { callBundleUrl } from "~/domain/calls/servedFiles";
import { readBuiltCallBundle } from "~/content/callBundle.server";
import { LazyCallNotFoundPage, LazyCallPage, loadCallPageCode } from "~/features/call/page/LazyCallPage";
import { pageMeta } from "~/features/shell/pageMeta";
import { eipPagePath } from "~/domain/eips/eipPagePath";

// Runs at build time: every archived call, and every breakout held inside one (/calls/acdt/087/cl), is
// prerendered with its header, video details and summary.
export async function loader({ params }: Route.LoaderArgs) {
  const { calls, site, series, eips, eipArchive, eipAliases } = generatedSite();
  const call = calls.find((c) => c.type === params.type && c.number === params.number);
  const session = params.session === undefined ? undefined : call?.sessions?.find((s) => s.id === params.session);
  if (!call || (params.session !== undefined && !session)) throw data(null, { status: 404 });
  await loadCallPageCode();
  const ref: CallRef = { type: call.type, number: call.number, ...(session ? { session: session.id } : {}) };
  // A breakout has its own recording and sync; without a recording of its own it shows the default video.
  const sync = session ? session.sync : call.sync;
  return {
    call: { ...ref, date: call.date, series: seriesLabel(series, call.type), ...(sync ? { sync } : {}) },
    sessions: call.sessions?.length
      ? [
          { name: "Main call", path: callPath(call) },
          ...call.sessions.map((s) => ({ name: sessionName(s.id), path: callPath({ ...call, session: s.id }) })),
        ]
      : [],
    // SPEC §7: a call without a known video shows the default one.
    videoUrl: (session ? session.videoUrl : call.videoUrl) ?? site.defaultVideoUrl,
    agendaUrl: call.issue ? site.agendaIssueUrl.replace("{issue}", String(call.issue)) : null,
    ...(await callSummariesAndDecisions(ref, site.eipSpecUrl, new Set(eips.map((eip) => eip.id)))),
    ...eipsOfCall(eipArchive.discussed[callKey(ref)] ?? [], eips, eipAliases),
    // The first lines of transcript and chat are in the HTML; the rest loads after hydration.
    preview: callPreview(readBuiltCallBundle(ref), sync),
  };
}

async function callSummariesAndDecisions(call: CallRef, eipSpecUrl: string, catalogue: ReadonlySet<number>) {
  const { keyDecisions, ...summaries } = await callSummaries(call);
  // An EIP with a page of its own links there; any other to its specification.
  const decisions = decisionsView(keyDecisions, eipSpecUrl).map((decision) => ({
    ...decision,
    eips: decision.eips.map((eip) => (catalogue.has(eip.id) ? { ...eip, url: eipPagePath(eip.id) } : eip)),
  }));
  return { summaries, decisions };
}

/** The catalogue's EIPs the call mentions: listed with their counts, and linked wherever its lines name them. */
function eipsOfCall(
  discussed: readonly [number, number][],
  eips: readonly { id: number; title: string }[],
  aliases: readonly { alias: string; eip: number }[],
) {
  const ids = discussed.map(([id]) => id);
  return {
    eipsDiscussed: discussed.map(([id, count]) => ({
      id,
      count,
      title: displayTitle(eips.find((eip) => eip.id === id)?.title ?? ""),
    })),
    eipLinks: { ids, aliases: aliases.filter((alias) => ids.includes(alias.eip)) },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("Call Not Found", "The requested call could not be found.", "/calls");
  const { call } = loaderData;
  const title = sessionTitle(call.series, call.number, call.session);
  return [
    ...pageMeta(title, `${title}, ${formatIsoDate(call.date)}: video, transcript, chat and summary.`, callPath(call)),
    // The transcript and chat download while the page's scripts load, not after hydration.
    { tagName: "link", rel: "preload", href: callBundleUrl(call), as: "fetch", crossOrigin: "anonymous" },
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
