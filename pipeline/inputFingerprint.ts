// What `npm run update` compares to decide whether anything new needs a build.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** sha256 over the paths and bytes of every file under `roots`, in a fixed order; the archive's own dot files are not inputs. */
export function fingerprintOf(roots: readonly string[], base: string): string {
  const hash = createHash("sha256");
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isFile()) {
      hash
        .update(`${relative(base, path)}\0`)
        .update(readFileSync(path))
        .update("\0");
      return;
    }
    for (const name of readdirSync(path).sort()) if (!name.startsWith(".")) visit(join(path, name));
  };
  for (const root of roots) visit(root);
  return hash.digest("hex");
}
