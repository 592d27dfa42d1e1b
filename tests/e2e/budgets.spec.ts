import { test } from "@playwright/test";
import { BUDGET_FRAMEWORK_JS, firstLoadAssets, firstLoadJs, routeJsBudget } from "../../scripts/firstLoad.mjs";
import { expect } from "./helpers";

// DESIGN.md's first-load budgets, on every page the sitemap lists, as the site serves them. `npm run bench` prints the
// same figures for the real archive; the code, and so the figures, are the same on this fixture build.
test("every page's first-load code is within its budget: the framework chunk and the route's own code", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(pages.length).toBeGreaterThan(50);
  const loads = new Map<string, Set<string>>();
  // Uncompressed: the server would otherwise brotli-compress every page at its highest level just for this count.
  const headers = { "accept-encoding": "identity" };
  for (const path of pages) {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    loads.set(path, firstLoadAssets(await response.text()));
  }
  const assets = new Map<string, Buffer>();
  for (const asset of new Set([...loads.values()].flatMap((files) => [...files])))
    assets.set(asset, await (await request.get(asset, { headers })).body());
  const { shared, framework, own } = firstLoadJs(loads, (asset) => assets.get(asset)!);

  // What every page shares is React, React DOM, React Router and the shell, not a page's code.
  expect(shared.some((asset) => /^\/assets\/framework-[\w-]+\.js$/.test(asset))).toBe(true);
  expect(framework.br).toBeGreaterThan(80 * 1024);
  expect(framework.br).toBeLessThanOrEqual(BUDGET_FRAMEWORK_JS);
  const over = [...own]
    .filter(([path, bytes]) => bytes.br > routeJsBudget(path))
    .map(([path, bytes]) => `${path}: ${(bytes.br / 1024).toFixed(1)} KB`);
  expect(over).toEqual([]);
  // Each kind of page was measured, not only the small ones.
  for (const path of ["/", "/upgrade/glamsterdam", "/calls", "/rank", "/eips/7732"])
    expect(own.get(path)?.br ?? 0, path).toBeGreaterThan(1024);
});
