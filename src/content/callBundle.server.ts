import { readFileSync } from "node:fs";
import { join } from "node:path";
import { callBundleSchema, type CallBundle } from "~/schemas/callBundle";
import { callBundleUrl } from "~/domain/calls/servedFiles";
import type { CallRef } from "~/domain/calls/callRef";

// Read while prerendering a call page, never in a browser: the same file the page fetches after
// hydration, so the first lines of its transcript and chat can be in the HTML.

/** The call's bundle as the build ships it (its client output first, else the pipeline's), or null. */
export function readBuiltCallBundle(call: CallRef): CallBundle | null {
  const path = callBundleUrl(call).slice(1);
  const candidates = [join(process.env.FORKLINE_BUILD_DIR ?? "build", "client", path), join("generated", "public", path)];
  for (const file of candidates) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue; // Not written there; try the next place.
    }
    const parsed = callBundleSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn(`${file}: not a call bundle; the page is prerendered without a transcript preview`);
    return null;
  }
  return null;
}
