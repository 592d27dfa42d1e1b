import { COUNTED_STAGES, STAGE_FACTS, stageAnchor } from "~/domain/eips/stages";
import type { StageCounts } from "~/domain/eips/sections";

const COUNTER_ACCENT: Record<(typeof COUNTED_STAGES)[number], string> = {
  Proposed: "text-violet-700 dark:text-violet-300",
  Considered: "text-amber-700 dark:text-amber-300",
  Scheduled: "text-blue-700 dark:text-blue-300",
  Declined: "text-red-700 dark:text-red-300",
};

/** SPEC §2: a counter is a jump link only when its stage has EIPs. */
export function StageCounters({ counts, onJump }: { counts: StageCounts; onJump: (anchor: string) => void }) {
  return (
    <ul aria-label="EIPs by stage" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNTED_STAGES.map((stage) => {
        const count = counts[stage];
        const body = (
          <>
            <span
              className={`block text-3xl font-extrabold ${count > 0 ? COUNTER_ACCENT[stage] : "text-slate-500 dark:text-slate-500"}`}
            >
              {count}
            </span>
            <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              {STAGE_FACTS[stage].counterLabel}
            </span>
          </>
        );
        return (
          <li key={stage} data-stage={stage}>
            {count > 0 ? (
              <button
                type="button"
                onClick={() => onJump(stageAnchor(stage))}
                className="w-full rounded-xl border border-slate-200 p-4 text-left transition hover:border-indigo-400 hover:shadow-sm dark:border-slate-700 dark:hover:border-indigo-500"
              >
                {body}
              </button>
            ) : (
              <div className="w-full rounded-xl border border-dashed border-slate-200 p-4 dark:border-slate-800">
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
