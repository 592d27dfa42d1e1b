import { STAKEHOLDER_LABELS } from "~/domain/eips/labels";
import type { EipDetails } from "~/domain/eips/upgradeEip";
import { CardText } from "./cardTerms";

// Styled from the list down: this repeats eight times on every card of a long prerendered page.
const LIST =
  "mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 *:border-l-2 *:border-line-raised *:pl-3 " +
  "[&_dt]:text-sm [&_dt]:font-semibold [&_dt]:text-ink " +
  "[&_dd]:mt-0.5 [&_dd]:text-sm [&_dd]:leading-relaxed [&_dd]:text-body";

export function StakeholderImpactList({ impacts }: { impacts: EipDetails["stakeholderImpacts"] }) {
  if (!impacts.length) return null;
  return (
    <div className="mt-6">
      <h4 className="text-sm font-bold tracking-wide text-ink-soft uppercase">Stakeholder Impact</h4>
      <dl data-testid="stakeholder-impact" className={LIST}>
        {impacts.map(({ group, description }) => (
          <div key={group}>
            <dt>{STAKEHOLDER_LABELS[group]}</dt>
            <dd>
              <CardText text={description} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
