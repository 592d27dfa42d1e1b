import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon, WarningIcon } from "~/ui/icons";
import { useAdoption } from "./useAdoption";

interface ClientImplementationProgressProps {
  eipId: number;
  serviceUrl: string;
  siteUrl: string;
}

export function ClientImplementationProgress({ eipId, serviceUrl, siteUrl }: ClientImplementationProgressProps) {
  const state = useAdoption(eipId, serviceUrl);
  const updated = state.status === "loaded" ? state.data.view.formatUpdated(state.data.adoption.lastUpdated) : null;
  return (
    <section
      aria-labelledby={`progress-${eipId}`}
      data-testid="client-progress"
      data-state={state.status}
      className="mt-6 border-t border-line pt-5"
    >
      <h4 id={`progress-${eipId}`} className="text-sm font-bold tracking-wide text-ink-soft uppercase">
        Client Implementation Progress
      </h4>
      <div className="mt-3 rounded-lg border border-line-raised bg-wash p-4">
        {state.status === "loading" && (
          <p role="status" className="text-sm text-muted">
            Loading implementation progress…
          </p>
        )}
        {state.status === "failed" && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-md border border-warning-line bg-amber-50 px-3 py-2 text-sm font-medium text-warning-ink dark:bg-amber-950"
          >
            <WarningIcon className="h-4 w-4 shrink-0" />
            Unable to load implementation progress data.
          </p>
        )}
        {state.status === "loaded" && <state.data.view.AdoptionGauges clients={state.data.adoption.clients} />}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line-raised pt-3 text-xs">
          <span className="text-muted">{updated ? `Last updated: ${updated}` : ""}</span>
          <ExternalLink
            href={siteUrl}
            className="inline-flex items-center gap-1 font-semibold text-body underline underline-offset-2 hover:text-heading"
          >
            View on {new URL(siteUrl).host}
            <ExternalIcon className="h-3 w-3" />
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
