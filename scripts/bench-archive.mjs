// `npm run bench:archive`: sync and build time, with peak memory, for the real archive and for a
// synthetic one ten times larger (every call copied ten times under new numbers). Runs in a copy of
// the repository under the system temp folder, so content/, archive/ and build/ here are untouched.
// Source: $FORKLINE_BENCH_SOURCE, else the upstream cut ../shared/corpus/upstream-2026-02 (125 calls and their
// summaries: the whole-archive scale the calendar search is budgeted at, issue #37), else
// ../shared/corpus/artifacts, else archive/ (it needs a manifest.json).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { benchCalendarWarm, printCalendarWarm } from "./bench-interactions.mjs";
import { benchCalendarSearch, SEARCH_BUDGETS } from "./bench-search.mjs";
import { benchCallPageDetail, CALL_PAGE_BUDGET_MS } from "./bench-call.mjs";

const REPO = resolve(".");
const SOURCE = [
  process.env.FORKLINE_BENCH_SOURCE,
  resolve("..", "shared", "corpus", "upstream-2026-02"),
  resolve("..", "shared", "corpus", "artifacts"),
  resolve("archive"),
]
  .filter(Boolean)
  .map((dir) => resolve(dir))
  .find((dir) => existsSync(join(dir, "manifest.json")));
const WORK = join(tmpdir(), "forkline-bench-archive");
const SCALES = process.argv.includes("--only-1x") ? [1] : [1, 10];

function copyRepo(to) {
  const files = execFileSync("git", ["ls-files"], { cwd: REPO, encoding: "utf8" }).split("\n").filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(REPO, file))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(REPO, file), join(to, file));
  }
  symlinkSync(join(REPO, "node_modules"), join(to, "node_modules"));
}

/** The source archive copied `scale` times: copy k renumbers call n as n + 1000·k, same date. */
function syntheticArchive(scale, to) {
  const manifest = JSON.parse(readFileSync(join(SOURCE, "manifest.json"), "utf8"));
  const out = { version: 1, series: {} };
  for (const [series, entry] of Object.entries(manifest.series)) {
    out.series[series] = { ...entry, calls: [] };
    for (let k = 0; k < scale; k++) {
      for (const call of entry.calls) {
        const number = Number(call.number) + 1000 * k;
        const path = `${series}/${call.date}_${String(number).padStart(3, "0")}`;
        if (existsSync(join(SOURCE, call.path))) cpSync(join(SOURCE, call.path), join(to, path), { recursive: true });
        out.series[series].calls.push({ ...call, number, path });
      }
    }
  }
  writeFileSync(join(to, "manifest.json"), JSON.stringify(out));
  return out;
}

/** Runs a command under /usr/bin/time; returns wall seconds and the peak resident memory of its largest process. */
function timed(command, args, cwd, env = {}) {
  const result = spawnSync("/usr/bin/time", ["-f", "BENCH_TIME %e %M", command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const match = /BENCH_TIME ([\d.]+) (\d+)/.exec(result.stderr);
  if (result.status !== 0 || !match)
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr.slice(-2000)}`);
  return { seconds: Number(match[1]), peakMiB: Math.round(Number(match[2]) / 1024), stdout: result.stdout };
}

export const BUDGET_EIP_PAGE_HTML = 150 * 1024;

/** The heaviest prerendered EIP page (brotli): the most discussed EIP's page grows with the archive. */
export function heaviestEipPage(clientDir) {
  const dir = join(clientDir, "eips");
  if (!existsSync(dir)) return null;
  const pages = readdirSync(dir).filter((name) => /^\d+$/.test(name));
  const sizes = pages.map((id) => ({
    id,
    bytes: brotliCompressSync(readFileSync(join(dir, id, "index.html")), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  }));
  const heaviest = sizes.sort((a, b) => b.bytes - a.bytes)[0];
  return heaviest
    ? {
        ...heaviest,
        pages: pages.length,
        line: `heaviest EIP page: /eips/${heaviest.id}, ${(heaviest.bytes / 1024).toFixed(1)} KB HTML (brotli) of ${pages.length} — budget ≤ 150 KB ${heaviest.bytes <= BUDGET_EIP_PAGE_HTML ? "ok" : "OVER"}`,
      }
    : null;
}

/** The call page of the archive's longest transcript (by cues; the corrected one when a call has it), by rule. */
function longestCall(manifest, sourceDir) {
  let longest = null;
  for (const [series, entry] of Object.entries(manifest.series)) {
    for (const call of entry.calls) {
      const folder = join(sourceDir, call.path);
      const file = ["transcript_corrected.vtt", "transcript.vtt"]
        .map((name) => join(folder, name))
        .find((path) => existsSync(path));
      if (!file) continue;
      const cues = readFileSync(file, "utf8").split("-->").length - 1;
      if (!longest || cues > longest.cues)
        longest = { cues, path: `/calls/${series}/${String(call.number).padStart(3, "0")}` };
    }
  }
  return longest;
}

/**
 * The calendar search on a build of this archive: cold and cached first results with the bytes before
 * them (scripts/bench-search.mjs), and the warm query as painted (scripts/bench-interactions.mjs); and
 * the longest call's page, first transcript line (scripts/bench-call.mjs).
 */
async function calendarSearchOn(clientDir, archiveDir, longest) {
  const port = 4391;
  const server = spawn(
    process.execPath,
    [join(REPO, "scripts", "serve.mjs"), "--port", String(port), "--dir", clientDir],
    { stdio: "ignore" },
  );
  await new Promise((r) => setTimeout(r, 600));
  try {
    const firstResults = await benchCalendarSearch(`http://127.0.0.1:${port}`, { archiveDir });
    const callPage = longest
      ? { ...longest, ...(await benchCallPageDetail(`http://127.0.0.1:${port}`, longest.path)) }
      : null;
    return { warm: await benchCalendarWarm(`http://127.0.0.1:${port}`), firstResults, callPage };
  } finally {
    server.kill();
  }
}

export async function benchArchive({ browser = true } = {}) {
  if (!SOURCE) {
    console.log("archive bench: no archive with a manifest.json (run npm run sync, or put ../shared beside the repo)");
    return [];
  }
  const rows = [];
  for (const scale of SCALES) {
    const root = join(WORK, `x${scale}`);
    rmSync(root, { recursive: true, force: true });
    mkdirSync(join(root, "source"), { recursive: true });
    const repo = join(root, "repo");
    copyRepo(repo);
    const manifest = syntheticArchive(scale, join(root, "source"));
    const calls = Object.values(manifest.series).reduce((n, s) => n + s.calls.length, 0);
    const sync = timed("npx", ["tsx", "pipeline/sync.ts", "--from", join(root, "source")], repo);
    const resync = timed("npx", ["tsx", "pipeline/sync.ts", "--from", join(root, "source")], repo);
    const build = timed("npm", ["run", "build"], repo, { FORKLINE_BUILD_DIR: "build" });
    const pipelineLine = /pipeline: .*/.exec(build.stdout)?.[0] ?? "";
    const eipPage = heaviestEipPage(join(repo, "build", "client"));
    const search = browser
      ? await calendarSearchOn(
          join(repo, "build", "client"),
          join(repo, "archive"),
          longestCall(manifest, join(root, "source")),
        )
      : null;
    rows.push({ scale, calls, sync, resync, build, pipelineLine, eipPage, search });
    rmSync(root, { recursive: true, force: true });
  }
  console.log(
    `\n== Archive sync and full build (pipeline + prerender) from ${SOURCE} — budget: build ≤ 60 s (51 calls), ≤ 90 s (upstream cut), ≤ 5 min (10×) on 2 cores ==`,
  );
  for (const { scale, calls, sync, resync, build, pipelineLine, eipPage, search } of rows) {
    const budget = scale === 1 ? (calls <= 60 ? 60 : 90) : 300;
    console.log(
      `${String(scale).padStart(2)}× (${calls} calls): sync ${sync.seconds.toFixed(1)} s / ${sync.peakMiB} MiB peak; ` +
        `re-sync unchanged ${resync.seconds.toFixed(1)} s; build ${build.seconds.toFixed(1)} s / ${build.peakMiB} MiB peak ` +
        `${build.seconds <= budget ? "ok" : "OVER"}`,
    );
    console.log(`    ${pipelineLine}`);
    if (eipPage) console.log(`    ${eipPage.line}`);
    if (search) {
      const { warm, firstResults, callPage } = search;
      if (callPage) {
        console.log(
          `    longest call ${callPage.path} (${callPage.cues} cues), CPU ×4: first transcript line ${callPage.firstLineMs} ms (budget ${CALL_PAGE_BUDGET_MS}) ${callPage.firstLineMs <= CALL_PAGE_BUDGET_MS ? "ok" : "OVER"}; whole transcript ${callPage.transcriptLoadedMs} ms`,
        );
      }
      for (const [name, runs] of [
        ["cold", firstResults.cold],
        ["cached", firstResults.cached],
      ]) {
        const budget =
          name === "cold"
            ? `≤ ${SEARCH_BUDGETS.coldMs} ms and ${SEARCH_BUDGETS.coldKB} KB`
            : `≤ ${SEARCH_BUDGETS.cachedMs} ms`;
        const ok = Object.values(runs).every(
          (run) =>
            run.msAfterTypingStops <= (name === "cold" ? SEARCH_BUDGETS.coldMs : SEARCH_BUDGETS.cachedMs) &&
            (name !== "cold" || run.dataKBBeforeResults <= SEARCH_BUDGETS.coldKB),
        );
        console.log(
          `    calendar search ${name}, CPU ×4: first results ${Object.entries(runs)
            .map(
              ([how, run]) =>
                `${how} ${run.msAfterTypingStops} ms after typing stops, ${run.dataKBBeforeResults} KB of search data before them`,
            )
            .join("; ")} (budget ${budget}) ${ok ? "ok" : "OVER"}`,
        );
      }
      printCalendarWarm(warm, "    ");
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchArchive({ browser: !process.argv.includes("--no-browser") });
