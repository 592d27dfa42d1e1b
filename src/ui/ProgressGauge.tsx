export type GaugeTone = "complete" | "partial" | "none";

const SIZE = 64;
const STROKE = 6;
const RADIUS = 29;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const TONE_STROKE: Record<GaugeTone, string> = {
  complete: "stroke-emerald-500",
  partial: "stroke-blue-500",
  none: "stroke-slate-400",
};

interface ProgressGaugeProps {
  percentage: number;
  /** The text in the middle, e.g. '87%'. */
  valueLabel: string;
  tone: GaugeTone;
  /** Accessible name, e.g. 'geth: 87%'. */
  label: string;
  describedBy?: string;
}

/** A 64 px circular gauge; focusable so keyboard users reach its tooltip too. */
export function ProgressGauge({ percentage, valueLabel, tone, label, describedBy }: ProgressGaugeProps) {
  const offset = CIRCUMFERENCE * (1 - Math.min(100, Math.max(0, percentage)) / 100);
  return (
    <span
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={0}
      data-tone={tone}
      className="inline-flex rounded-full"
    >
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        {percentage > 0 && (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={offset}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
            className={TONE_STROKE[tone]}
          />
        )}
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          className="fill-slate-800 text-[13px] font-semibold dark:fill-slate-100"
        >
          {valueLabel}
        </text>
      </svg>
    </span>
  );
}
