import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { seriesLabel, type SeriesLabel } from "~/domain/calls/series";
import {
  ANY_DECISION,
  decisionChoices,
  filterDecisions,
  parseDecisionFilter,
  type DecisionFilter,
} from "~/domain/eips/decisionLog";
import type { ArchivedDecision } from "~/schemas/site";
import { DECISION_KIND_LABELS } from "~/schemas/decisionConstants";
import { PageShell } from "~/features/shell/PageShell";
import { useHydrated } from "~/ui/useHydrated";
import { useSearchParamSetter } from "~/ui/useSearchParamSetter";
import { FilterSelect } from "./FilterSelect";
import { DecisionList } from "./DecisionList";
import { FollowUpsSection, type CallFollowUps } from "./FollowUpsSection";

export interface DecisionsData {
  decisions: ArchivedDecision[];
  series: SeriesLabel[];
  followUps: CallFollowUps[];
}

const PARAM: Record<keyof DecisionFilter, string> = { upgrade: "upgrade", kind: "type", series: "series", eip: "eip" };

/** /decisions: every key decision of the call archive, newest call first, filtered by upgrade, type, series and EIP. */
export function DecisionsPage({ decisions, series, followUps }: DecisionsData) {
  const [params] = useSearchParams();
  const setParam = useSearchParamSetter();
  const hydrated = useHydrated();
  const choices = useMemo(() => decisionChoices(decisions), [decisions]);
  const filter = hydrated ? parseDecisionFilter(params, choices) : ANY_DECISION;
  const shown = useMemo(() => filterDecisions(decisions, filter), [decisions, filter]);
  const ids = { upgrade: useId(), kind: useId(), series: useId(), eip: useId() };
  const update = (key: keyof DecisionFilter, value: string) => setParam(PARAM[key], value === "all" ? null : value);

  return (
    <PageShell>
      <h1 className="text-3xl font-bold tracking-tight text-heading">Decisions</h1>
      <p className="mt-2 max-w-3xl text-body">
        The key decisions recorded in the calls, newest call first. Each opens the call at the moment it was made. Where
        a call has no curated decision list, its decisions are read by rule from the TL;DR the call published, and are
        marked "from the TL;DR".
      </p>
      <FollowUpsSection calls={followUps} />
      <h2 className="mt-8 text-xl font-bold text-heading">Decision log</h2>
      <div role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <FilterSelect
          id={ids.upgrade}
          label="Upgrade"
          value={filter.upgrade}
          onChange={(v) => update("upgrade", v)}
          options={choices.upgrades.map((u) => [u, u])}
        />
        <FilterSelect
          id={ids.kind}
          label="Type"
          value={filter.kind}
          onChange={(v) => update("kind", v)}
          options={choices.kinds.map((k) => [k, DECISION_KIND_LABELS[k]])}
        />
        <FilterSelect
          id={ids.series}
          label="Series"
          value={filter.series}
          onChange={(v) => update("series", v)}
          options={choices.series.map((s) => [s, seriesLabel(series, s).name])}
        />
        <FilterSelect
          id={ids.eip}
          label="EIP"
          value={filter.eip}
          onChange={(v) => update("eip", v)}
          options={choices.eips.map((id) => [String(id), `EIP-${id}`])}
        />
      </div>
      <p role="status" className="mt-4 text-sm text-muted">
        {shown.length === decisions.length
          ? `${decisions.length} decisions`
          : `${shown.length} of ${decisions.length} decisions`}
      </p>
      <div className="mt-3">
        {shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-firm p-8 text-center text-muted">
            {decisions.length === 0
              ? "No call in the archive has key decisions yet."
              : "No decision matches these filters."}
          </p>
        ) : (
          <DecisionList decisions={shown} series={series} />
        )}
      </div>
    </PageShell>
  );
}
