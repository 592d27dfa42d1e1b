// The EIPs clone (pipeline/syncEips.ts) → the history each upgrade meta EIP tells. Without a clone there is none,
// and the site shows what content/ curates, as before.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { metaEipHistory, type MetaEipHistory } from "../src/domain/stages/metaHistory";
import { fileRevisions, findMetaEips } from "./eipsRepo";

export function hasEipsClone(dir: string): boolean {
  return existsSync(join(dir, ".git")) && existsSync(join(dir, "EIPS"));
}

/** Every meta EIP of the clone, found by its title, with its history; empty without a clone. */
export function readMetaHistories(dir: string): MetaEipHistory[] {
  if (!hasEipsClone(dir)) return [];
  return findMetaEips(dir).map((meta) => metaEipHistory(meta.eip, fileRevisions(dir, meta.path)));
}
