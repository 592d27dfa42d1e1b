export type HeadlinerStar = { filled: boolean; label: string };

/**
 * SPEC §2: headliners carry a star. Where the page follows the stage (Glamsterdam) it is filled
 * once scheduled and hollow while only proposed; elsewhere it is always filled.
 */
export function headlinerStar(
  eip: { isHeadliner: boolean; stage: string },
  followsStage: boolean,
): HeadlinerStar | null {
  if (!eip.isHeadliner) return null;
  if (!followsStage) return { filled: true, label: "Headliner feature" };
  return eip.stage === "Scheduled"
    ? { filled: true, label: "Selected headliner feature" }
    : { filled: false, label: "Proposed headliner feature" };
}
