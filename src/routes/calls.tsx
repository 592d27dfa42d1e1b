import type { Route } from "./+types/calls";
import { generatedSite } from "~/content/site.server";
import { pageMeta } from "~/features/shell/pageMeta";
import { subscriptionLinks } from "~/domain/api/subscriptionLinks";
import { alternateLinks } from "~/features/shell/Subscriptions";
import { CALENDAR_SUBSCRIPTIONS } from "~/features/calendar/subscriptions";
import { CalendarPage } from "~/features/calendar/CalendarPage";
import { searchDatabaseName } from "~/domain/search/storedIndexFreshness";
import { builtSearchIndexBytes } from "~/content/searchIndexSize.server";
import { listCalls, seriesChoices } from "~/domain/calls/series";
import { calendarDay } from "~/domain/time/today";

export function loader() {
  const { calls, events, site, series } = generatedSite();
  return {
    calls: listCalls(series, calls),
    series: seriesChoices(series, calls),
    events,
    buildDate: calendarDay(new Date()),
    upcomingCallsApi: site.upcomingCallsApi,
    agendaIssuesUrl: site.agendaIssueUrl.replace(/\/?\{issue\}.*$/, ""),
    search: { builtBytes: builtSearchIndexBytes(), databaseName: searchDatabaseName(site.productName) },
    subscriptions: subscriptionLinks(CALENDAR_SUBSCRIPTIONS),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta(
      "Protocol Calendar",
      "Every All Core Devs call (ACDC, ACDE, ACDT) and breakout room with video, transcript, chat and summaries, and the network milestones between them.",
      "/calls",
    ),
    ...alternateLinks(loaderData.subscriptions),
  ];
}

export default function CallsRoute({ loaderData }: Route.ComponentProps) {
  return <CalendarPage {...loaderData} />;
}
