export const PROPOSAL_DEADLINE = { iso: "2025-10-30", text: "October 30th, 2025" } as const;

/** What the ranking is and is not: preferences kept on this device, not a vote. */
export function RankingNotice() {
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
      <p>
        <strong>This is not an official vote.</strong> Your ranking only expresses your own preferences and does not
        decide what goes into Glamsterdam. It is saved in this browser on this device and sent nowhere.
      </p>
      <p className="mt-2">
        Proposal deadline: <time dateTime={PROPOSAL_DEADLINE.iso} className="font-semibold">{PROPOSAL_DEADLINE.text}</time>
      </p>
    </div>
  );
}
