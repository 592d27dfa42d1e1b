// `npm run stages -- --as-of YYYY-MM-DD [--sources-only] [--json] [--eips-dir DIR] [--archive DIR]`
// Prints every EIP × upgrade's stage on that day, its evidence and whether the sources disagree, from the EIPs clone
// (npm run sync -- --eips), the call archive's stage-change decisions and content/ (left out with --sources-only).
import { compileSite } from "./compileSite";
import { archiveDir, CONTENT_DIR, eipsDir } from "./paths";
import { hasEipsClone, readMetaHistories } from "./deriveStages";
import { stageAsOf } from "../src/domain/stages/stageEvidence";
import { sitePairs } from "../src/domain/stages/siteStages";
import { toMetaEipStages } from "../src/domain/stages/metaHistory";
import { stagesReportSchema, type StageAsOf } from "../src/schemas/stages";
import { calendarDay } from "../src/domain/time/today";

function main(argv: string[]): void {
  const at = argv.indexOf("--as-of");
  const asOf = at === -1 ? calendarDay(new Date()) : argv[at + 1];
  if (!asOf || !/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)))
    throw new Error(`--as-of wants a day as YYYY-MM-DD (got ${asOf ?? "nothing"})`);
  const sourcesOnly = argv.includes("--sources-only");
  const clone = eipsDir(argv);
  if (!hasEipsClone(clone))
    console.error(`stages: no EIPs clone at ${clone} (npm run sync -- --eips): meta-EIP evidence left out`);
  const { site } = compileSite(CONTENT_DIR, archiveDir(argv), new Date());
  const { pairs, notes } = sitePairs({ ...site, metaEips: readMetaHistories(clone).map(toMetaEipStages) });
  const stages = pairs
    .map((pair) => stageAsOf(pair, asOf, sourcesOnly))
    .filter((stage): stage is StageAsOf => stage !== null);
  if (argv.includes("--json")) {
    console.log(JSON.stringify(stagesReportSchema.parse({ asOf, stages }), null, 2));
    return;
  }
  for (const note of notes) console.error(`note: ${note}`);
  for (const stage of stages) {
    const sources = [...new Set(stage.evidence.map((e) => e.source))].join(", ");
    console.log(
      `${stage.upgrade.padEnd(12)} EIP-${String(stage.eip).padEnd(5)} ${stage.stage.padEnd(13)} ${stage.disputed ? "DISPUTED " : ""}(${stage.evidence.length} steps: ${sources})`,
    );
  }
  const disputed = stages.filter((stage) => stage.disputed).length;
  console.log(
    `stages on ${asOf}${sourcesOnly ? " (sources only)" : ""}: ${stages.length} EIP × upgrade pairs, ${disputed} disputed`,
  );
}

try {
  main(process.argv);
} catch (error) {
  console.error(`stages failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
