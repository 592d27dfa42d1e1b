import type { CallDigest, CallPart } from "~/schemas/site";
import { plural } from "~/domain/summaries/summaryView";
import { sessionName } from "~/domain/calls/series";

const PART_LABELS: Record<CallPart, string> = {
  video: "Video",
  transcript: "Transcript",
  chat: "Chat",
  summary: "Summary",
};

/** "2 decisions · Transcript · Chat · Summary · Consensus-layer breakout": what a call's page holds, before it is opened. */
export function CallDigestFacts({ digest, className = "" }: { digest: CallDigest; className?: string }) {
  const facts = [
    ...(digest.decisions > 0 ? [`${digest.decisions} ${plural(digest.decisions, ["decision", "decisions"])}`] : []),
    ...digest.parts.map((part) => PART_LABELS[part]),
    ...(digest.breakouts ?? []).map(sessionName),
  ];
  if (facts.length === 0) return <span className={className}>Nothing archived yet</span>;
  return <span className={className}>{facts.join(" · ")}</span>;
}
