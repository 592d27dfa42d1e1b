// `npm run bench`: the figures for the budgets in DESIGN.md, measured on a production build of the real
// call archive (built into .builds/bench; archive/ is filled from ../shared/corpus/artifacts when
// empty). Prints per route the compressed bytes of a first load (JS, CSS, HTML) and Lighthouse mobile
// scores; the calendar search (cold, cached, warm, 10× archive) and the call page under CPU ×4; then
// sync and build time on the real archive and a 10× synthetic one (scripts/bench-archive.mjs).
// Flags: --no-lighthouse, --no-archive (skip the sync/build bench), --no-browser (bytes only),
// --reuse (measure the existing .builds/bench instead of building again).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { spawn, spawnSync } from "node:child_process";
import { benchArchive } from "./bench-archive.mjs";
import { benchCalendarSearch, WARM_QUERIES } from "./bench-search.mjs";
import { benchCallPageDetail, CALL_PAGE_BUDGET_MS } from "./bench-call.mjs";

const BUILD_DIR = ".builds/bench";
const CLIENT = join(BUILD_DIR, "client");
const ARCHIVE = resolve(process.env.FORKLINE_ARCHIVE_DIR ?? "archive");
const SHARED_ARCHIVE = resolve("..", "shared", "corpus", "artifacts");
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const ROUTES = ["/", "/upgrade/fusaka", "/upgrade/glamsterdam", "/calls", "/calls/acdc/167", "/rank"];
const BUDGET_JS = 100 * 1024;
const flag = (name) => process.argv.includes(name);

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const br = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function routeHtmlFile(route) {
  return route === "/" ? join(CLIENT, "index.html") : join(CLIENT, route, "index.html");
}

/** The JS and CSS a route's HTML loads straight away (links, scripts, modulepreloads, inline imports). */
function firstLoadAssets(html) {
  const assets = new Set();
  for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)) assets.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) assets.add(m[1]);
  return assets;
}

function firstLoadBytes(route) {
  const htmlFile = routeHtmlFile(route);
  if (!existsSync(htmlFile)) return null;
  const html = readFileSync(htmlFile, "utf8");
  const assets = firstLoadAssets(html);
  let js = 0;
  let jsBr = 0;
  let css = 0;
  for (const asset of assets) {
    const file = readFileSync(join(CLIENT, asset));
    if (asset.endsWith(".css")) css += gz(file);
    else {
      js += gz(file);
      jsBr += br(file);
    }
  }
  return { js, jsBr, css, html: gz(Buffer.from(html)) };
}

/**
 * What Chromium actually fetches on a first load, without scrolling: JS and its brotli size (from the
 * built files). The table above reads the HTML; this also counts code loaded after hydration.
 */
async function fetchedOnFirstLoad(base, route, viewport) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport });
    const scripts = new Set();
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/assets/") && path.endsWith(".js")) scripts.add(path);
    });
    await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    let bytes = 0;
    for (const path of scripts) bytes += br(readFileSync(join(CLIENT, path)));
    return bytes;
  } finally {
    await browser.close();
  }
}

async function withServer(fn) {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(PORT), "--dir", CLIENT], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 600));
  try {
    return await fn(`http://127.0.0.1:${PORT}`);
  } finally {
    server.kill();
  }
}

// scripts/serve.mjs compresses a file on its first request (brotli at quality 11 takes most of a
// second for the 800 KB Glamsterdam page). A CDN serves a compressed copy it already has, so each
// route and its assets are requested once before Lighthouse measures them.
async function warmCompression(base, route) {
  const html = readFileSync(routeHtmlFile(route), "utf8");
  for (const path of [route, ...firstLoadAssets(html)]) {
    for (const encoding of ["br", "gzip"]) await (await fetch(`${base}${path}`, { headers: { "accept-encoding": encoding } })).arrayBuffer();
  }
}

async function lighthouseScores(base) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const results = {};
  try {
    for (const route of ROUTES) {
      await warmCompression(base, route);
      const runner = await lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      const c = runner.lhr.categories;
      results[route] = {
        performance: Math.round(c.performance.score * 100),
        accessibility: Math.round(c.accessibility.score * 100),
        bestPractices: Math.round(c["best-practices"].score * 100),
        seo: Math.round(c.seo.score * 100),
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

function run(command, args, { env = {}, showOutput = false } = {}) {
  const result = spawnSync(command, args, { stdio: ["ignore", showOutput ? "inherit" : "ignore", "inherit"], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

if (!flag("--reuse") || !existsSync(CLIENT)) {
  const empty = !existsSync(ARCHIVE) || readdirSync(ARCHIVE).length === 0;
  if (empty) run("npx", ["tsx", "pipeline/sync.ts", ...(existsSync(SHARED_ARCHIVE) ? ["--from", SHARED_ARCHIVE] : [])]);
  console.log(`Building the site from ${ARCHIVE} into ${BUILD_DIR}...`);
  run("npm", ["run", "build"], { env: { FORKLINE_BUILD_DIR: BUILD_DIR, FORKLINE_ARCHIVE_DIR: ARCHIVE } });
}

console.log("== First load per route — budget: JS ≤ 100 KB compressed (brotli, as served by CDNs; gzip shown too) ==");
console.log("route".padEnd(24), "JS br".padStart(10), "JS gzip".padStart(10), "CSS gz".padStart(10), "HTML gz".padStart(10), " JS budget");
for (const route of ROUTES) {
  const bytes = firstLoadBytes(route);
  if (!bytes) {
    console.log(route.padEnd(24), "(not built)");
    continue;
  }
  console.log(route.padEnd(24), kb(bytes.jsBr).padStart(10), kb(bytes.js).padStart(10), kb(bytes.css).padStart(10), kb(bytes.html).padStart(10), bytes.jsBr <= BUDGET_JS ? " ok" : " OVER");
}

if (!flag("--no-browser")) {
  console.log("\n== JS Chromium fetches by network idle + 1 s, no scrolling (brotli): the first load plus what loads right after ==");
  console.log("route".padEnd(24), "390 px".padStart(10), "1280 px".padStart(10));
  await withServer(async (base) => {
    for (const route of ROUTES) {
      const phone = await fetchedOnFirstLoad(base, route, { width: 390, height: 844 });
      const desktop = await fetchedOnFirstLoad(base, route, { width: 1280, height: 900 });
      console.log(route.padEnd(24), kb(phone).padStart(10), kb(desktop).padStart(10));
    }
  });
}

if (!flag("--no-lighthouse") && !flag("--no-browser")) {
  console.log("\n== Lighthouse, mobile — budget: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 ==");
  const scores = await withServer(lighthouseScores);
  console.log("route".padEnd(24), "perf".padStart(5), "a11y".padStart(5), "bp".padStart(5), "seo".padStart(5));
  for (const [route, s] of Object.entries(scores)) {
    const ok = s.performance >= 95 && s.accessibility === 100 && s.bestPractices >= 95 && s.seo === 100;
    console.log(route.padEnd(24), String(s.performance).padStart(5), String(s.accessibility).padStart(5), String(s.bestPractices).padStart(5), String(s.seo).padStart(5), ok ? " ok" : " BELOW");
  }
}

if (!flag("--no-browser")) {
  console.log("");
  await withServer(async (base) => {
    await benchCalendarSearch(base, { archiveDir: ARCHIVE });
    const call = "/calls/acde/209";
    const { firstLineMs, transcriptLoadedMs } = await benchCallPageDetail(base, call);
    console.log(`\n== Call page ${call} (713 transcript lines), CPU ×4, median of 5 cold loads — budget: first transcript line ≤ ${CALL_PAGE_BUDGET_MS} ms ==`);
    console.log(`first transcript line visible after ${firstLineMs} ms ${firstLineMs <= CALL_PAGE_BUDGET_MS ? "ok" : "OVER"}; whole transcript loaded after ${transcriptLoadedMs} ms`);
  });
  console.log("\n== Calendar search, warm query time in Node on the archive and on ten times the archive — budget ≤ 30 ms, ≤ 60 ms (10×) ==");
  run("npx", ["tsx", "pipeline/bench-search-scale.ts", ARCHIVE, ...WARM_QUERIES], { showOutput: true });
}

// Runs in a copy of the repository, so it never touches this checkout's generated/ or build/.
if (!flag("--no-archive")) benchArchive();
