import { TIMELINE_ANCHOR } from "~/domain/eips/contents";
import type { TimelineStep } from "~/schemas/content";
import { SectionHeading, sectionTitleId } from "./SectionHeading";
import { TimelineSteps } from "./TimelineSteps";

export function TimelineSection({ upgradeName, steps }: { upgradeName: string; steps: readonly TimelineStep[] }) {
  return (
    <section id={TIMELINE_ANCHOR} data-section aria-labelledby={sectionTitleId(TIMELINE_ANCHOR)} className="scroll-mt-24">
      <SectionHeading anchor={TIMELINE_ANCHOR} title="Timeline" description={`Where ${upgradeName} stands, step by step.`} />
      <TimelineSteps steps={steps} />
    </section>
  );
}
