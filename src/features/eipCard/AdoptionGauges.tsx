import { clientProgressList } from "~/domain/eips/clientProgress";
import type { AdoptionResponse } from "~/schemas/adoption";
import { ProgressGauge } from "~/ui/ProgressGauge";
import { Tooltip } from "~/ui/Tooltip";

/** One gauge per client team: loaded with the adoption data, so the page's first load does not carry it. */
export function AdoptionGauges({ clients }: { clients: AdoptionResponse["clients"] }) {
  return (
    <ul className="flex flex-wrap justify-around gap-4">
      {clientProgressList(clients).map((client) => (
        <li key={client.name} data-client={client.name} className="flex flex-col items-center gap-1">
          <Tooltip text={client.tooltip}>
            {(tooltipId) => (
              <ProgressGauge
                percentage={client.percentage}
                valueLabel={client.label}
                tone={client.tone}
                label={`${client.name}: ${client.label}`}
                describedBy={tooltipId}
              />
            )}
          </Tooltip>
          <span className="text-xs font-semibold text-body">{client.name}</span>
        </li>
      ))}
    </ul>
  );
}

export function formatUpdated(value: string | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" })
    : null;
}
