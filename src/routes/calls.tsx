import type { Route } from "./+types/calls";
import { generatedSite } from "~/content/site.server";
import { pageMeta } from "~/features/shell/pageMeta";
import { CalendarPage } from "~/features/calendar/CalendarPage";
import { searchDatabaseName } from "~/domain/search/storedIndexFreshness";
import { builtSearchIndexBytes } from "~/content/searchIndexSize.server";

export function loader() {
  const { calls, events, site } = generatedSite();
  return {
    calls: calls.map(({ type, number, date }) => ({ type, number, date })),
    events,
    buildDate: new Date().toISOString().slice(0, 10),
    upcomingCallsApi: site.upcomingCallsApi,
    search: { builtBytes: builtSearchIndexBytes(), databaseName: searchDatabaseName(site.productName) },
  };
}

export function meta() {
  return pageMeta("Protocol Calendar", "Every All Core Devs call (ACDC, ACDE, ACDT) with video, transcript, chat and summaries, and the network milestones between them.", "/calls");
}

export default function CallsRoute({ loaderData }: Route.ComponentProps) {
  return <CalendarPage {...loaderData} />;
}
