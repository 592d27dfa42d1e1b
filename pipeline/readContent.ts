import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import {
  calendarEventsFileSchema,
  callRegistrySchema,
  clientTeamsFileSchema,
  eipSchema,
  glossaryFileSchema,
  seriesFileSchema,
  siteConfigSchema,
  tierMakerSnapshotSchema,
  upgradesFileSchema,
  type Eip,
  type TierMakerSnapshot,
} from "../src/schemas/content";
import { parseEipAliases } from "../src/domain/text/eipMentions";
import type { Content } from "./content";
import { ContentError, parseWithSchema } from "./contentErrors";
import { crossCheckContent } from "./crossCheckContent";

/** Reads and validates everything in content/; throws one error listing every problem found. */
export function readContent(contentDir: string): Content {
  const errors: ContentError[] = [];
  const read = <T>(name: string, schema: z.ZodType<T>): T | undefined => {
    const file = join(contentDir, name);
    try {
      return parseWithSchema(file, readFileSync(file, "utf8"), schema);
    } catch (error) {
      errors.push(error instanceof ContentError ? error : new ContentError(file, [String(error)]));
      return undefined;
    }
  };

  const site = read("site.json", siteConfigSchema);
  const upgrades = read("upgrades.json", upgradesFileSchema);
  const series = read("series.json", seriesFileSchema);
  const calls = read("calls.json", callRegistrySchema);
  const events = read("events.json", calendarEventsFileSchema);
  const clientTeams = read("client-teams.json", clientTeamsFileSchema);
  const glossary = read("glossary.json", glossaryFileSchema);
  const aliasFile = join(contentDir, "eip-aliases.txt");
  const { aliases: eipAliases, errors: aliasErrors } = parseEipAliases(
    existsSync(aliasFile) ? readFileSync(aliasFile, "utf8") : "",
  );
  if (!existsSync(aliasFile)) aliasErrors.push("missing: one '<alias> = <EIP number>' a line (an empty file is fine)");
  const eips: Eip[] = [];
  for (const name of readdirSync(join(contentDir, "eips"))
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const eip = read(join("eips", name), eipSchema);
    if (!eip) continue;
    if (name !== `${eip.id}.json`)
      errors.push(
        new ContentError(join(contentDir, "eips", name), [`field 'id': expected the file to be named ${eip.id}.json`]),
      );
    eips.push(eip);
  }
  const catalogue = new Set(eips.map((eip) => eip.id));
  const tierMakerSnapshots = readTierMakerSnapshots(contentDir, read, catalogue, errors);
  for (const { alias, eip } of eipAliases)
    if (!catalogue.has(eip)) aliasErrors.push(`alias '${alias}': no EIP-${eip} in content/eips`);
  if (aliasErrors.length) errors.push(new ContentError(aliasFile, aliasErrors));

  if (site && upgrades && series && calls && events && clientTeams && glossary) {
    const content = {
      site,
      upgrades,
      eips: eips.sort((a, b) => a.id - b.id),
      series,
      calls,
      events,
      clientTeams,
      glossary,
      eipAliases,
      tierMakerSnapshots,
    };
    for (const problem of crossCheckContent(content))
      errors.push(new ContentError(join(contentDir, problem.file), [problem.message]));
    if (errors.length === 0) return content;
  }
  throw new Error(`content in ${contentDir} is invalid:\n${errors.map((e) => e.message).join("\n")}`);
}

// A snapshot names its EIPs by id only: each must be in the catalogue, which supplies its title and description.
function readTierMakerSnapshots(
  contentDir: string,
  read: <T>(name: string, schema: z.ZodType<T>) => T | undefined,
  catalogue: ReadonlySet<number>,
  errors: ContentError[],
): TierMakerSnapshot[] {
  const dir = join(contentDir, "tier-makers");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      const snapshot = read(join("tier-makers", name), tierMakerSnapshotSchema);
      if (!snapshot) return [];
      const problems = snapshot.eips
        .filter((id) => !catalogue.has(id))
        .map((id) => `field 'eips': no EIP-${id} in content/eips`);
      if (name !== `${snapshot.upgrade}-${snapshot.asOf}.json`)
        problems.push(`expected the file to be named ${snapshot.upgrade}-${snapshot.asOf}.json`);
      if (problems.length) errors.push(new ContentError(join(dir, name), problems));
      return [snapshot];
    });
}
