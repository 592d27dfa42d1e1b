// `npm run check:content`: schema validation of every content file plus the editorial rules, the review
// records and the numbers in each EIP's prose against its specification.
import { eipProseProblems, reviewProblems, stageClaimProblems } from "../src/domain/eips/contentRules";
import { numberProblems } from "../src/domain/eips/numberCheck";
import { readContent } from "./readContent";
import { readEipSpecs } from "./readEipSpecs";
import { CONTENT_DIR } from "./paths";

try {
  const content = readContent(CONTENT_DIR);
  const specs = readEipSpecs(CONTENT_DIR);
  const specTexts = new Map([...specs].map(([id, spec]) => [id, spec.text]));
  const problems = content.eips.flatMap((eip) =>
    [
      ...eipProseProblems(eip),
      ...stageClaimProblems(eip),
      ...reviewProblems(eip, specs.get(eip.id)?.sha256),
      ...numberProblems(eip, specTexts),
    ].map(
      (p) => `content/eips/${eip.id}.json: ${p}`,
    ),
  );
  if (problems.length) {
    console.error(problems.join("\n"));
    console.error(`check:content: ${problems.length} problem(s)`);
    process.exit(1);
  }
  const reviewed = content.eips.filter((eip) => eip.review).length;
  console.log(
    `check:content: ${content.eips.length} EIPs (${reviewed} texts reviewed against their specs, numbers checked), ${content.upgrades.length} upgrades, ${content.calls.length} calls, ${content.events.length} events: all valid`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
