// Merges the fact fields of an eip-facts.json (default ../shared/reference/eip-facts.json)
// into content/eips/{id}.json, keeping every field we wrote ourselves (the prose).
// Usage: tsx pipeline/import-eip-facts.ts [path/to/eip-facts.json]
import { readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const FACT_FIELDS = [
  "id", "title", "status", "description", "author", "type", "category",
  "createdDate", "discussionLink", "forkRelationships",
] as const;

const factsPath = process.argv[2] ?? join("..", "shared", "reference", "eip-facts.json");
const facts: Record<string, unknown>[] = JSON.parse(readFileSync(factsPath, "utf8"));
const dir = join("content", "eips");
mkdirSync(dir, { recursive: true });

for (const fact of facts) {
  const file = join(dir, `${String(fact.id)}.json`);
  const existing: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const merged: Record<string, unknown> = {};
  for (const field of FACT_FIELDS) if (fact[field] !== undefined) merged[field] = fact[field];
  for (const [key, value] of Object.entries(existing)) if (!(key in merged)) merged[key] = value;
  writeFileSync(file, JSON.stringify(merged, null, 2) + "\n");
}
console.log(`merged facts for ${facts.length} EIPs into ${dir}`);
