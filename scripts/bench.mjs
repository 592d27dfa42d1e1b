// `npm run bench`: the figures for the budgets in DESIGN.md, measured on a production build of the real
// call archive (built into .builds/bench; archive/ is filled from ../shared/corpus/artifacts when
// empty). Prints the shared framework chunk and each route's own first-load code, CSS and HTML (compressed), the
// code loaded only when used, and Lighthouse mobile scores (median of 3, over HTTP/2 and TLS as CDNs serve it); the calendar search (cold, cached, warm, 10× archive), the call page
// and the repeated interactions as painted (scripts/bench-interactions.mjs) under CPU ×4; then
// sync and build time, and the calendar's warm query as painted, on the real archive and a 10× synthetic one (scripts/bench-archive.mjs).
// Flags: --no-lighthouse, --no-archive (skip the sync/build bench), --no-browser (bytes only),
// --reuse (measure the existing .builds/bench instead of building again), --lighthouse-route=/path (Lighthouse on
// that route only, and nothing after it: the quick check while working on one page).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { get as httpsGet } from "node:https";
import { join, resolve } from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { benchArchive, heaviestEipPage } from "./bench-archive.mjs";
import { benchCalendarSearch, WARM_QUERIES } from "./bench-search.mjs";
import { benchCallPageDetail, CALL_PAGE_BUDGET_MS } from "./bench-call.mjs";
import { benchInteractions } from "./bench-interactions.mjs";
import { localCertificate } from "./localCertificate.mjs";
import {
  br,
  BUDGET_FRAMEWORK_JS,
  firstLoadAssets,
  firstLoadJs,
  gz,
  jsBytes,
  OWN_ROUTE_BUDGETS,
  routeJsBudget,
} from "./firstLoad.mjs";

const BUILD_DIR = ".builds/bench";
const CLIENT = join(BUILD_DIR, "client");
const ARCHIVE = resolve(process.env.FORKLINE_ARCHIVE_DIR ?? "archive");
const SHARED_ARCHIVE = resolve("..", "shared", "corpus", "artifacts");
const PORT = Number(process.env.BENCH_PORT ?? 4390);
// Every upgrade page the content enables (the largest pages of the site), whatever their number.
const UPGRADE_ROUTES = JSON.parse(readFileSync("content/upgrades.json", "utf8"))
  .filter((u) => !u.disabled)
  .map((u) => u.path);
const ROUTES = [
  "/",
  ...UPGRADE_ROUTES,
  "/calls",
  "/calls/acdc/167",
  "/rank",
  "/rank/glamsterdam",
  "/eips",
  "/eips/7732",
  "/decisions",
];
const LIGHTHOUSE_RUNS = 3;
const flag = (name) => process.argv.includes(name);
const LIGHTHOUSE_ONLY = process.argv
  .find((arg) => arg.startsWith("--lighthouse-route="))
  ?.slice("--lighthouse-route=".length);
const LIGHTHOUSE_ROUTES = LIGHTHOUSE_ONLY ? [LIGHTHOUSE_ONLY] : ROUTES;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function routeHtmlFile(route) {
  return route === "/" ? join(CLIENT, "index.html") : join(CLIENT, route, "index.html");
}

function firstLoadFiles(route) {
  const htmlFile = routeHtmlFile(route);
  return existsSync(htmlFile) ? firstLoadAssets(readFileSync(htmlFile, "utf8")) : null;
}

const readAsset = (asset) => readFileSync(join(CLIENT, asset));

/**
 * What Chromium actually fetches on a first load, without scrolling: JS and its brotli size (from the
 * built files). The table above reads the HTML; this also counts code loaded after hydration.
 */
async function fetchedOnFirstLoad(base, route, viewport) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
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

/**
 * Serves the build while `fn` runs. With `tls` (key and certificate files) over HTTP/2 and TLS, as a CDN serves the
 * site: Lighthouse models the connections it saw, and over HTTP/1.1 that is six per host, which queues the twenty-odd
 * first-load requests of a page behind each other in its simulation.
 */
async function withServer(fn, tls = null) {
  const tlsArgs = tls ? ["--tls-key", tls.key, "--tls-cert", tls.cert] : [];
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(PORT), "--dir", CLIENT, ...tlsArgs], {
    stdio: "ignore",
  });
  await new Promise((r) => setTimeout(r, 600));
  try {
    return await fn(`${tls ? "https" : "http"}://127.0.0.1:${PORT}`);
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
    for (const encoding of ["br", "gzip"]) await drain(`${base}${path}`, encoding);
  }
}

/** Requests a URL and reads the whole answer; the bench's own certificate is self-signed, so it is not checked. */
function drain(url, encoding) {
  const get = url.startsWith("https:") ? httpsGet : httpGet;
  return new Promise((resolvePromise, reject) => {
    get(url, { headers: { "accept-encoding": encoding }, rejectUnauthorized: false }, (response) => {
      response.resume();
      response.on("end", resolvePromise);
    }).on("error", reject);
  });
}

async function lighthouseScores(base) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--ignore-certificate-errors",
    ],
  });
  const results = {};
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      await warmCompression(base, route);
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const runner = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        runs.push(runner.lhr.categories);
      }
      const score = (category) => median(runs.map((c) => Math.round(c[category].score * 100)));
      results[route] = {
        performance: score("performance"),
        performanceRuns: runs.map((c) => Math.round(c.performance.score * 100)),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

function run(command, args, { env = {}, showOutput = false } = {}) {
  const result = spawnSync(command, args, {
    stdio: ["ignore", showOutput ? "inherit" : "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

if (!flag("--reuse") || !existsSync(CLIENT)) {
  const empty = !existsSync(ARCHIVE) || readdirSync(ARCHIVE).length === 0;
  if (empty) run("npx", ["tsx", "pipeline/sync.ts", ...(existsSync(SHARED_ARCHIVE) ? ["--from", SHARED_ARCHIVE] : [])]);
  console.log(`Building the site from ${ARCHIVE} into ${BUILD_DIR}...`);
  run("npm", ["run", "build"], { env: { FORKLINE_BUILD_DIR: BUILD_DIR, FORKLINE_ARCHIVE_DIR: ARCHIVE } });
}

const loads = new Map(ROUTES.map((route) => [route, firstLoadFiles(route)]));
const builtLoads = new Map([...loads].filter(([, files]) => files));
const firstLoad = firstLoadJs(builtLoads, readAsset);
const ownBudgets = OWN_ROUTE_BUDGETS.map(({ prefix, budget }) => `${prefix}* ${kb(budget)} (decision 0016)`).join(", ");
console.log(
  `== First-load JS (brotli, as CDNs serve it; gzip beside it) — budget: framework ≤ 95 KB and not growing, each route's own code ≤ 12 KB; ${ownBudgets} ==`,
);
console.log(
  "what".padEnd(24),
  "JS br".padStart(10),
  "JS gzip".padStart(10),
  "CSS gz".padStart(10),
  "HTML gz".padStart(10),
  " budget",
);
console.log(
  "framework (every route)".padEnd(24),
  kb(firstLoad.framework.br).padStart(10),
  kb(firstLoad.framework.gz).padStart(10),
  "".padStart(10),
  "".padStart(10),
  firstLoad.framework.br <= BUDGET_FRAMEWORK_JS ? " ok" : " OVER",
);
for (const [route, files] of loads) {
  const own = firstLoad.own.get(route);
  if (!files || !own) {
    console.log(route.padEnd(24), "(not built)");
    continue;
  }
  const css = [...files]
    .filter((asset) => asset.endsWith(".css"))
    .reduce((sum, asset) => sum + gz(readAsset(asset)), 0);
  const html = gz(readFileSync(routeHtmlFile(route)));
  const budget = routeJsBudget(route);
  console.log(
    `${route} own`.padEnd(24),
    kb(own.br).padStart(10),
    kb(own.gz).padStart(10),
    kb(css).padStart(10),
    kb(html).padStart(10),
    own.br <= budget ? " ok" : ` OVER ${kb(budget)}`,
  );
}
const eipPage = heaviestEipPage(CLIENT);
if (eipPage) console.log(eipPage.line);
const firstLoaded = new Set([...builtLoads.values()].flatMap((files) => [...files]));
const later = readdirSync(join(CLIENT, "assets"))
  .map((name) => `/assets/${name}`)
  .filter((asset) => asset.endsWith(".js") && !firstLoaded.has(asset));
console.log(
  `loaded only when used (not limited): ${later.map((asset) => `${asset.replace(/^\/assets\/|-[\w-]{8}\.js$/g, "")} ${kb(jsBytes([asset], readAsset).br)}`).join(", ")}`,
);

if (!flag("--no-browser") && !LIGHTHOUSE_ONLY) {
  console.log(
    "\n== JS Chromium fetches by network idle + 1 s, no scrolling (brotli): the first load plus what loads right after ==",
  );
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
  const tls = localCertificate();
  const protocol = tls
    ? "over HTTP/2 and TLS, as CDNs serve it"
    : "over HTTP/1.1: openssl is missing, so no certificate for HTTP/2 (scores are lower than a CDN's)";
  console.log(
    `\n== Lighthouse, mobile, median of ${LIGHTHOUSE_RUNS}, ${protocol} — budget: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 ==`,
  );
  let scores;
  try {
    scores = await withServer(lighthouseScores, tls);
  } finally {
    tls?.cleanup();
  }
  console.log("route".padEnd(24), "perf".padStart(5), "a11y".padStart(5), "bp".padStart(5), "seo".padStart(5));
  for (const [route, s] of Object.entries(scores)) {
    const ok = s.performance >= 95 && s.accessibility === 100 && s.bestPractices >= 95 && s.seo === 100;
    console.log(
      route.padEnd(24),
      String(s.performance).padStart(5),
      String(s.accessibility).padStart(5),
      String(s.bestPractices).padStart(5),
      String(s.seo).padStart(5),
      ok ? " ok" : " BELOW",
      ` (perf runs ${s.performanceRuns.join(", ")})`,
    );
  }
}

if (!flag("--no-browser") && !LIGHTHOUSE_ONLY) {
  console.log("");
  await withServer(async (base) => {
    await benchCalendarSearch(base, { archiveDir: ARCHIVE });
    const call = "/calls/acde/209";
    const { firstLineMs, transcriptLoadedMs } = await benchCallPageDetail(base, call);
    console.log(
      `\n== Call page ${call} (713 transcript lines), CPU ×4, median of 5 cold loads — budget: first transcript line ≤ ${CALL_PAGE_BUDGET_MS} ms ==`,
    );
    console.log(
      `first transcript line visible after ${firstLineMs} ms ${firstLineMs <= CALL_PAGE_BUDGET_MS ? "ok" : "OVER"}; whole transcript loaded after ${transcriptLoadedMs} ms`,
    );
    console.log("");
    await benchInteractions(base);
  });
  console.log(
    "\n== Calendar search, warm query time in Node on the archive and on ten times the archive — budget ≤ 30 ms, ≤ 60 ms (10×) ==",
  );
  run("npx", ["tsx", "pipeline/bench-search-scale.ts", ARCHIVE, ...WARM_QUERIES], { showOutput: true });
}

// Runs in a copy of the repository, so it never touches this checkout's generated/ or build/.
if (!flag("--no-archive") && !LIGHTHOUSE_ONLY) await benchArchive({ browser: !flag("--no-browser") });
