import type { TimelineStep } from "~/schemas/content";
import { datePassed, scheduledLabel } from "~/domain/time/asOf";
import { ArrowRightIcon, CalendarIcon, CheckIcon } from "~/ui/icons";

type StepStatus = TimelineStep["status"];

const STEP_STYLE: Record<StepStatus, { label: string; icon: typeof CheckIcon; dot: string; text: string }> = {
  completed: {
    label: "Completed",
    icon: CheckIcon,
    dot: "bg-emerald-600 text-on-accent dark:bg-emerald-400",
    text: "text-emerald-800 dark:text-emerald-300",
  },
  current: {
    label: "Current",
    icon: ArrowRightIcon,
    dot: "bg-blue-600 text-on-accent ring-4 ring-blue-200 dark:bg-blue-400 dark:ring-blue-900",
    text: "text-blue-800 dark:text-blue-300",
  },
  upcoming: {
    label: "Upcoming",
    icon: CalendarIcon,
    dot: "border border-line-strong bg-surface text-slate-600 dark:text-slate-300",
    text: "text-muted",
  },
};

/** The steps of an upgrade's timeline, each with its completed / current / upcoming icon. */
export function TimelineSteps({ steps, today }: { steps: readonly TimelineStep[]; today: string }) {
  return (
    <ol className="grid gap-0 md:grid-cols-5 md:gap-4">
      {steps.map((step, index) => {
        const style = STEP_STYLE[step.status];
        return (
          <li
            key={step.id}
            data-status={step.status}
            aria-current={step.status === "current" ? "step" : undefined}
            className="relative flex gap-4 pb-6 md:flex-col md:gap-3 md:pb-0"
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-9 bottom-0 left-[1.05rem] w-0.5 bg-line md:top-[1.05rem] md:right-[-1rem] md:bottom-auto md:left-9 md:h-0.5 md:w-auto"
              />
            )}
            <span
              className={`relative z-10 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${style.dot}`}
            >
              <style.icon className="h-4 w-4" />
            </span>
            <div className="min-w-0">
              <p className={`text-xs font-bold tracking-wide uppercase ${style.text}`}>{style.label}</p>
              <h3 className="mt-0.5 font-semibold leading-snug text-heading">{step.title}</h3>
              <p className="text-sm font-medium text-body">{step.dateRange}</p>
              {step.status !== "completed" && datePassed(step.date, today) && (
                <p data-testid="step-date-passed" className="text-sm font-semibold text-warning-ink">
                  {scheduledLabel(step.date!, today)}
                </p>
              )}
              <p className="mt-1 text-sm text-muted">{step.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
