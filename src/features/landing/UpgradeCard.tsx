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
      <p className="mt-1 text-sm text-muted">
        {upgrade.layers.execution} + {upgrade.layers.consensus} · {upgrade.activationDate}
      </p>
      <p className="mt-3 text-body">{upgrade.tagline}</p>
      {overdue?.date && (
        <p data-testid="overdue-step" className="mt-3 text-sm font-semibold text-warning-ink">
          {overdue.title}: {scheduledLabel(overdue.date, today)}
        </p>
      )}
      <ProjectedActivation date={upgrade.projectedActivation} today={today} className="mt-3" />
      <AsOfNote asOf={upgrade.asOf} className={upgrade.projectedActivation ? "mt-1" : "mt-3"} />
    </>
  );
  if (upgrade.disabled) {
    return (
      <div aria-disabled="true" className="rounded-xl border border-dashed border-line-firm p-5 opacity-80">
        {body}
        <p className="mt-4 text-sm font-semibold text-muted">Page Coming Soon</p>
      </div>
    );
  }
  return (
    <Link
      to={upgrade.path}
      className="block rounded-xl border border-line p-5 shadow-sm transition hover:border-accent-edge hover:shadow-md"
    >
      {body}
      <p className="mt-4 text-sm font-semibold text-accent">See what changes →</p>
    </Link>
  );
}
