import { useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import {
  ANY,
  filterDirectory,
  NO_FILTER,
  parseDirectoryFilter,
  type DirectoryEip,
  type DirectoryFilter,
} from "~/domain/eips/eipDirectory";
import { SHOWN_STAGES, stageDisplayName } from "~/domain/eips/stages";
import { PageShell } from "~/features/shell/PageShell";
import { eipPagePath } from "~/domain/eips/eipPagePath";
import { stageBadge } from "~/features/eipCard/stageTone";
import { AsOfNote } from "~/ui/AsOfNote";
import { Badge } from "~/ui/Badge";
import { useHydrated } from "~/ui/useHydrated";
import { useSearchParamSetter } from "~/ui/useSearchParamSetter";
import { FILTER_FIELD, FilterSelect } from "./FilterSelect";

export interface EipDirectoryData {
  eips: DirectoryEip[];
  upgrades: { id: string; name: string }[];
  /** When the stages shown were last checked. */
  stagesAsOf: string | undefined;
}

/** /eips: every EIP of the catalogue, found by number, title or common name, filtered by upgrade, stage and layer. */
export function EipDirectoryPage({ eips, upgrades, stagesAsOf }: EipDirectoryData) {
  const [params] = useSearchParams();
  const setParam = useSearchParamSetter();
  const hydrated = useHydrated();
  const choices = useMemo(
    () => ({ upgrades: upgrades.map((u) => u.id), stages: [...SHOWN_STAGES] as string[] }),
    [upgrades],
  );
  // The prerendered page lists everything; the URL's filter applies once the page is live.
  const filter = hydrated ? parseDirectoryFilter(params, choices) : NO_FILTER;
  const shown = useMemo(() => filterDirectory(eips, filter), [eips, filter]);
  const ids = { query: useId(), upgrade: useId(), stage: useId(), layer: useId() };

  const update = (key: keyof DirectoryFilter, value: string) =>
    setParam(key === "query" ? "q" : key, value === "" || value === ANY ? null : value);

  return (
    <PageShell>
      <h1 className="text-3xl font-bold tracking-tight text-heading">EIPs</h1>
      <p className="mt-2 max-w-3xl text-body">
        Every proposal this site explains: its stage in each network upgrade, the key decisions about it, and the calls
        where it was discussed. All decisions across the calls are in the{" "}
        <Link to="/decisions" className="text-accent underline underline-offset-2">
          decisions log
        </Link>
        .
      </p>
      {stagesAsOf && <AsOfNote asOf={stagesAsOf} className="mt-2" />}
      <div role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor={ids.query} className="text-sm font-medium text-ink-soft">
            Find an EIP
          </label>
          <input
            id={ids.query}
            type="search"
            value={filter.query}
            onChange={(e) => update("query", e.target.value)}
            placeholder="7732, ePBS, access lists…"
            className={FILTER_FIELD}
          />
        </div>
        <FilterSelect
          id={ids.upgrade}
          label="Upgrade"
          value={filter.upgrade}
          onChange={(v) => update("upgrade", v)}
          options={upgrades.map((u) => [u.id, u.name])}
        />
        <FilterSelect
          id={ids.stage}
          label="Stage"
          value={filter.stage}
          onChange={(v) => update("stage", v)}
          options={SHOWN_STAGES.map((s) => [s, stageDisplayName(s)])}
        />
        <FilterSelect
          id={ids.layer}
          label="Layer"
          value={filter.layer}
          onChange={(v) => update("layer", v)}
          options={[
            ["EL", "Execution layer"],
            ["CL", "Consensus layer"],
          ]}
        />
      </div>
      <p role="status" className="mt-4 text-sm text-muted">
        {shown.length === eips.length ? `${eips.length} EIPs` : `${shown.length} of ${eips.length} EIPs`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-line-firm p-8 text-center text-muted">
          No EIP matches these filters.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-surface">
          {shown.map((eip) => (
            <DirectoryRow key={eip.id} eip={eip} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}

function DirectoryRow({ eip }: { eip: DirectoryEip }) {
  return (
    <li
      data-testid="directory-eip"
      className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <Link to={eipPagePath(eip.id)} className="font-semibold text-heading hover:underline">
          <span className="font-mono text-body">
            {eip.kind}-{eip.id}
          </span>{" "}
          {eip.title}
        </Link>
        {eip.aliases.length > 0 && <span className="ml-2 text-sm text-muted">({eip.aliases.join(", ")})</span>}
        <p className="mt-0.5 text-xs text-muted">
          {[
            eip.layer,
            eip.callCount > 0 && `${eip.callCount} call${eip.callCount === 1 ? "" : "s"}`,
            eip.decisionCount > 0 && `${eip.decisionCount} decision${eip.decisionCount === 1 ? "" : "s"}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <ul className="flex shrink-0 flex-wrap gap-2 text-xs">
        {eip.stages.map((stage) => {
          const badge = stageBadge(stage.stage);
          return (
            <li key={stage.upgradeId}>
              {stage.upgradeName} <Badge tone={badge.tone}>{badge.label}</Badge>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
