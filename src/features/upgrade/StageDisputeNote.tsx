import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UpgradeStageDispute } from "~/domain/eips/upgradeEip";
import { LINK_CLASS } from "~/ui/linkStyle";

/** Above a card whose stage the sources disagree on: both sides in one sentence, each linked to its source. */
export function StageDisputeNote({ dispute }: { dispute: UpgradeStageDispute }) {
  const { call, commit } = dispute;
  return (
    <p
      className="rounded-lg border border-warning-line bg-warning-wash px-4 py-2 text-sm text-warning-ink"
      data-testid="stage-dispute"
    >
      {dispute.text}
      {call && (
        <>
          {" "}
          <Link to={call.href} className={LINK_CLASS}>
            {call.name}
          </Link>
        </>
      )}
      {commit && (
        <>
          {" · "}
          <a href={commit.url} className={LINK_CLASS}>
            {commit.text}
          </a>
        </>
      )}
    </p>
  );
}

/** An EIP's card on the upgrade page, in a stage section or among the headliners: the note above it when disputed. */
export function DisputableCard({
  dispute,
  children,
}: {
  dispute: UpgradeStageDispute | undefined;
  children: ReactNode;
}) {
  return dispute ? (
    <div className="space-y-2">
      <StageDisputeNote dispute={dispute} />
      {children}
    </div>
  ) : (
    children
  );
}
