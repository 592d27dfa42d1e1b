import type { PageUpgrade } from "~/domain/upgrades/upgradePageData";

export function OverviewCard({ upgrade, eipCount }: { upgrade: PageUpgrade; eipCount: number }) {
  const facts: [string, string][] = [
    ["Execution layer", upgrade.layers.execution],
    ["Consensus layer", upgrade.layers.consensus],
    ["Target", upgrade.activationDate],
    ["Status", upgrade.status],
    ["EIPs tracked", String(eipCount)],
  ];
  return (
    <div
      data-testid="overview-card"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{upgrade.tagline}</p>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {label}
            </dt>
            <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
