import type { Route } from "./+types/call";
import { data } from "react-router";
import { generatedSite } from "~/content/site.server";
import { callSummaries } from "~/content/callSummaries.server";
import { callPath, seriesName } from "~/domain/calendar/callList";
import { formatIsoDate } from "~/domain/time/isoDate";
import { callPreview } from "~/domain/callPage/preview";
import { callBundleUrl } from "~/platform/callBundle";
import { readBuiltCallBundle } from "~/content/callBundle.server";
import { LazyCallNotFoundPage, LazyCallPage, loadCallPageCode } from "~/features/call/LazyCallPage";
import { pageMeta } from "~/features/shell/pageMeta";

// Runs at build time: every archived call is prerendered with its header, video details and summary.
export async function loader({ params }: Route.LoaderArgs) {
  const { calls, site } = generatedSite();
  const call = calls.find((c) => c.type === params.type && c.number === params.number);
  if (!call) throw data(null, { status: 404 });
  await loadCallPageCode();
  return {
    call: { type: call.type, number: call.number, date: call.date, ...(call.sync ? { sync: call.sync } : {}) },
    // SPEC §7: a call without a known video shows the default one.
    videoUrl: call.videoUrl ?? site.defaultVideoUrl,
    agendaUrl: call.issue ? site.agendaIssueUrl.replace("{issue}", String(call.issue)) : null,
    summaries: await callSummaries(call.type, call.number),
    // The first lines of transcript and chat are in the HTML; the rest loads after hydration.
    preview: callPreview(readBuiltCallBundle(call.type, call.number), call.sync),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta("Call Not Found", "The requested call could not be found.", "/calls");
  const { call } = loaderData;
  const title = `${seriesName(call.type)} #${Number(call.number)}`;
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
