import { Link } from "react-router";
import { callTitle, seriesLabel, type SeriesLabel } from "~/domain/calendar/series";
import type { StageTimelineStep, UpgradeStageTimeline } from "~/domain/eips/stageTimeline";
import { formatIsoDate } from "~/domain/time/isoDate";

/** An EIP's stage history in each upgrade, oldest step first, each with the call that decided it. */
export function StageTimelines({ timelines, series }: { timelines: readonly UpgradeStageTimeline[]; series: readonly SeriesLabel[] }) {
  return (
    <div className="mt-5 space-y-4" data-testid="stage-history">
      {timelines.map((timeline) => (
        <section key={timeline.upgradeId} aria-label={`Stage history in ${timeline.upgradeName}`}>
          <h3 className="text-sm font-bold tracking-wide text-slate-800 uppercase dark:text-slate-200">Stage history in {timeline.upgradeName}</h3>
          <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-4 text-sm dark:border-slate-700">
            {timeline.steps.map((step, index) => (
              <li key={index} data-testid="stage-step">
                <StepLine step={step} series={series} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function StepLine({ step, series }: { step: StageTimelineStep; series: readonly SeriesLabel[] }) {
  const call = step.call;
  const callName = call ? callTitle(seriesLabel(series, call.series), call.number) : null;
  return (
    <>
      <span className="font-medium text-slate-900 dark:text-white">{step.label}</span>
      <span className="text-slate-600 dark:text-slate-400">{" — "}{step.date ? formatIsoDate(step.date) : "date not recorded"}</span>
      {call && callName && (
        <>
          {", "}
          {call.href ? (
            <Link to={call.href} className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">{callName}</Link>
          ) : (
            <span className="text-slate-700 dark:text-slate-300">{callName} (not in the archive yet)</span>
          )}
        </>
      )}
      {step.decision && <p className="text-slate-600 dark:text-slate-400">{step.decision}</p>}
    </>
  );
}
