import type { Route } from "./+types/calls";
import { generatedSite } from "~/content/site.server";
import { mostRecentCalls } from "~/domain/calls/callList";
import { pageMeta } from "~/features/shell/pageMeta";
import { PageShell } from "~/features/shell/PageShell";
import { RecentCallsList } from "~/features/landing/RecentCallsList";

export function loader() {
  const { calls } = generatedSite();
  return { calls: mostRecentCalls(calls, calls.length).map(({ type, number, date }) => ({ type, number, date })) };
}

export function meta() {
  return pageMeta("Protocol Calendar", "Every All Core Devs call (ACDC, ACDE, ACDT) with video, transcript, chat and summaries.", "/calls");
}

export default function CallsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell>
      <h1 className="text-3xl font-extrabold">Protocol Calendar</h1>
      <div className="mt-6"><RecentCallsList calls={loaderData.calls} /></div>
    </PageShell>
  );
}
