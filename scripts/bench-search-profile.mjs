// Where the warm calendar search spends its CPU: `node scripts/bench-search-profile.mjs [BASE_URL]`
// [--queries=a,b] on a served build. The dialog is opened as in scripts/bench-interactions.mjs (page CPU
// slowed ×4), then each query retyped while V8's sampling profiler runs on the page's main thread and
// on the search worker (CDP Profiler; the worker is reached through the page's target, unflattened).
// Prints self time by function and by file for each thread, the largest first, and from a trace of the same
// run the page's native work the profiler shows only as '(program)': style, layout, pre-paint and paint.
import { chromium } from "playwright-core";
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { CALENDAR_QUERIES, CPU_SLOWDOWN, newPage, openCalendarSearch, retypeQuery } from "./bench-interactions.mjs";

const TOP = Number(process.env.PROFILE_TOP ?? 18);

/** A CDP session of the page's dedicated worker, spoken to through the page's own session. */
async function workerSession(cdp) {
  let nextId = 1;
  const waiting = new Map();
  const attached = new Promise((resolveAttached) => {
    cdp.on("Target.attachedToTarget", (event) => {
      if (event.targetInfo.type === "worker") resolveAttached(event.sessionId);
    });
  });
  cdp.on("Target.receivedMessageFromTarget", (event) => {
    const message = JSON.parse(event.message);
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(message.error.message));
    else pending.resolve(message.result);
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const sessionId = await attached;
  return {
    send(method, params = {}) {
      const id = nextId++;
      return new Promise((resolveSent, reject) => {
        waiting.set(id, { resolve: resolveSent, reject });
        void cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method, params }) });
      });
    },
  };
}

/** Self time (ms) by function (name, file, line) and by file, from a V8 CPU profile. */
export function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFunction = new Map();
  const byFile = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byNode.get(id).callFrame;
    const file = url ? url.replace(/^.*\//, "") : "(native)";
    const name = `${functionName || "(anonymous)"} ${file}${url ? `:${lineNumber + 1}` : ""}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    total += ms;
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([what, ms]) => ({ what, ms: Math.round(ms) }));
  return { totalMs: Math.round(total), functions: top(byFunction), files: top(byFile) };
}

function printTimes(title, times) {
  const busy = times.functions.filter((f) => !/^\((idle|program|garbage collector)\)/.test(f.what));
  console.log(`\n== ${title}: ${times.totalMs} ms sampled ==`);
  console.log("self time by file:", times.files.map((f) => `${f.what} ${f.ms}`).join(" · "));
  for (const f of busy) console.log(`  ${String(f.ms).padStart(6)} ms  ${f.what}`);
  // Style, layout and paint are '(program)': native work outside JavaScript.
  const of = (name) => times.functions.find((f) => f.what.startsWith(name))?.ms ?? 0;
  console.log(
    `  idle ${of("(idle)")} ms · (program) ${of("(program)")} ms · garbage collector ${of("(garbage collector)")} ms`,
  );
}

/** The page main thread's rendering phases in a Chromium trace: total ms and count, and layout's objects. */
export function renderingPhases(events) {
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const phases = {};
  for (const name of ["RunTask", "FunctionCall", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize"]) {
    const of = onMain.filter((e) => e.name === name);
    phases[name] = { ms: Math.round(of.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000), count: of.length };
  }
  // Layout's own record of how much it visited: the whole document's boxes, or the dialog's.
  const layouts = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.name === "Layout");
  const objects = layouts.map((e) => e.args?.beginData?.totalObjects ?? 0).sort((a, b) => a - b);
  const dirty = layouts.map((e) => e.args?.beginData?.dirtyObjects ?? 0).sort((a, b) => a - b);
  const mid = (list) => list[Math.floor(list.length / 2)] ?? 0;
  return {
    phases,
    layoutObjects: { median: mid(objects), worst: objects.at(-1) ?? 0 },
    dirtyObjects: { median: mid(dirty), worst: dirty.at(-1) ?? 0 },
  };
}

function printPhases({ phases, layoutObjects, dirtyObjects }) {
  console.log("\n== page main thread, rendering (trace) ==");
  console.log(
    Object.entries(phases)
      .map(([name, { ms, count }]) => `${name} ${ms} ms (${count})`)
      .join(" · "),
  );
  console.log(
    `layout objects per layout: median ${layoutObjects.median}, worst ${layoutObjects.worst}; dirty: median ${dirtyObjects.median}, worst ${dirtyObjects.worst}`,
  );
}

export async function profileWarmSearch(baseUrl, queries = CALENDAR_QUERIES) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const { context, page, throttle } = await newPage(browser);
    const cdp = await context.newCDPSession(page);
    const workerReady = workerSession(cdp);
    const field = await openCalendarSearch(page, baseUrl);
    const worker = await workerReady;
    await throttle();
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    for (const session of [cdp, worker]) {
      await session.send("Profiler.enable");
      await session.send("Profiler.setSamplingInterval", { interval: 200 });
      await session.send("Profiler.start");
    }
    for (const query of queries) await retypeQuery(page, field, query);
    const main = (await cdp.send("Profiler.stop")).profile;
    const workerProfile = (await worker.send("Profiler.stop")).profile;
    const rendering = renderingPhases(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    await context.close();
    if (process.env.PROFILE_OUT)
      writeFileSync(process.env.PROFILE_OUT, JSON.stringify({ main, worker: workerProfile }));
    const figures = { main: selfTimes(main), worker: selfTimes(workerProfile), rendering };
    printTimes(`page main thread, CPU ×${CPU_SLOWDOWN}, ${queries.length} queries retyped`, figures.main);
    printPhases(rendering);
    printTimes("search worker (not slowed: Chromium throttles only the main thread)", figures.worker);
    return figures;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const queries = process.argv
    .find((arg) => arg.startsWith("--queries="))
    ?.slice("--queries=".length)
    .split(",");
  await profileWarmSearch(
    process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? "http://127.0.0.1:4622",
    queries,
  );
}
