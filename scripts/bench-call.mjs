// The call page's budget in DESIGN.md: with the CPU slowed down 4×, the first transcript line is
// visible within 1 s. Opens a call page of a served build in Chromium (cold cache each run), with the
// YouTube IFrame API replaced by a stub so the network is local, and measures from navigation start
// to the first transcript line painted inside the pane.
// Standalone: node scripts/bench-call.mjs [BASE_URL] [CALL_PATH]  (serve a real-archive build first).
import { chromium } from "playwright-core";
import { pathToFileURL } from "node:url";

export const CALL_PAGE_BUDGET_MS = 1000;
// The longest transcript of the real archive (713 cues).
const DEFAULT_CALL = "/calls/acde/209";
const RUNS = 5;

// A YT.Player that becomes ready at once and never plays: the page does all its player work, and no
// request leaves the machine.
const YOUTUBE_STUB = `
window.YT = { Player: function (host, options) {
  var self = this;
  this.getCurrentTime = function () { return 0; };
  this.getPlayerState = function () { return -1; };
  this.seekTo = function () {};
  this.pauseVideo = function () {};
  this.destroy = function () {};
  setTimeout(function () { options.events.onReady({ target: self }); }, 0);
} };
if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
`;

/** The page's YouTube requests answered here: the stub player, and an empty embed. */
export async function stubYouTube(page) {
  await page.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body: YOUTUBE_STUB }),
  );
  await page.route("https://www.youtube.com/embed/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "" }),
  );
}

// Runs in the page before its own scripts: notes when a transcript line first has a box inside the
// visible part of its pane, and when the whole transcript has loaded (the pane counts its lines), in
// ms since navigation start (performance.now()'s origin). The pane itself may be below the fold (a
// call with key decisions and notes above it): the line counts once it is painted in the pane.
function watchFirstLine() {
  const seen = () => {
    const pane = document.querySelector('[aria-label="Transcript lines"]');
    const line = pane?.querySelector("li");
    if (!pane || !line) return false;
    const box = line.getBoundingClientRect();
    const paneBox = pane.getBoundingClientRect();
    return box.height > 0 && box.top < paneBox.bottom && box.bottom > paneBox.top;
  };
  const loaded = () =>
    /^\d+ lines?$/.test(document.querySelector("#transcript-title")?.nextElementSibling?.textContent ?? "");
  // Noted at the frame that paints the change.
  const noteAtPaint = (key) =>
    requestAnimationFrame(() => {
      window[key] ??= performance.now();
    });
  const observer = new MutationObserver(() => {
    if (window.__firstTranscriptLineAt === undefined && seen()) noteAtPaint("__firstTranscriptLineAt");
    if (window.__transcriptLoadedAt === undefined && loaded()) noteAtPaint("__transcriptLoadedAt");
    if (window.__firstTranscriptLineAt !== undefined && window.__transcriptLoadedAt !== undefined)
      observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Median ms from navigation start to the first visible transcript line, CPU ×4, over RUNS cold loads. */
export async function benchCallPage(baseUrl, callPath = DEFAULT_CALL) {
  return (await benchCallPageDetail(baseUrl, callPath)).firstLineMs;
}

/**
 * The same, with the median time until the whole transcript has loaded (the first lines are in the
 * prerendered HTML; the rest arrives after hydration).
 */
export async function benchCallPageDetail(baseUrl, callPath = DEFAULT_CALL) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const firstLine = [];
  const loaded = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await stubYouTube(page);
      await page.addInitScript(watchFirstLine);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(new URL(callPath, baseUrl).href);
      await page.waitForFunction(
        () => window.__firstTranscriptLineAt !== undefined && window.__transcriptLoadedAt !== undefined,
        null,
        { timeout: 30_000 },
      );
      firstLine.push(await page.evaluate(() => window.__firstTranscriptLineAt));
      loaded.push(await page.evaluate(() => window.__transcriptLoadedAt));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { firstLineMs: median(firstLine), transcriptLoadedMs: median(loaded) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [base = "http://127.0.0.1:4173", path = DEFAULT_CALL] = process.argv.slice(2);
  const { firstLineMs, transcriptLoadedMs } = await benchCallPageDetail(base, path);
  console.log(
    `Call page ${path}, CPU ×4: first transcript line visible after ${firstLineMs} ms (budget ${CALL_PAGE_BUDGET_MS} ms)` +
      `${firstLineMs <= CALL_PAGE_BUDGET_MS ? " ok" : " OVER"}; whole transcript loaded after ${transcriptLoadedMs} ms`,
  );
}
