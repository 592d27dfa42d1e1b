// The upgrade page as of a past day, and its scope over time: loaded after hydration (UpgradePage), so neither the
// code nor the rules weigh on the page's first load; the steps come with the loader data (domain/upgrades/scopeHistory).
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { STAGE_FACTS, type ShownStage } from "~/domain/eips/stages";
import { eipsOnDay, pastDay, scopeCounts, type ScopePoint } from "~/domain/upgrades/scopeHistory";
import type { UpgradePageData } from "~/domain/upgrades/upgradePageData";
import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { formatIsoDate } from "~/domain/time/isoDate";
import { LINK_CLASS } from "~/ui/linkStyle";

type PageData = Pick<UpgradePageData, "upgrade" | "eips" | "scope">;

let shown: { data: PageData; day: string; eips: UpgradeEip[] } | undefined;

/**
 * The page's EIPs as they stood on the day `asOf` names, or undefined when it names no past day. The same data and
 * day give the same array, so the cards (memoised) are not made again on every render of the page.
 */
export function pastView(data: PageData, asOf: string | null, today: string) {
  const day = pastDay(asOf, today);
  if (!day) return undefined;
  if (shown?.data !== data || shown.day !== day) shown = { data, day, eips: eipsOnDay(data.eips, data.scope, day) };
  return { asOf: day, eips: shown.eips };
}

/** At the top of a past view: which day, that it is not today, and the way back. */
export function PastViewNote({ data, asOf }: { data: PageData; asOf: string }) {
  const { name: upgradeName, id } = data.upgrade;
  return (
    <p
      role="status"
      className="mt-4 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100"
      data-testid="past-view"
    >
      <strong>
        {upgradeName} on {formatIsoDate(asOf)}.
      </strong>{" "}
      This is a past view: each EIP is shown at its stage on that day, from the calls' decisions, the meta EIP's commits
      and Forkline's content (a stage they do not date is shown as it is today).{" "}
      <Link to={`/upgrade/${id}`} className={LINK_CLASS}>
        See {upgradeName} today
      </Link>
    </p>
  );
}

const CHART_STAGES: readonly ShownStage[] = [
  "Proposed",
  "Considered",
  "Scheduled",
  "Included",
  "Declined",
  "Withdrawn",
];
// Lines and their labels in the stage counters' colours, 4.5:1 against the page in either scheme.
const STROKE: Partial<Record<ShownStage, string>> = {
  Proposed: "stroke-special",
  Considered: "stroke-warning",
  Scheduled: "stroke-info",
  Included: "stroke-success",
  Declined: "stroke-danger",
  Withdrawn: "stroke-slate-600 dark:stroke-slate-300",
};
const FILL: Partial<Record<ShownStage, string>> = {
  Proposed: "fill-special",
  Considered: "fill-warning",
  Scheduled: "fill-info",
  Included: "fill-success",
  Declined: "fill-danger",
  Withdrawn: "fill-slate-600 dark:fill-slate-300",
};

const WIDTH = 640;
const HEIGHT = 220;
const PLOT = { left: 8, right: 470, top: 20, bottom: 196 };
const LABEL_GAP = 14;

interface ScopeOverTimeProps {
  data: PageData;
  today: string;
  asOf: string | undefined;
}

/** Under the upgrade's header: the counts per stage by date, each line labelled at its end, and the day picker. */
export function ScopeOverTime({ data, today, asOf }: ScopeOverTimeProps) {
  const points = scopeCounts(data.scope, today);
  const first = points[0]?.day;
  if (!first || points.length < 2 || data.eips.length === 0) return null;
  return (
    <ScopeChartSection
      upgradeName={data.upgrade.name}
      first={first}
      points={points}
      asOf={asOf}
      path={`/upgrade/${data.upgrade.id}`}
      today={today}
    />
  );
}

interface ScopeChartSectionProps {
  upgradeName: string;
  first: string;
  points: readonly ScopePoint[];
  asOf: string | undefined;
  path: string;
  today: string;
}

function ScopeChartSection({ upgradeName, first, points, asOf, path, today }: ScopeChartSectionProps) {
  return (
    <section aria-labelledby="scope-over-time-title" data-testid="scope-over-time" className="mt-6">
      <h2 id="scope-over-time-title" className="text-xl font-bold tracking-tight">
        Scope over time
      </h2>
      <p className="mt-2 text-sm text-body">
        How many EIPs {upgradeName} had at each stage, from {formatIsoDate(first)} to today.
      </p>
      <ScopeChart points={points} asOf={asOf} />
      <DayPicker path={path} first={first} today={today} asOf={asOf} />
    </section>
  );
}

function ScopeChart({ points, asOf }: { points: readonly ScopePoint[]; asOf: string | undefined }) {
  const stages = CHART_STAGES.filter((stage) => points.some((point) => point.counts[stage]));
  const max = Math.max(1, ...points.flatMap((point) => stages.map((stage) => point.counts[stage] ?? 0)));
  const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const start = time(points[0]!.day);
  const span = Math.max(1, time(points.at(-1)!.day) - start);
  const x = (day: string) => PLOT.left + ((time(day) - start) / span) * (PLOT.right - PLOT.left);
  const y = (count: number) => PLOT.bottom - (count / max) * (PLOT.bottom - PLOT.top);
  const last = points.at(-1)!;
  const labels = placeLabels(stages.map((stage) => ({ stage, y: y(last.counts[stage] ?? 0) })));
  const summary = stages
    .map(
      (stage) => `${STAGE_FACTS[stage].counterLabel} ${points[0]!.counts[stage] ?? 0} then ${last.counts[stage] ?? 0}`,
    )
    .join(", ");
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="mt-4 w-full max-w-3xl"
      role="img"
      aria-label={`EIPs per stage from ${formatIsoDate(points[0]!.day)} to ${formatIsoDate(last.day)}: ${summary}.`}
    >
      <line x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} className="stroke-slate-400" />
      {stages.map((stage) => (
        <polyline
          key={stage}
          fill="none"
          strokeWidth={2.5}
          className={STROKE[stage]}
          points={points
            .flatMap((point, i) => {
              const here = y(point.counts[stage] ?? 0);
              const before = i > 0 ? y(points[i - 1]!.counts[stage] ?? 0) : here;
              return [`${x(point.day)},${before}`, `${x(point.day)},${here}`];
            })
            .join(" ")}
          data-stage={stage}
        />
      ))}
      {labels.map(({ stage, y: labelY }) => (
        <text key={stage} x={PLOT.right + 8} y={labelY + 4} className={`${FILL[stage]} text-[13px] font-semibold`}>
          {STAGE_FACTS[stage].counterLabel} {last.counts[stage] ?? 0}
        </text>
      ))}
      {asOf && asOf >= points[0]!.day && (
        <line
          x1={x(asOf)}
          x2={x(asOf)}
          y1={PLOT.top}
          y2={PLOT.bottom}
          strokeDasharray="4 3"
          className="stroke-slate-500"
          data-testid="scope-as-of"
        />
      )}
      <text x={PLOT.left} y={HEIGHT - 4} className="fill-muted text-[12px]">
        {formatIsoDate(points[0]!.day)}
      </text>
      <text x={PLOT.right} y={HEIGHT - 4} textAnchor="end" className="fill-muted text-[12px]">
        today
      </text>
    </svg>
  );
}

/** The labels at the lines' ends, moved apart where their lines end close together. */
function placeLabels(ends: { stage: ShownStage; y: number }[]): { stage: ShownStage; y: number }[] {
  const sorted = [...ends].sort((a, b) => a.y - b.y);
  for (let i = 1; i < sorted.length; i++) sorted[i]!.y = Math.max(sorted[i]!.y, sorted[i - 1]!.y + LABEL_GAP);
  const overflow = (sorted.at(-1)?.y ?? 0) - PLOT.bottom;
  return overflow > 0 ? sorted.map((label) => ({ ...label, y: label.y - overflow })) : sorted;
}

function DayPicker({ path, first, today, asOf }: { path: string; first: string; today: string; asOf?: string }) {
  const navigate = useNavigate();
  const [day, setDay] = useState(asOf ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (day) void navigate(`${path}?asOf=${day}`);
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2 text-sm">
      <label className="flex flex-col gap-1 font-medium">
        See the page as of
        <input
          type="date"
          name="asOf"
          min={first}
          max={today}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          className="rounded-md border border-slate-400 bg-surface px-2 py-1 text-ink dark:border-slate-600"
        />
      </label>
      <button
        type="submit"
        className="rounded-md bg-primary px-3 py-1.5 font-semibold text-on-accent hover:bg-primary-hover"
      >
        Show
      </button>
      {asOf && (
        <Link to={path} className={LINK_CLASS}>
          Back to today
        </Link>
      )}
    </form>
  );
}
