// Runs `stop` once when this long-running command is asked to end: Ctrl+C (SIGINT), SIGTERM, SIGHUP, or, when npm
// started it, npm going away. npm passes SIGINT and SIGTERM on to its script but dies of SIGHUP (or SIGKILL) without
// passing anything on, which would leave us running as an orphan; the parent check catches that.
// Returns a function that removes the handlers again.
import { constants } from "node:os";

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

export function onStop(stop) {
  let stopped = false;
  const handle = (reason) => {
    if (stopped) return;
    stopped = true;
    release();
    stop(reason);
  };
  const handlers = SIGNALS.map((signal) => [signal, () => handle(signal)]);
  for (const [signal, handler] of handlers) process.on(signal, handler);
  // Only under npm: a server started by hand and left running on purpose (nohup, &) may outlive its shell.
  const parent = process.ppid;
  const watch = process.env.npm_lifecycle_event
    ? setInterval(() => process.ppid !== parent && handle("parent-gone"), 500).unref()
    : undefined;
  function release() {
    for (const [signal, handler] of handlers) process.off(signal, handler);
    clearInterval(watch);
  }
  return release;
}

/** Ends this process the way `reason` asks: by the signal itself (so npm and the shell see a stopped command, not a failure), else with `code`. */
export function exitFor(reason, code = 0) {
  const signal = constants.signals[reason];
  if (signal === undefined) process.exit(code);
  process.kill(process.pid, reason);
  // In case the signal was ignored when we started (a background job's SIGINT): exit with the code a shell would show.
  setTimeout(() => process.exit(128 + signal), 200);
}
