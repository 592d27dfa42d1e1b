import { Link } from "react-router";
import type { StageTimelineStep, UpgradeStageTimeline } from "~/domain/eips/stageTimeline";

/** An EIP's stage history in each upgrade, oldest step first, each with where it comes from. */
export function StageTimelines({ timelines }: { timelines: readonly UpgradeStageTimeline[] }) {
  return (
    <div className="mt-5 space-y-4" data-testid="stage-history">
      {timelines.map((timeline) => (
        <section key={timeline.upgradeId} aria-label={`Stage history in ${timeline.upgradeName}`}>
          <h3 className="text-sm font-bold tracking-wide text-ink-soft uppercase">
            Stage history in {timeline.upgradeName}
          </h3>
          {timeline.disputeText && (
            <p className="font-semibold text-amber-800 dark:text-amber-300" data-testid="stage-dispute">
              The sources disagree: {timeline.disputeText}
            </p>
          )}
          <ol className="mt-2 space-y-1 border-l-2 border-line-raised pl-4 text-sm">
            {timeline.steps.map((step, index) => (
              <li key={index} data-testid="stage-step">
                <StepLine step={step} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function StepLine({ step }: { step: StageTimelineStep }) {
  return (
    <>
      <span className="font-medium text-heading">{step.label}</span>
      <span className="text-muted">
        {" — "}
        {step.when}
      </span>
      {", "}
      <StepSource step={step} />
      {step.decision && <p className="text-muted">{step.decision}</p>}
    </>
  );
}

const LINK = "text-accent underline underline-offset-2";

/** Where one step comes from: the meta-EIP commit upstream, the call moment, or our content (and the call it names). */
function StepSource({ step }: { step: StageTimelineStep }) {
  if (step.commitUrl)
    return (
      <a href={step.commitUrl} className={LINK}>
        {step.commitText}
      </a>
    );
  const call = step.call;
  if (!call) return step.curatedNote;
  return (
    <>
      {step.curatedNote}
      {call.href ? (
        <Link to={call.href} className={LINK}>
          {call.name}
        </Link>
      ) : (
        call.name
      )}
    </>
  );
}
