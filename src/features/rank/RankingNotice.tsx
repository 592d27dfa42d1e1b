export type ProposalDeadline = { iso: string; text: string };

export const GLAMSTERDAM_PROPOSAL_DEADLINE: ProposalDeadline = { iso: "2025-10-30", text: "October 30th, 2025" };

interface RankingNoticeProps {
  upgradeName: string;
  deadline?: ProposalDeadline;
}

/** What the ranking is and is not: preferences kept on this device, not a vote. */
export function RankingNotice({ upgradeName, deadline }: RankingNoticeProps) {
  return (
    <div className="mt-4 rounded-lg border border-warning-line bg-warning-wash p-4 text-sm text-amber-950 dark:text-amber-100">
      <p>
        <strong>This is not an official vote.</strong> Your ranking only expresses your own preferences and does not
        decide what goes into {upgradeName}. It is saved in this browser on this device and sent nowhere.
      </p>
      {deadline && (
        <p className="mt-2">
          Proposal deadline:{" "}
          <time dateTime={deadline.iso} className="font-semibold">
            {deadline.text}
          </time>
        </p>
      )}
    </div>
  );
}
