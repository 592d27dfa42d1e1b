// The open data of /api/v1: JSON files, their JSON Schemas, calendar subscriptions and feeds.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";
import { API_SCHEMAS } from "../src/schemas/api";
import type { GeneratedSite } from "../src/schemas/site";
import { apiDocuments, type ApiCallSource } from "../src/domain/api/apiDocuments";
import { API_ROOT, schemaPath } from "../src/domain/api/endpointPaths";
import { subscriptionFiles } from "../src/domain/api/subscriptions";
import type { StagePair } from "../src/domain/stages/stageEvidence";

export type ApiStats = { files: number; bytes: number };

/** Writes /api/v1 under `publicDir` afresh; returns how many files and bytes. `stagePairs`: see apiDocuments. */
export function writeApi(
  publicDir: string,
  site: GeneratedSite,
  calls: readonly ApiCallSource[],
  siteUrl: string,
  generatedAt: Date,
  stagePairs: readonly StagePair[],
): ApiStats {
  rmSync(join(publicDir, API_ROOT), { recursive: true, force: true });
  const stats: ApiStats = { files: 0, bytes: 0 };
  const write = (path: string, body: string) => {
    const file = join(publicDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    stats.files += 1;
    stats.bytes += Buffer.byteLength(body);
  };
  for (const [name, schema] of Object.entries(API_SCHEMAS)) {
    const jsonSchema = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output", unrepresentable: "any" });
    write(
      schemaPath(name),
      JSON.stringify(
        { ...jsonSchema, $id: `${siteUrl}${schemaPath(name)}`, title: `Forkline API v1: ${name}` },
        null,
        2,
      ),
    );
  }
  for (const document of apiDocuments(site, calls, siteUrl, generatedAt, stagePairs))
    write(document.path, JSON.stringify(document.body));
  for (const file of subscriptionFiles(site, siteUrl, generatedAt)) write(file.path, file.body);
  return stats;
}
