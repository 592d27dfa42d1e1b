import { Link } from "react-router";
import { callTitle, seriesLabel, type SeriesLabel } from "~/domain/calendar/series";
import type { StageDispute, StageTimelineStep, UpgradeStageTimeline } from "~/domain/eips/stageTimeline";
import { formatIsoDate } from "~/domain/time/isoDate";

/** An EIP's stage history in each upgrade, oldest step first, each with where it comes from. */
export function StageTimelines({ timelines, series }: { timelines: readonly UpgradeStageTimeline[]; series: readonly SeriesLabel[] }) {
  return (
    <div className="mt-5 space-y-4" data-testid="stage-history">
      {timelines.map((timeline) => (
        <section key={timeline.upgradeId} aria-label={`Stage history in ${timeline.upgradeName}`}>
          <h3 className="text-sm font-bold tracking-wide text-slate-800 uppercase dark:text-slate-200">Stage history in {timeline.upgradeName}</h3>
          {timeline.dispute && <DisputeNote dispute={timeline.dispute} series={series} />}
          <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-4 text-sm dark:border-slate-700">
            {timeline.steps.map((step, index) => (
              <li key={index} data-testid="stage-step">
                <StepLine step={step} series={series} metaEip={timeline.metaEip} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

const SOURCE_LABEL: Record<StageTimelineStep["source"], string> = { call: "Call decision", "meta-eip": "Meta EIP", curated: "Curated" };

function StepLine({ step, series, metaEip }: { step: StageTimelineStep; series: readonly SeriesLabel[]; metaEip: number | undefined }) {
  return (
    <>
      <span className="font-medium text-slate-900 dark:text-white">{step.removed ? "Removed from the lists" : step.label}</span>
      <span className="text-slate-600 dark:text-slate-400">{" — "}{step.date ? formatIsoDate(step.date) : "date not recorded"}</span>
      {", "}
      <StepSource step={step} series={series} metaEip={metaEip} />
      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300" data-testid="step-source">{SOURCE_LABEL[step.decision ? "call" : step.source]}</span>
      {step.decision && <p className="text-slate-600 dark:text-slate-400">{step.decision}</p>}
    </>
  );
}

/** Where one step comes from: the call moment, the meta-EIP commit upstream, or our content (and the call it names). */
function StepSource({ step, series, metaEip }: { step: StageTimelineStep; series: readonly SeriesLabel[]; metaEip: number | undefined }) {
  if (step.commitUrl) {
    return (
      <a href={step.commitUrl} className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
        {`${metaEip ? `EIP-${metaEip} ` : ""}commit ${step.commit?.slice(0, 7) ?? ""}`}
      </a>
    );
  }
  const call = step.call;
  const callName = call ? callTitle(seriesLabel(series, call.series), call.number) : null;
  const curated = step.source === "curated" && !step.decision ? "in Forkline's content, from the imported facts" : null;
  if (!call || !callName) return <span className="text-slate-700 dark:text-slate-300">{curated ?? "source not recorded"}</span>;
  return (
    <>
      {curated && <span className="text-slate-700 dark:text-slate-300">{`${curated}, decided on `}</span>}
      {call.href ? (
        <Link to={call.href} className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">{callName}</Link>
      ) : (
        <span className="text-slate-700 dark:text-slate-300">{callName} (not in the archive yet)</span>
      )}
    </>
  );
}

/** The sources disagree: the latest call decision and the meta EIP, side by side. */
function DisputeNote({ dispute, series }: { dispute: StageDispute; series: readonly SeriesLabel[] }) {
  const call = dispute.call.call;
  const callName = call ? callTitle(seriesLabel(series, call.series), call.number) : "A call";
  return (
    <p className="mt-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100" data-testid="stage-dispute">
      <strong>The sources disagree.</strong>{" "}
      {call?.href ? <Link to={call.href} className="underline underline-offset-2">{callName}</Link> : callName}
      {` decided ${dispute.call.label}${dispute.call.date ? ` on ${formatIsoDate(dispute.call.date)}` : ""}; `}
      {dispute.meta.commitUrl ? <a href={dispute.meta.commitUrl} className="underline underline-offset-2">{`EIP-${dispute.metaEip}`}</a> : `EIP-${dispute.metaEip}`}
      {` still ${dispute.meta.removed ? "does not list it" : `lists it as ${dispute.meta.label}`} (since ${formatIsoDate(dispute.meta.date ?? "")}).`}
    </p>
  );
}
