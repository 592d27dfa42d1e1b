// `npm start`: build the production site (syncing the call archive first when it is empty), then serve it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";

const run = (command, args, options = {}) => spawnSync(command, args, { stdio: "inherit", shell: false, ...options });
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const archive = resolve(process.env.FORKLINE_ARCHIVE_DIR ?? "archive");
const archiveIsEmpty = !existsSync(archive) || readdirSync(archive).length === 0;
if (archiveIsEmpty && existsSync(resolve("pipeline", "sync.ts"))) {
  // The sync's own error goes into the one line below instead of standing beside it.
  const sync = run(npm, ["run", "--silent", "sync"], { stdio: ["ignore", "inherit", "pipe"], encoding: "utf8" });
  if (sync.status !== 0) {
    const reason = (sync.stderr ?? "").split("\n").filter((line) => line.trim() && !line.startsWith("npm warn")).pop()?.replace(/^sync failed: /, "") ?? "unknown error";
    console.log(`Call archive: upstream unreachable (${reason}); starting without transcripts (run \`npm run sync\` later).`);
  }
}

const build = run(npm, ["run", "build"]);
if (build.status !== 0) process.exit(build.status ?? 1);
run(process.execPath, ["scripts/serve.mjs", ...process.argv.slice(2)]);
