import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readMetaHistories } from "../../pipeline/deriveStages";
import { toMetaEipStages } from "../../src/domain/stages/metaHistory";
import type { MetaEipStages } from "../../src/schemas/site";
import { makeEipsRepo } from "../fixtures/eipsRepo";

let made: { dir: string; metaEips: MetaEipStages[] } | undefined;

/**
 * The fixture EIPs history (tests/fixtures/eips-history) as a git repository, and its meta EIPs read with real git as
 * the build reads a clone: EIP-7773 lists EIP-7805 as Proposed since 2025-07-01, which the focil/019 call decided
 * Considered.
 */
export function fixtureEipsRepo(): { dir: string; metaEips: MetaEipStages[] } {
  if (!made) {
    const dir = join(mkdtempSync(join(tmpdir(), "forkline-eips-")), "EIPs");
    makeEipsRepo(dir);
    made = { dir, metaEips: readMetaHistories(dir).map(toMetaEipStages) };
  }
  return made;
}
