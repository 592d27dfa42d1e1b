// What a route loads first, and the budgets it is held to (DESIGN.md; docs/decisions/0016). `npm run bench` prints
// these figures for the real archive and the e2e budget test checks them on every CI run, so both count alike.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const BUDGET_FRAMEWORK_JS = 95 * 1024;
export const BUDGET_ROUTE_JS = 12 * 1024;
/**
 * Routes held to a budget of their own instead of BUDGET_ROUTE_JS, at the size they had when it was set, so they
 * cannot grow either. The upgrade pages hydrate what DESIGN's 12 KB cannot hold: docs/decisions/0016.
 */
export const OWN_ROUTE_BUDGETS = [{ prefix: "/upgrade/", budget: 18 * 1024 }];

export const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const br = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The JS and CSS a route's HTML loads straight away (links, scripts, modulepreloads, inline imports). */
export function firstLoadAssets(html) {
  const assets = new Set();
  for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)) assets.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) assets.add(m[1]);
  return assets;
}

/** The most a route's own first-load code may weigh (brotli). */
export function routeJsBudget(route) {
  return OWN_ROUTE_BUDGETS.find(({ prefix }) => route.startsWith(prefix))?.budget ?? BUDGET_ROUTE_JS;
}

/** Compressed size of the JS among these assets, each file compressed on its own as it is served. */
export function jsBytes(assets, read) {
  let brBytes = 0;
  let gzBytes = 0;
  for (const asset of assets) {
    if (!asset.endsWith(".js")) continue;
    const bytes = read(asset);
    brBytes += br(bytes);
    gzBytes += gz(bytes);
  }
  return { br: brBytes, gz: gzBytes };
}

/**
 * The framework chunk is whatever every route loads (React, React DOM, React Router, the shell, the route manifest
 * and the root route); a route's own code is the rest of its first load. `loads` maps each route to its
 * firstLoadAssets; `read` gives an asset's bytes.
 */
export function firstLoadJs(loads, read) {
  const built = [...loads.values()];
  const shared = built.length ? [...built[0]].filter((asset) => built.every((files) => files.has(asset))) : [];
  const own = new Map(
    [...loads].map(([route, files]) => [
      route,
      jsBytes(
        [...files].filter((asset) => !shared.includes(asset)),
        read,
      ),
    ]),
  );
  return { shared, framework: jsBytes(shared, read), own };
}
