import { Link } from "react-router";
import type { PageUpgrade } from "~/domain/upgrades/upgradePageData";
import { UPGRADE_STATUS_TONE } from "~/domain/upgrades/upgradeStatus";
import { Badge } from "~/ui/Badge";
import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon } from "~/ui/icons";
import { AsOfNote } from "~/ui/AsOfNote";
import { ProjectedActivation } from "~/ui/ProjectedActivation";
import { LINK_CLASS } from "../../ui/linkStyle";

export function UpgradeHeader({ upgrade, today }: { upgrade: PageUpgrade; today: string }) {
  const { metaEip } = upgrade;
  return (
    <header className="border-b border-line pb-6">
      <Link to="/" className="text-sm font-medium text-muted hover:text-heading">
        ← All network upgrades
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{upgrade.name}</h1>
        <span data-testid="upgrade-status" data-tone={UPGRADE_STATUS_TONE[upgrade.status]}>
          <Badge tone={UPGRADE_STATUS_TONE[upgrade.status]}>{upgrade.status}</Badge>
        </span>
      </div>
      <p className="mt-2 text-sm text-muted">
        {upgrade.layers.execution} (execution) + {upgrade.layers.consensus} (consensus) · {upgrade.activationDate}
      </p>
      <ProjectedActivation date={upgrade.projectedActivation} today={today} className="mt-1" />
      <AsOfNote asOf={upgrade.asOf} className="mt-1" />
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-body">{upgrade.description}</p>
      <p className="mt-4 text-sm">
        <ExternalLink href={metaEip.url} className={`inline-flex items-center gap-1.5 ${LINK_CLASS}`}>
          {metaEip.isDiscussion ? "View Meta EIP Discussion" : `Read Meta EIP-${metaEip.number}`}
          <ExternalIcon className="h-3.5 w-3.5" />
        </ExternalLink>
      </p>
    </header>
  );
}
