import { TIMELINE_ANCHOR } from "~/domain/eips/contents";
import type { TimelineStep } from "~/schemas/content";
import { SectionHeading, sectionTitleId } from "./SectionHeading";
import { TimelineSteps } from "./TimelineSteps";
import { ANCHOR_OFFSET } from "../eipCard/stickyOffsets";

export function TimelineSection({
  upgradeName,
  steps,
  today,
}: {
  upgradeName: string;
  steps: readonly TimelineStep[];
  today: string;
}) {
  return (
    <section
      id={TIMELINE_ANCHOR}
      data-section
      aria-labelledby={sectionTitleId(TIMELINE_ANCHOR)}
      className={ANCHOR_OFFSET}
    >
      <SectionHeading
        anchor={TIMELINE_ANCHOR}
        title="Timeline"
        description={`Where ${upgradeName} stands, step by step.`}
      />
      <TimelineSteps steps={steps} today={today} />
    </section>
  );
}
