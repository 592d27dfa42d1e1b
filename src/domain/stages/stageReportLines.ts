// The build report's lines about stages, so a maintainer sees what the sources did to content/: pairs whose sources
// disagree today, curated stages a later call or commit moved, and corrections the sources now contradict or agree
// with (either way the correction has done its work and can go).
import { disputedSteps, IMPORTED_NOTE, OVERRIDE_NOTE, stageAsOf, type Evidence, type StagePair } from "./stageEvidence";

const said = (step: Evidence) => `${step.source === "call" ? "the call" : "the meta EIP"} ${step.ref} (${step.date})`;
const isSource = (step: Evidence) => step.source !== "curated";

export function stageReportLines(pairs: readonly StagePair[], today: string): string[] {
  const lines: string[] = [];
  for (const pair of pairs) {
    const name = `${pair.upgrade} EIP-${pair.eip}`;
    const sources = stageAsOf(pair, today, true);
    const dispute = sources?.disputed ? disputedSteps(sources.evidence) : null;
    if (dispute) {
      const { call, meta } = dispute;
      lines.push(
        `disputed: ${name}: the call ${call.ref} (${call.date}) says ${call.stage}, the meta EIP says ${meta.stage} (since ${meta.date})`,
      );
    }
    const known = pair.evidence.filter((e) => e.date === null || e.date <= today);
    const latest = known.at(-1);
    const imported = known.findLast((e) => e.note === IMPORTED_NOTE);
    if (imported && latest && isSource(latest) && latest.stage !== imported.stage)
      lines.push(
        `moved: ${name} was ${imported.stage} in the imported facts (${imported.date}); ${said(latest)} makes it ${latest.stage}`,
      );
    const override = known.findLast((e) => e.note?.startsWith(OVERRIDE_NOTE));
    if (!override?.date) continue;
    const overrideDate = override.date;
    const after = known.filter((e) => isSource(e) && e.date !== null && e.date >= overrideDate).at(-1);
    if (after && after.stage !== override.stage)
      lines.push(
        `override contradicted: ${name} is corrected to ${override.stage} from ${override.date} in ${override.ref}, but ${said(after)} says ${after.stage}, which now stands`,
      );
    else if (after)
      lines.push(
        `override no longer needed: ${name}: ${said(after)} now says ${after.stage}, as the correction in ${override.ref} does`,
      );
  }
  return lines;
}
