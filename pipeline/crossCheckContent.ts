import type { Content } from "./content";

export interface CrossCheckProblem {
  file: string;
  message: string;
}

/** Rules that span files: duplicates and references between upgrades, EIPs and calls. */
export function crossCheckContent(content: Content): CrossCheckProblem[] {
  const problems: CrossCheckProblem[] = [];
  const seriesIds = new Set<string>();
  for (const series of content.series) {
    if (seriesIds.has(series.id))
      problems.push({ file: "series.json", message: `series '${series.id}' is listed twice` });
    seriesIds.add(series.id);
  }
  const seenCalls = new Set<string>();
  content.calls.forEach((call, index) => {
    const key = `${call.type}/${call.number}`;
    if (seenCalls.has(key))
      problems.push({ file: "calls.json", message: `field '${index}': call ${key} is listed twice` });
    if (!seriesIds.has(call.type))
      problems.push({ file: "calls.json", message: `field '${index}.type': no series '${call.type}' in series.json` });
    seenCalls.add(key);
  });
  const seenUpgrades = new Set<string>();
  for (const upgrade of content.upgrades) {
    if (seenUpgrades.has(upgrade.id))
      problems.push({ file: "upgrades.json", message: `upgrade '${upgrade.id}' is listed twice` });
    seenUpgrades.add(upgrade.id);
    if (upgrade.path !== `/upgrade/${upgrade.id}`)
      problems.push({
        file: "upgrades.json",
        message: `field 'path' of '${upgrade.id}': expected /upgrade/${upgrade.id}`,
      });
  }
  const spellings = new Map<string, string>();
  for (const { term, aliases } of content.glossary.terms) {
    for (const spelling of [term, ...aliases]) {
      const owner = spellings.get(spelling.toLowerCase());
      if (owner)
        problems.push({
          file: "glossary.json",
          message: `term '${term}': '${spelling}' is already a spelling of '${owner}'`,
        });
      spellings.set(spelling.toLowerCase(), term);
    }
  }
  for (const eip of content.eips) {
    eip.forkRelationships.forEach((rel, i) => {
      if (rel.forkName !== "Cancun-Deneb" && !content.upgrades.some((u) => u.forkName === rel.forkName)) {
        problems.push({
          file: `eips/${eip.id}.json`,
          message: `field 'forkRelationships.${i}.forkName': no upgrade named ${rel.forkName}`,
        });
      }
    });
  }
  return problems;
}
