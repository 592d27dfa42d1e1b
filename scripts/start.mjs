// `npm start`: build the production site (syncing the call archive first when it is empty), then serve it.
// The server runs in this process, so whatever stops `npm start` (Ctrl+C, a kill of npm) stops the server too.
// package.json runs it with `exec`: without it npm's child is a `sh -c` (dash), which dies of the SIGTERM npm passes
// on, or sits out the SIGINT, and this process never hears of either.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { exitFor, onStop } from "./onStop.mjs";
import { portProblem, serveOptions, serveUntilStopped } from "./serve.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const rerun = (port) => `npm start -- --port ${port}`;

let options;
try {
  options = serveOptions(process.argv.slice(2), { dir: join(process.env.FORKLINE_BUILD_DIR ?? "build", "client") });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// Told now rather than after a build of a minute or two.
const busy = await portProblem(options.port, options.host, rerun);
if (busy) {
  console.error(busy);
  process.exit(1);
}

// Each step runs in a process group of its own, so a stop ends all of it (npm, its shell, tsx, vite), not only npm.
const ownGroup = process.platform !== "win32";
let step;
const releaseSteps = onStop((reason) => {
  if (step) {
    try {
      if (ownGroup) process.kill(-step.pid, reason.startsWith("SIG") ? reason : "SIGTERM");
      else step.kill();
    } catch {
      // Already gone.
    }
  }
  exitFor(reason, 1);
});

function run(args, { captureStderr = false } = {}) {
  return new Promise((done) => {
    step = spawn(npm, args, { stdio: ["ignore", "inherit", captureStderr ? "pipe" : "inherit"], detached: ownGroup });
    let stderr = "";
    step.stderr?.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    step.on("error", (error) => done({ status: 1, stderr: error.message }));
    step.on("close", (status) => done({ status: status ?? 1, stderr }));
  }).finally(() => (step = undefined));
}

const archive = resolve(process.env.FORKLINE_ARCHIVE_DIR ?? "archive");
const archiveIsEmpty = !existsSync(archive) || readdirSync(archive).length === 0;
if (archiveIsEmpty && existsSync(resolve("pipeline", "sync.ts"))) {
  // The sync's own error goes into the one line below instead of standing beside it.
  const sync = await run(["run", "--silent", "sync"], { captureStderr: true });
  // 3: degraded, the archive has what could be had; only 1 means there is no archive to start with.
  if (sync.status !== 0 && sync.status !== 3) {
    const reason =
      sync.stderr
        .split("\n")
        .filter((line) => line.trim() && !line.startsWith("npm warn"))
        .pop()
        ?.replace(/^sync failed: /, "") ?? "unknown error";
    console.log(`Call archive: starting without transcripts (run \`npm run sync\` later): ${reason}`);
  }
}

const build = await run(["run", "build"]);
if (build.status !== 0) process.exit(build.status);
releaseSteps();
await serveUntilStopped({ ...options, rerun });
