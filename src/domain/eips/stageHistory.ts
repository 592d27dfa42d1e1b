// An EIP's stage in one upgrade is a history of steps, oldest first, each with the day it was decided when that is
// known (reference-2026-08 leaves many first 'Proposed' steps undated). These answer 'what stage on day D?' without
// guessing: a day that an undated step may or may not precede is 'unknown'.

export type StageStep = {
  status: string;
  /** The call that decided it, as "acde/226" (number not padded), when known. */
  call: string | null;
  /** YYYY-MM-DD, when known. */
  date: string | null;
  /** Seconds into the call's video, when known. */
  timestamp?: number;
};

export type StageOnDay =
  | { kind: "stage"; status: string }
  /** Not yet part of the upgrade on that day. */
  | { kind: "none" }
  /** An undated step may fall before or after the day. */
  | { kind: "unknown" };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(step: StageStep): string | null {
  return step.date !== null && ISO_DAY.test(step.date) ? step.date : null;
}

/** The stage on `day` (YYYY-MM-DD); a malformed day is 'unknown'. */
export function stageOnDay(history: readonly StageStep[], day: string): StageOnDay {
  if (!ISO_DAY.test(day)) return { kind: "unknown" };
  // The steps that are surely on or before the day end at the last dated one that is.
  let lastSure = -1;
  for (let i = 0; i < history.length; i++) {
    const date = dayOf(history[i]!);
    if (date !== null && date <= day) lastSure = i;
  }
  // Steps after it and before the first dated step after the day may have happened either side of the day.
  let firstAfter = history.length;
  for (let i = lastSure + 1; i < history.length; i++) {
    const date = dayOf(history[i]!);
    if (date !== null && date > day) {
      firstAfter = i;
      break;
    }
  }
  const stageBefore = lastSure >= 0 ? history[lastSure]!.status : null;
  const undecided = history.slice(lastSure + 1, firstAfter);
  if (undecided.some((step) => step.status !== stageBefore)) return { kind: "unknown" };
  return stageBefore === null ? { kind: "none" } : { kind: "stage", status: stageBefore };
}

/** The stage now: the newest step's, or none for an empty history. */
export function currentStage(history: readonly StageStep[]): string | null {
  return history.at(-1)?.status ?? null;
}
