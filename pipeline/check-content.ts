// `npm run check:content`: schema validation of every content file plus the editorial rules, the review
// records, the numbers in each EIP's prose and its header facts (title, status, description, authors, created,
// discussion link) against its specification.
import { eipProseProblems, proseFields, reviewProblems, stageClaimProblems } from "../src/domain/eips/contentRules";
import { numberProblems } from "../src/domain/eips/numberCheck";
import { specHeaderProblems } from "../src/domain/stages/specHeader";
import { unexplainedAbbreviations } from "../src/domain/glossary/terms";
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
      ...specHeaderProblems(eip, specTexts.get(eip.id)),
    ].map((p) => `content/eips/${eip.id}.json: ${p}`),
  );
  // Reported, not fatal: a maintainer decides whether an abbreviation needs a glossary entry.
  const unexplained = new Map<string, number[]>();
  for (const eip of content.eips) {
    const prose = proseFields(eip)
      .map((f) => f.text)
      .join("\n");
    for (const word of unexplainedAbbreviations(prose, content.glossary, specs.get(eip.id)?.text))
      unexplained.set(word, [...(unexplained.get(word) ?? []), eip.id]);
  }
  if (unexplained.size) {
    console.warn(
      `check:content: abbreviations no glossary entry explains (add one to content/glossary.json, or list it under notJargon):`,
    );
    for (const [word, ids] of [...unexplained].sort()) console.warn(`  ${word}: EIP ${ids.join(", ")}`);
  }
  if (problems.length) {
    console.error(problems.join("\n"));
    console.error(`check:content: ${problems.length} problem(s)`);
    process.exit(1);
  }
  const reviewed = content.eips.filter((eip) => eip.review).length;
  console.log(
    `check:content: ${content.eips.length} EIPs (${reviewed} texts reviewed against their specs, numbers and header facts checked), ${content.upgrades.length} upgrades, ${content.series.length} series, ${content.calls.length} calls, ${content.events.length} events, ${content.glossary.terms.length} glossary terms: all valid`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
