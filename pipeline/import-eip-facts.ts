// Merges the fact fields of an eip-facts.json (default ../shared/reference-2026-08/eip-facts.json)
// into content/eips/{id}.json, keeping every field we wrote ourselves (the prose). Where the EIP's
// specification (content/eip-specs/eip-{id}.md) states a header fact, the specification wins: it is newer
// than the facts file, and check:content holds content to it.
// Usage: tsx pipeline/import-eip-facts.ts [path/to/eip-facts.json]
import { readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { factsFromSpecHeader } from "../src/domain/stages/specHeader";

const FACT_FIELDS = [
  "id",
  "title",
  "status",
  "description",
  "author",
  "type",
  "category",
  "createdDate",
  "discussionLink",
  "forkRelationships",
] as const;

const factsPath = process.argv[2] ?? join("..", "shared", "reference-2026-08", "eip-facts.json");
const facts: Record<string, unknown>[] = JSON.parse(readFileSync(factsPath, "utf8"));
const dir = join("content", "eips");
mkdirSync(dir, { recursive: true });

for (const fact of facts) {
  const file = join(dir, `${String(fact.id)}.json`);
  const existing: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const merged: Record<string, unknown> = {};
  for (const field of FACT_FIELDS) if (fact[field] !== undefined) merged[field] = fact[field];
  const spec = join("content", "eip-specs", `eip-${String(fact.id)}.md`);
  const prefix = /^(?:EIP|RIP)-\d+:\s*/.exec(String(merged.title ?? ""))?.[0] ?? `EIP-${String(fact.id)}: `;
  if (existsSync(spec)) {
    const fromSpec = factsFromSpecHeader(readFileSync(spec, "utf8"), prefix);
    Object.assign(merged, fromSpec);
    // A Meta or Informational EIP has no category in its header: none is kept from the facts file either.
    if (fromSpec.category === undefined) delete merged.category;
  }
  for (const [key, value] of Object.entries(existing)) if (!(key in merged)) merged[key] = value;
  writeFileSync(file, JSON.stringify(merged, null, 2) + "\n");
}
console.log(`merged facts for ${facts.length} EIPs into ${dir}`);
