// Where the warm calendar search spends its CPU: `node scripts/bench-search-profile.mjs [BASE_URL]`
// [--queries=a,b] on a served build. The dialog is opened as in scripts/bench-interactions.mjs (page CPU
// slowed ×4), then each query retyped while V8's sampling profiler runs on the page's main thread and
// on the search worker (CDP Profiler; the worker is reached through the page's target, unflattened).
// Prints self time by function and by file for each thread, the largest first, and from a trace of the same
// run the page's native work the profiler shows only as '(program)': style, layout, pre-paint and paint.
// Then, per query, what the page did after the debounce until the answer's count was painted, and while
// it was typed: main-thread task time, React commits, style recalcs (elements), layouts (boxes) and
// paints. Counts do not depend on how loaded the machine is; times do (compare builds side by side).
import { chromium } from "playwright-core";
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import {
  answerShown,
  CALENDAR_QUERIES,
  CPU_SLOWDOWN,
  installCommitCounter,
  newPage,
  openCalendarSearch,
  retypeQuery,
  shownReply,
} from "./bench-interactions.mjs";

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

/** The main thread's work inside [from, to] (trace µs): task time, style recalcs, layouts and paints. */
export function workBetween(events, from, to) {
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const inside = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.ts < to && e.ts + (e.dur ?? 0) > from,
  );
  const named = (name) => inside.filter((e) => e.name === name);
  const clipped = (e) => Math.min(e.ts + (e.dur ?? 0), to) - Math.max(e.ts, from);
  const sum = (list, of) => list.reduce((total, e) => total + of(e), 0);
  return {
    taskMs: Math.round(sum(named("RunTask"), clipped) / 100) / 10,
    longestTaskMs: Math.round(Math.max(0, ...named("RunTask").map((e) => e.dur ?? 0)) / 1000),
    styles: named("UpdateLayoutTree").length,
    styledElements: sum(named("UpdateLayoutTree"), (e) => e.args?.elementCount ?? 0),
    layouts: named("Layout").length,
    layoutBoxes: sum(named("Layout"), (e) => e.args?.beginData?.totalObjects ?? 0),
    paints: named("Paint").length,
  };
}

function printAnswers(answers) {
  console.log("\n== per query (trace and React commits; times load-sensitive, counts not) ==");
  console.log(
    "query | worker's reply, ms after the debounce | after the debounce, to the count painted: task ms, commits (components rendered), elements inserted, styles (elements), layouts (boxes), paints | while typing: task ms, longest task, commits (components)",
  );
  for (const { query, replyMs, after, typing } of answers)
    console.log(
      `${query} | ${replyMs} | ${after.taskMs} ms, ${after.commits} (${after.components}), ${after.inserted} inserted, ${after.styles} (${after.styledElements}), ` +
        `${after.layouts} (${after.layoutBoxes}), ${after.paints} | ${typing.taskMs} ms, ${typing.longestTaskMs} ms, ${typing.commits} (${typing.components})`,
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
    await page.addInitScript(installCommitCounter);
    const cdp = await context.newCDPSession(page);
    const workerReady = workerSession(cdp);
    const field = await openCalendarSearch(page, baseUrl);
    const worker = await workerReady;
    await throttle();
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
    });
    // A mark at a known page time, to place the page's times in the trace.
    const syncAt = await page.evaluate(() => performance.mark("bench-profile-sync").startTime);
    for (const session of [cdp, worker]) {
      await session.send("Profiler.enable");
      await session.send("Profiler.setSamplingInterval", { interval: 200 });
      await session.send("Profiler.start");
    }
    const typed = [];
    for (const query of queries) typed.push({ query, noted: await retypeQuery(page, field, query) });
    const main = (await cdp.send("Profiler.stop")).profile;
    const workerProfile = (await worker.send("Profiler.stop")).profile;
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const rendering = renderingPhases(traceEvents);
    const mark = traceEvents.find((e) => e.name === "bench-profile-sync");
    if (!mark) throw new Error("profile: the sync mark is not in the trace");
    const toTrace = (pageMs) => mark.ts + (pageMs - syncAt) * 1000;
    const commitsBetween = (commits, from, to) => {
      const inside = commits.filter(({ at }) => at >= from && at <= to);
      return { commits: inside.length, components: inside.reduce((n, c) => n + c.rendered, 0) };
    };
    const answers = typed.map(({ query, noted }) => {
      const { settled, listShown, countShown } = answerShown(query, noted);
      const typedFrom = noted.keys[0]?.downAt ?? noted.lastInput;
      const reply = shownReply(noted.workerReplies, listShown);
      return {
        query,
        // The worker's first reply, ms after the debounce ended (negative: held until then).
        replyMs: reply ? Math.round(reply.at - settled) : null,
        after: {
          inserted: noted.changes
            .filter((c) => c.at >= settled && c.at <= countShown.paintedAt)
            .reduce((n, c) => n + c.inserted, 0),
          ...workBetween(traceEvents, toTrace(settled), toTrace(countShown.paintedAt)),
          ...commitsBetween(noted.commits, settled, countShown.paintedAt),
        },
        typing: {
          ...workBetween(traceEvents, toTrace(typedFrom), toTrace(settled)),
          ...commitsBetween(noted.commits, typedFrom, settled),
        },
      };
    });
    await context.close();
    if (process.env.PROFILE_OUT)
      writeFileSync(
        process.env.PROFILE_OUT,
        JSON.stringify({ main, worker: workerProfile, traceEvents, answers, syncAt, typed }),
      );
    const figures = { main: selfTimes(main), worker: selfTimes(workerProfile), rendering, answers };
    printTimes(`page main thread, CPU ×${CPU_SLOWDOWN}, ${queries.length} queries retyped`, figures.main);
    printPhases(rendering);
    printAnswers(answers);
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
