import { NORTH_STAR_LABELS } from "~/domain/eips/labels";
import { NORTH_STAR_GOALS } from "~/schemas/eipConstants";
import type { EipDetails } from "~/domain/eips/upgradeEip";
import { CheckIcon } from "~/ui/icons";
import { CardText } from "./cardTerms";

/** All three goals, so a reader sees both what an EIP serves and what it does not. */
export function NorthStarAlignment({ alignment }: { alignment: EipDetails["northStar"] }) {
  return (
    <div className="mt-6">
      <h4 className="text-sm font-bold tracking-wide text-ink-soft uppercase">North Star Goal Alignment</h4>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {NORTH_STAR_GOALS.map((goal) => {
          const description = alignment.find((entry) => entry.goal === goal)?.description;
          return (
            <li
              key={goal}
              data-aligned={description ? "true" : "false"}
              className={`rounded-lg border p-3 text-sm ${
                description
                  ? "border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/50"
                  : "border-dashed border-line-raised"
              }`}
            >
              <p
                className={`flex items-center gap-1.5 font-semibold ${description ? "text-success-ink" : "text-muted"}`}
              >
                {description && <CheckIcon className="h-4 w-4" />}
                {NORTH_STAR_LABELS[goal]}
              </p>
              <p className={`mt-1 leading-relaxed ${description ? "text-ink-soft" : "text-muted"}`}>
                {description ? <CardText text={description} /> : "Not a primary aim of this EIP."}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
