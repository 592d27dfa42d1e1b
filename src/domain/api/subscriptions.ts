import type { ArchivedDecision, GeneratedSite } from "~/schemas/site";
import { callPath, compareCallsNewestFirst } from "../calls/callRef";
import { callTitle, seriesLabel, sessionTitle } from "../calls/series";
import { atomFeed, type AtomEntry } from "../feeds/atom";
import { icalendar, type CalendarEvent } from "../feeds/icalendar";
import { eipPagePath } from "../eips/eipPagePath";
import { formatIsoDate } from "../time/isoDate";
import { apiPath } from "./endpointPaths";
import { callId, decisionIds, decisionMomentPath, feedEntryId, slug } from "./ids";

// The calendar subscriptions (RFC 5545) and Atom feeds (RFC 4287) of /api/v1, built from the same
// data as the pages. Identifiers are derived from what an item is (a call's series and number, a
// decision's call and moment), never from build order or time, so a second build repeats them and a
// calendar app updates its events instead of adding copies.

export type SubscriptionFile = { path: string; body: string };

const FEED_ENTRIES = 100;
const UID_DOMAIN = "forkline";

export function subscriptionFiles(site: GeneratedSite, siteUrl: string, generatedAt: Date): SubscriptionFile[] {
  const absolute = (path: string) => `${siteUrl}${path}`;
  const host = new URL(siteUrl).hostname;
  const calls = [...site.calls].sort(compareCallsNewestFirst);
  const seriesIds = [...new Set(calls.map((call) => call.type))];
  const files: SubscriptionFile[] = [];

  const callEvents = (list: typeof calls) => list.map((call) => callEvent(site, call, absolute));
  files.push({
    path: apiPath("callsCalendar"),
    body: icalendar({
      name: `${site.site.productName}: all calls`,
      productId: PRODUCT_ID,
      generatedAt,
      events: callEvents(calls),
    }),
  });
  for (const series of seriesIds) {
    const name = seriesLabel(site.series, series).name;
    files.push({
      path: apiPath("seriesCalendar", { series }),
      body: icalendar({
        name: `${site.site.productName}: ${name}`,
        productId: PRODUCT_ID,
        generatedAt,
        events: callEvents(calls.filter((c) => c.type === series)),
      }),
    });
  }
  files.push({
    path: apiPath("upgradesCalendar"),
    body: icalendar({
      name: `${site.site.productName}: network upgrade milestones`,
      productId: PRODUCT_ID,
      generatedAt,
      events: milestoneEvents(site, absolute),
    }),
  });

  const feed = (path: string, title: string, pagePath: string, entries: AtomEntry[]) =>
    atomFeed({
      id: `tag:${host},2025:${path}`,
      title,
      selfUrl: absolute(path),
      siteUrl: absolute(pagePath),
      // The newest entry's time, so an unchanged feed does not look new at every build.
      updated:
        entries.reduce<Date | null>((newest, e) => (newest && newest >= e.updated ? newest : e.updated), null) ??
        generatedAt,
      authorName: site.site.productName,
      generator: site.site.productName,
      entries: entries.slice(0, FEED_ENTRIES),
    });
  const callEntries = (list: typeof calls) => list.map((call) => callEntry(site, call, host, absolute));
  files.push({
    path: apiPath("callsFeed"),
    body: feed(apiPath("callsFeed"), `${site.site.productName}: new calls`, "/calls", callEntries(calls)),
  });
  for (const series of seriesIds) {
    const name = seriesLabel(site.series, series).name;
    const path = apiPath("seriesFeed", { series });
    files.push({
      path,
      body: feed(
        path,
        `${site.site.productName}: ${name}`,
        "/calls",
        callEntries(calls.filter((c) => c.type === series)),
      ),
    });
  }
  const decisions = site.eipArchive.decisions;
  const ids = decisionIds(decisions);
  const idOf = new Map(decisions.map((decision, i) => [decision, ids[i] ?? ""]));
  files.push({
    path: apiPath("decisionsFeed"),
    body: feed(
      apiPath("decisionsFeed"),
      `${site.site.productName}: key decisions`,
      "/decisions",
      decisions.map((d, i) => decisionEntry(site, d, ids[i] ?? "", host, absolute)),
    ),
  });
  for (const upgrade of site.upgrades) {
    const path = apiPath("upgradeFeed", { upgrade: upgrade.id });
    const changes = decisions.filter((d) => d.stageChange && d.fork?.toLowerCase() === upgrade.forkName.toLowerCase());
    files.push({
      path,
      body: feed(
        path,
        `${site.site.productName}: ${upgrade.name} stage changes`,
        upgrade.path,
        changes.map((d) => decisionEntry(site, d, idOf.get(d) ?? "", host, absolute)),
      ),
    });
  }
  return files;
}

const PRODUCT_ID = "-//Forkline//Calls and upgrades//EN";

function callEvent(
  site: GeneratedSite,
  call: GeneratedSite["calls"][number],
  absolute: (path: string) => string,
): CalendarEvent {
  const series = seriesLabel(site.series, call.type);
  const agenda = call.issue ? `\nAgenda: ${site.site.agendaIssueUrl.replace("{issue}", String(call.issue))}` : "";
  return {
    uid: `call-${call.type}-${call.number}@${UID_DOMAIN}`,
    summary: callTitle(series, call.number),
    // The archive knows the day of a call, not its hour.
    start: { kind: "date", date: call.date },
    description: `Video, transcript, chat and summary: ${absolute(callPath(call))}${agenda}`,
    url: absolute(callPath(call)),
    categories: [series.short],
    status: "CONFIRMED",
  };
}

function milestoneEvents(site: GeneratedSite, absolute: (path: string) => string): CalendarEvent[] {
  const used = new Map<string, number>();
  return site.events.map((event) => {
    const base = `event-${event.date}-${slug(event.title)}`;
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    return {
      uid: `${seen === 1 ? base : `${base}-${seen}`}@${UID_DOMAIN}`,
      summary: event.title,
      start: { kind: "date", date: event.date },
      categories: [event.category],
      url: absolute("/calls"),
    };
  });
}

function callEntry(
  site: GeneratedSite,
  call: GeneratedSite["calls"][number],
  host: string,
  absolute: (path: string) => string,
): AtomEntry {
  const series = seriesLabel(site.series, call.type);
  const day = new Date(`${call.date}T00:00:00Z`);
  const parts = call.artifacts.length > 0 ? ` Archived: ${call.artifacts.join(", ")}.` : "";
  return {
    id: feedEntryId(host, "call", callId(call)),
    title: callTitle(series, call.number),
    url: absolute(callPath(call)),
    updated: day,
    published: day,
    summary: `${series.name} call of ${formatIsoDate(call.date)}.${parts}`,
    categories: [series.short],
  };
}

function decisionEntry(
  site: GeneratedSite,
  decision: ArchivedDecision,
  id: string,
  host: string,
  absolute: (path: string) => string,
): AtomEntry {
  const series = seriesLabel(site.series, decision.callType);
  const eips =
    decision.eips.length > 0
      ? ` EIPs: ${decision.eips.map((eip) => `${eip} (${absolute(eipPagePath(eip))})`).join(", ")}.`
      : "";
  return {
    id: feedEntryId(host, "decision", id),
    title: `${decision.label}: ${decision.text}`.slice(0, 300),
    url: absolute(decisionMomentPath(decision)),
    updated: new Date(`${decision.callDate}T00:00:00Z`),
    summary: `${sessionTitle(series, decision.callNumber, decision.callSession)}, ${formatIsoDate(decision.callDate)}, at ${decision.moment ?? decision.timestamp}.${eips}`,
    categories: [decision.kind, series.short],
  };
}
