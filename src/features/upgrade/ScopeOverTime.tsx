// The upgrade page as of a past day, and its scope over time: loaded after hydration (UpgradePage), so neither the
// code nor the rules weigh on the page's first load; the steps come with the loader data (domain/upgrades/scopeHistory).
import { useCallback, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { STAGE_FACTS, type ShownStage } from "~/domain/eips/stages";
import { eipsOnDay, pastDay, scopeCounts, type ScopePoint } from "~/domain/upgrades/scopeHistory";
import type { UpgradePageData } from "~/domain/upgrades/upgradePageData";
import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { formatIsoDate } from "~/domain/time/isoDate";
import { axisTicks, AXIS_PX, chartBox, LABEL_PX, labelX, placeLabels } from "~/domain/upgrades/scopeChartLayout";
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
  // Drawn at the width it has, not scaled: its text stays the size it is given on a phone too.
  const [width, setWidth] = useState<number>();
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={measure} className="mt-4 max-w-3xl">
      {width !== undefined && <ScopeLines points={points} asOf={asOf} width={width} />}
    </div>
  );
}

function ScopeLines({ points, asOf, width }: { points: readonly ScopePoint[]; asOf?: string; width: number }) {
  const stages = CHART_STAGES.filter((stage) => points.some((point) => point.counts[stage]));
  const last = points.at(-1)!;
  const text = (stage: ShownStage) => `${STAGE_FACTS[stage].counterLabel} ${last.counts[stage] ?? 0}`;
  const box = chartBox(width, stages.map(text));
  const { plot } = box;
  const max = Math.max(1, ...points.flatMap((point) => stages.map((stage) => point.counts[stage] ?? 0)));
  const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const start = time(points[0]!.day);
  const span = Math.max(1, time(last.day) - start);
  const x = (day: string) => plot.left + ((time(day) - start) / span) * (plot.right - plot.left);
  const y = (count: number) => plot.bottom - (count / max) * (plot.bottom - plot.top);
  const labels = placeLabels(
    stages.map((stage) => ({ stage, y: y(last.counts[stage] ?? 0) })),
    plot.top,
    plot.bottom,
  );
  const summary = stages
    .map(
      (stage) => `${STAGE_FACTS[stage].counterLabel} ${points[0]!.counts[stage] ?? 0} then ${last.counts[stage] ?? 0}`,
    )
    .join(", ");
  return (
    <svg
      width={box.width}
      height={box.height}
      viewBox={`0 0 ${box.width} ${box.height}`}
      className="block"
      role="img"
      aria-label={`EIPs per stage from ${formatIsoDate(points[0]!.day)} to ${formatIsoDate(last.day)}: ${summary}.`}
    >
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className="stroke-slate-400" />
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
        <text
          key={stage}
          x={labelX(box)}
          y={labelY}
          dominantBaseline="central"
          fontSize={LABEL_PX}
          className={`${FILL[stage]} font-semibold`}
          data-stage={stage}
        >
          {text(stage)}
        </text>
      ))}
      {asOf && asOf >= points[0]!.day && (
        <line
          x1={x(asOf)}
          x2={x(asOf)}
          y1={plot.top}
          y2={plot.bottom}
          strokeDasharray="4 3"
          className="stroke-slate-500"
          data-testid="scope-as-of"
        />
      )}
      {axisTicks(points[0]!.day, last.day, plot.left, plot.right).map((tick) => (
        <g key={tick.text} className="fill-muted stroke-slate-400">
          <line x1={tick.x} x2={tick.x} y1={plot.bottom} y2={plot.bottom + 4} />
          <text x={tick.x} y={box.height - 4} textAnchor={tick.anchor} fontSize={AXIS_PX} stroke="none">
            {tick.text}
          </text>
        </g>
      ))}
    </svg>
  );
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
