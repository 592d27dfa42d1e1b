import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gitBlobId } from "./eipsRepo";

export interface EipSpec {
  text: string;
  sha256: string;
  /** The id git gives these bytes, to find this version in the EIPs clone's history without reading its files. */
  gitBlob: string;
}

/** The EIP specifications in content/eip-specs (eip-<id>.md), by EIP number. */
export function readEipSpecs(contentDir: string): Map<number, EipSpec> {
  const dir = join(contentDir, "eip-specs");
  const specs = new Map<number, EipSpec>();
  if (!existsSync(dir)) return specs;
  for (const name of readdirSync(dir)) {
    const id = /^eip-(\d+)\.md$/.exec(name)?.[1];
    if (!id) continue;
    const bytes = readFileSync(join(dir, name));
    specs.set(Number(id), {
      text: bytes.toString("utf8"),
      sha256: createHash("sha256").update(bytes).digest("hex"),
      gitBlob: gitBlobId(bytes),
    });
  }
  return specs;
}
