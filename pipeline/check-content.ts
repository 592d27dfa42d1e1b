// `npm run check:content`: schema validation of every content file plus the editorial rules.
import { eipProseProblems } from "../src/domain/eips/contentRules";
import { readContent } from "./readContent";
import { CONTENT_DIR } from "./paths";

try {
  const content = readContent(CONTENT_DIR);
  const problems = content.eips.flatMap((eip) => eipProseProblems(eip).map((p) => `content/eips/${eip.id}.json: ${p}`));
  if (problems.length) {
    console.error(problems.join("\n"));
    console.error(`check:content: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`check:content: ${content.eips.length} EIPs, ${content.upgrades.length} upgrades, ${content.calls.length} calls, ${content.events.length} events: all valid`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
