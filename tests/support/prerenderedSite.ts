import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileSite } from "../../pipeline/compileSite";
import { CONTENT_DIR } from "../../pipeline/paths";
import { STATIC_PATHS } from "../../pipeline/prerenderPaths";
import { writeApi } from "../../pipeline/writeApi";
import { callPath } from "../../src/domain/calls/callRef";
import { sitePairs } from "../../src/domain/stages/siteStages";
import type { MetaEipStages } from "../../src/schemas/site";

/**
 * A build folder as the postbuild step finds it, without running React Router: the open data of `archive`
 * (with the meta EIPs' histories given) written by writeApi, and an empty HTML page at each path the prerender makes.
 */
export function prerenderedSite(archive: string, siteUrl: string, now: Date, metaEips: MetaEipStages[] = []) {
  const compiled = compileSite(CONTENT_DIR, archive, now);
  const { apiCalls } = compiled;
  const site = metaEips.length ? { ...compiled.site, metaEips } : compiled.site;
  const dir = mkdtempSync(join(tmpdir(), "forkline-site-"));
  writeApi(dir, site, apiCalls, siteUrl, now, sitePairs(site).pairs);
  const pages = [
    ...STATIC_PATHS,
    ...site.upgrades.filter((u) => !u.disabled).map((u) => u.path),
    ...site.calls.flatMap((call) => [
      callPath(call),
      ...(call.sessions ?? []).map((s) => callPath({ ...call, session: s.id })),
    ]),
    ...site.eips.map((eip) => `/eips/${eip.id}`),
  ];
  for (const page of pages) {
    mkdirSync(join(dir, page), { recursive: true });
    writeFileSync(
      join(dir, page, "index.html"),
      "<!DOCTYPE html><html><head><title>x</title></head><body></body></html>",
    );
  }
  return { dir, site, pages };
}
