import { Link } from "react-router";
import type { Upgrade } from "~/schemas/content";
import { UPGRADE_STATUS_TONE } from "~/domain/upgrades/upgradeStatus";
import { datePassed, scheduledLabel } from "~/domain/time/asOf";
import { AsOfNote } from "~/ui/AsOfNote";
import { ProjectedActivation } from "~/ui/ProjectedActivation";
import { Badge } from "~/ui/Badge";

export function UpgradeCard({ upgrade, today }: { upgrade: Upgrade; today: string }) {
  const overdue = upgrade.timeline?.find((step) => step.status !== "completed" && datePassed(step.date, today));
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-xl font-bold">{upgrade.name}</h3>
        <Badge tone={UPGRADE_STATUS_TONE[upgrade.status]}>{upgrade.status}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {upgrade.layers.execution} + {upgrade.layers.consensus} · {upgrade.activationDate}
      </p>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{upgrade.tagline}</p>
      {overdue?.date && (
        <p data-testid="overdue-step" className="mt-3 text-sm font-semibold text-amber-900 dark:text-amber-200">
          {overdue.title}: {scheduledLabel(overdue.date, today)}
        </p>
      )}
      <ProjectedActivation date={upgrade.projectedActivation} today={today} className="mt-3" />
      <AsOfNote asOf={upgrade.asOf} className={upgrade.projectedActivation ? "mt-1" : "mt-3"} />
    </>
  );
  if (upgrade.disabled) {
    return (
      <div
        aria-disabled="true"
        className="rounded-xl border border-dashed border-slate-300 p-5 opacity-80 dark:border-slate-700"
      >
        {body}
        <p className="mt-4 text-sm font-semibold text-slate-600 dark:text-slate-400">Page Coming Soon</p>
      </div>
    );
  }
  return (
    <Link
      to={upgrade.path}
      className="block rounded-xl border border-slate-200 p-5 shadow-sm transition hover:border-indigo-400 hover:shadow-md dark:border-slate-800 dark:hover:border-indigo-500"
    >
      {body}
      <p className="mt-4 text-sm font-semibold text-indigo-700 dark:text-indigo-300">See what changes →</p>
    </Link>
  );
}
