import { datePassed, projectedLabel } from "~/domain/time/asOf";

/** An upgrade's mainnet planning estimate, amber once its day is behind us. */
export function ProjectedActivation({
  date,
  today,
  className = "",
}: {
  date: string | undefined;
  today: string;
  className?: string;
}) {
  if (!date) return null;
  const tone = datePassed(date, today) ? "font-semibold text-warning-ink" : "text-muted";
  return (
    <p data-testid="projected-activation" className={`text-sm ${tone} ${className}`}>
      {projectedLabel(date, today)}
    </p>
  );
}
