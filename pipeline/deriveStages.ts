// The EIPs clone (pipeline/syncEips.ts) → the history each upgrade meta EIP tells. Without a clone there is none, and
// the stages come from content/'s imported facts and the calls' decisions.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { metaEipHistory, type MetaEipHistory } from "../src/domain/stages/metaHistory";
import { fileRevisions, findMetaEips } from "./eipsRepo";

export function hasEipsClone(dir: string): boolean {
  return existsSync(join(dir, ".git")) && existsSync(join(dir, "EIPS"));
}

/** The spec file of an EIP in the clone's checkout, or undefined. */
export function specText(dir: string, id: number): string | undefined {
  const path = join(dir, "EIPS", `eip-${id}.md`);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

/** Every meta EIP of the clone, found by its title, with its history; empty without a clone. */
export function readMetaHistories(dir: string): MetaEipHistory[] {
  if (!hasEipsClone(dir)) return [];
  return findMetaEips(dir).map((meta) => metaEipHistory(meta.eip, fileRevisions(dir, meta.path)));
}
