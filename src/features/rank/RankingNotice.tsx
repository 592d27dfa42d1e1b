import type { ProposalDeadline } from "~/domain/ranking/proposalDeadline";
import { useToday } from "~/ui/useToday";

interface RankingNoticeProps {
  upgradeName: string;
  deadline?: ProposalDeadline;
  /** The day the page was built: the deadline is past or future as of it until the visitor's own date is known. */
  buildDate: string;
}

/** What the ranking is and is not: preferences kept on this device, not a vote; and the proposal deadline. */
export function RankingNotice({ upgradeName, deadline, buildDate }: RankingNoticeProps) {
  const today = useToday(buildDate);
  const closed = deadline && (deadline.closed || deadline.iso < today);
  return (
    <div className="mt-4 rounded-lg border border-warning-line bg-warning-wash p-4 text-sm text-warning-ink">
      <p>
        <strong>This is not an official vote.</strong> Your ranking only expresses your own preferences and does not
        decide what goes into {upgradeName}. It is saved in this browser on this device and sent nowhere.
      </p>
      {deadline && (
        <p className="mt-2" data-testid="proposal-deadline">
          Proposal deadline:{" "}
          <time dateTime={deadline.iso} className="font-semibold">
            {deadline.text}
          </time>
          {closed ? ". Proposals are closed." : ". Proposals are open until then."}
        </p>
      )}
    </div>
  );
}
