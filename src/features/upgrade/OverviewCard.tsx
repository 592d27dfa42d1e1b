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
    <div data-testid="overview-card" className="rounded-xl border border-line bg-panel p-5">
      <p className="text-lg font-semibold text-heading">{upgrade.tagline}</p>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-0.5 font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
