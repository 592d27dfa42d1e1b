import { useMemo, useState } from "react";
import type { CalendarEvent } from "~/schemas/content";
import { buildCalendarTimeline } from "~/domain/calendar/calendarTimeline";
import { callKey } from "~/domain/calls/callRef";
import {
  seriesLabel,
  seriesOfChoice,
  type ListedCall,
  type SeriesChoice,
  type SeriesLabel,
} from "~/domain/calls/series";
import type { SearchIndexSource } from "~/platform/searchIndex/client";
import { PageShell } from "~/features/shell/PageShell";
import { CalendarFilters } from "./CalendarFilters";
import { CalendarTimelineList } from "./CalendarTimelineList";
import { CalendarSearchButton } from "./CalendarSearchButton";
import { SubscribeLinks } from "~/features/shell/Subscriptions";
import type { SubscriptionLink } from "~/domain/api/subscriptionLinks";
import { useToday } from "~/ui/useToday";
import { ExternalLink } from "~/ui/ExternalLink";
import { useUpcomingCalls } from "./useUpcomingCalls";

interface CalendarPageProps {
  calls: ListedCall[];
  series: { chips: SeriesLabel[]; others: SeriesLabel[] };
  events: CalendarEvent[];
  buildDate: string;
  upcomingCallsApi: string;
  /** Where the agenda issues are listed, for when they cannot be fetched. */
  agendaIssuesUrl: string;
  search: SearchIndexSource;
  subscriptions: readonly SubscriptionLink[];
}

export function CalendarPage({
  calls,
  series,
  events,
  buildDate,
  upcomingCallsApi,
  agendaIssuesUrl,
  search,
  subscriptions,
}: CalendarPageProps) {
  const [choice, setChoice] = useState<SeriesChoice>("all");
  const [showEvents, setShowEvents] = useState(true);
  const today = useToday(buildDate);
  const archivedKeys = useMemo(() => calls.map(callKey), [calls]);
  const { calls: upcomingCalls, failed: upcomingFailed } = useUpcomingCalls(upcomingCallsApi, today, archivedKeys);
  const timeline = useMemo(() => {
    const upcoming = upcomingCalls.map((call) => ({ ...call, series: seriesLabel(series.chips, call.type) }));
    return buildCalendarTimeline({
      calls,
      upcoming,
      events,
      filter: seriesOfChoice(choice, series.others),
      showEvents,
      today,
    });
  }, [calls, series, upcomingCalls, events, choice, showEvents, today]);
  const { counts } = timeline;

  return (
    <PageShell>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Protocol Calendar</h1>
          <p className="mt-2 max-w-2xl text-body">
            The All Core Devs calls where upgrade decisions are made: Consensus (ACDC), Execution (ACDE) and Testing
            (ACDT), the breakout rooms that prepare them, and network milestones alongside.
          </p>
          <SubscribeLinks links={subscriptions} className="mt-3" />
        </div>
        <CalendarSearchButton source={search} series={series} />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <CalendarFilters
          series={series}
          choice={choice}
          onChoiceChange={setChoice}
          showEvents={showEvents}
          onToggleEvents={() => setShowEvents((s) => !s)}
        />
        <p className="text-sm text-muted" aria-live="polite">
          {counts.calls} {counts.calls === 1 ? "call" : "calls"} · {counts.upcoming} upcoming · {counts.events}{" "}
          {counts.events === 1 ? "event" : "events"}
        </p>
      </div>
      <div className="mt-8">
        {upcomingFailed && (
          <p
            role="status"
            className="mb-6 rounded-lg border border-warning-line bg-warning-wash px-4 py-3 text-sm text-amber-950 dark:text-amber-100"
          >
            Upcoming calls could not be loaded just now. Their agendas are on{" "}
            <ExternalLink href={agendaIssuesUrl} className="font-semibold underline underline-offset-2">
              GitHub
            </ExternalLink>
            .
          </p>
        )}
        <CalendarTimelineList timeline={timeline} />
      </div>
    </PageShell>
  );
}
