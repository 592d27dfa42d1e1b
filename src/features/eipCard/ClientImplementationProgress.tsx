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
      className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <h4
        id={`progress-${eipId}`}
        className="text-sm font-bold tracking-wide text-slate-800 uppercase dark:text-slate-200"
      >
        Client Implementation Progress
      </h4>
      <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60">
        {state.status === "loading" && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Loading implementation progress…
          </p>
        )}
        {state.status === "failed" && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
          >
            <WarningIcon className="h-4 w-4 shrink-0" />
            Unable to load implementation progress data.
          </p>
        )}
        {state.status === "loaded" && <state.data.view.AdoptionGauges clients={state.data.adoption.clients} />}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3 text-xs dark:border-slate-700">
          <span className="text-slate-600 dark:text-slate-400">{updated ? `Last updated: ${updated}` : ""}</span>
          <ExternalLink
            href={siteUrl}
            className="inline-flex items-center gap-1 font-semibold text-slate-700 underline underline-offset-2 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"
          >
            View on {new URL(siteUrl).host}
            <ExternalIcon className="h-3 w-3" />
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
