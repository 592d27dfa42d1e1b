import { COUNTED_STAGES, STAGE_FACTS, stageAnchor } from "~/domain/eips/stages";
import type { StageCounts } from "~/domain/eips/sections";

const COUNTER_ACCENT: Record<(typeof COUNTED_STAGES)[number], string> = {
  Proposed: "text-special",
  Considered: "text-warning",
  Scheduled: "text-info",
  Declined: "text-danger",
};

/** SPEC §2: a counter is a jump link only when its stage has EIPs. */
export function StageCounters({ counts, onJump }: { counts: StageCounts; onJump: (anchor: string) => void }) {
  return (
    <ul aria-label="EIPs by stage" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNTED_STAGES.map((stage) => {
        const count = counts[stage];
        const body = (
          <>
            <span className={`block text-3xl font-extrabold ${count > 0 ? COUNTER_ACCENT[stage] : "text-slate-500"}`}>
              {count}
            </span>
            <span className="block text-sm font-medium text-body">{STAGE_FACTS[stage].counterLabel}</span>
          </>
        );
        return (
          <li key={stage} data-stage={stage}>
            {count > 0 ? (
              <button
                type="button"
                onClick={() => onJump(stageAnchor(stage))}
                className="w-full rounded-xl border border-line-raised p-4 text-left transition hover:border-accent-edge hover:shadow-sm"
              >
                {body}
              </button>
            ) : (
              <div className="w-full rounded-xl border border-dashed border-line p-4">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
