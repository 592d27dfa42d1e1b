// `npm start` and `npm run serve` as a visitor runs them: real npm, real processes, real ports. The build is a stub
// (an `npm` earlier on PATH that start.mjs finds for its steps), so no test here builds the site.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect as connectHttp2 } from "node:http2";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { localCertificate } from "./localCertificate.mjs";

const REPO = resolve(import.meta.dirname, "..");
// The real npm, found before the stub is put first on PATH (spawn looks commands up on the PATH it is given).
const NPM =
  (process.env.PATH ?? "")
    .split(delimiter)
    .map((dir) => join(dir, "npm"))
    .find((path) => existsSync(path)) ?? "npm";
const scratch = mkdtempSync(join(tmpdir(), "forkline-start-"));
const buildDir = join(scratch, "build");
mkdirSync(join(buildDir, "client"), { recursive: true });
writeFileSync(join(buildDir, "client", "index.html"), "<p>home</p>");
writeFileSync(join(buildDir, "client", "404.html"), "<p>missing</p>");

// The stub npm records its arguments; `run build` waits (as a shell with a child, like the real one) when asked to.
const stubBin = join(scratch, "bin");
const stubLog = join(scratch, "npm-calls.log");
mkdirSync(stubBin);
writeFileSync(
  join(stubBin, "npm"),
  `#!/bin/sh
echo "$*" >> "${stubLog}"
if [ "$*" = "run build" ] && [ -n "$STUB_BUILD_PIDS" ]; then
  sleep 60 &
  echo "$$ $!" > "$STUB_BUILD_PIDS"
  wait
fi
`,
);
chmodSync(join(stubBin, "npm"), 0o755);

const started: ChildProcess[] = [];
const blockers: Server[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const server of blockers.splice(0)) server.close();
});
afterAll(() => {
  // A stub build that outlived a failing test would sleep on; its pids are in the file.
  const pids = join(scratch, "build-pids");
  if (existsSync(pids)) for (const pid of readFileSync(pids, "utf8").trim().split(" ")) tryKill(Number(pid));
  rmSync(scratch, { recursive: true, force: true });
});

function tryKill(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Gone already.
  }
}

/** `npm start` with the stub build, serving the scratch build/client. */
function npmStart(args: string[], env: Record<string, string> = {}): ChildProcess {
  return track(
    spawn(NPM, ["start", "--", ...args], {
      cwd: REPO,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PATH: `${stubBin}${delimiter}${process.env.PATH ?? ""}`,
        FORKLINE_BUILD_DIR: buildDir,
        FORKLINE_ARCHIVE_DIR: join(REPO, "tests", "fixtures", "archive"),
        ...env,
      },
    }),
  );
}

function track(child: ChildProcess): ChildProcess {
  started.push(child);
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  return child;
}

function output(child: ChildProcess): { stdout: string; stderr: string } {
  const seen = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk: string) => (seen.stdout += chunk));
  child.stderr?.on("data", (chunk: string) => (seen.stderr += chunk));
  return seen;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((done) => child.once("exit", (code, signal) => done({ code, signal })));
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 8_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

function listenOn(port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer().once("error", fail);
    server.listen(port, "127.0.0.1", () => done(server));
  });
}

async function freePort(): Promise<number> {
  const server = await listenOn(0);
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

function isListening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

/** Alive and not a zombie (this machine's init may not reap orphans promptly). */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false;
  }
}

async function startServing(): Promise<{ npm: ChildProcess; port: number; seen: { stdout: string; stderr: string } }> {
  const port = await freePort();
  const npm = npmStart(["--port", String(port)]);
  const seen = output(npm);
  await until(() => seen.stdout.includes("Forkline is being served at"), `the server (${seen.stderr})`);
  return { npm, port, seen };
}

describe("npm start", () => {
  it("builds, then serves the built site", async () => {
    const { port, seen } = await startServing();
    expect(seen.stdout).toContain(`Forkline is being served at http://127.0.0.1:${port}/`);
    expect(readFileSync(stubLog, "utf8")).toContain("run build");
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect([home.status, await home.text()]).toEqual([200, "<p>home</p>"]);
    const missing = await fetch(`http://127.0.0.1:${port}/nowhere`);
    expect([missing.status, await missing.text()]).toEqual([404, "<p>missing</p>"]);
  });

  // SIGINT is what Ctrl+C sends (to npm and its script alike); SIGTERM is `kill <pid of npm>`. npm passes both on,
  // but dies of SIGHUP without passing it on, and its script's shell used to swallow the others.
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
    it(`stops serving when npm gets ${signal}`, async () => {
      const { npm, port } = await startServing();
      npm.kill(signal);
      await until(async () => !(await isListening(port)), `port ${port} to be free after ${signal}`);
      const { code, signal: endedBy } = await exited(npm);
      expect(code === 0 || endedBy === signal).toBe(true);
    });
  }

  it("stops the build, all of it, when npm is stopped during the build", async () => {
    const pidsFile = join(scratch, "build-pids");
    const npm = npmStart(["--port", String(await freePort())], { STUB_BUILD_PIDS: pidsFile });
    await until(() => existsSync(pidsFile) && readFileSync(pidsFile, "utf8").includes(" "), "the stub build");
    const pids = readFileSync(pidsFile, "utf8").trim().split(" ").map(Number);
    expect(pids.every(isRunning)).toBe(true);
    npm.kill("SIGTERM");
    await until(() => !pids.some(isRunning), "the stub build's shell and its child to end");
    await exited(npm);
  });

  it("says in one line that the port is taken, before building", async () => {
    const port = await freePort();
    blockers.push(await listenOn(port));
    writeFileSync(stubLog, "");
    const npm = npmStart(["--port", String(port)], { STUB_BUILD_PIDS: "" });
    const seen = output(npm);
    const { code } = await exited(npm);
    expect(code).not.toBe(0);
    expect(seen.stderr.trim()).toMatch(
      new RegExp(`^Port ${port} is already in use; stop the other server or run \`npm start -- --port \\d+\`\\.$`),
    );
    expect(readFileSync(stubLog, "utf8")).toBe("");
  });
});

describe("scripts/serve.mjs", () => {
  const serve = (args: string[]) =>
    track(
      spawn(process.execPath, ["scripts/serve.mjs", "--dir", join(buildDir, "client"), ...args], {
        cwd: REPO,
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );

  it("says in one line that the port is taken, and suggests a free one", async () => {
    const port = await freePort();
    blockers.push(await listenOn(port));
    const server = serve(["--port", String(port)]);
    const seen = output(server);
    const { code } = await exited(server);
    expect(code).toBe(1);
    const line = seen.stderr.trim();
    expect(line).toMatch(
      new RegExp(
        `^Port ${port} is already in use; stop the other server or run \`node scripts/serve.mjs --port \\d+\`\\.$`,
      ),
    );
    const suggested = Number(/--port (\d+)/.exec(line)?.[1]);
    expect(suggested).not.toBe(port);
    expect(await isListening(suggested)).toBe(false);
  });

  it("refuses a port that is not a number in one line", async () => {
    const server = serve(["--port", "http"]);
    const seen = output(server);
    expect((await exited(server)).code).toBe(1);
    expect(seen.stderr.trim()).toBe('--port needs a number from 0 to 65535, not "http".');
  });

  // The bench's Lighthouse runs use it: a CDN answers over HTTP/2 and TLS.
  const certificate = localCertificate();
  afterAll(() => certificate?.cleanup());

  it.skipIf(!certificate)("serves over HTTP/2 with TLS when given a key and a certificate", async () => {
    const { key, cert } = certificate!;
    const port = await freePort();
    const server = serve(["--port", String(port), "--tls-key", key, "--tls-cert", cert]);
    const seen = output(server);
    await until(() => seen.stdout.includes("Forkline is being served at"), `the server (${seen.stderr})`);
    expect(seen.stdout).toContain(`Forkline is being served at https://127.0.0.1:${port}/`);
    const session = connectHttp2(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{
        protocol: string | undefined;
        status: unknown;
        encoding: unknown;
        body: string;
      }>((done, fail) => {
        const request = session.request({ ":path": "/", "accept-encoding": "identity" });
        let body = "";
        let headers: Record<string, unknown> = {};
        request.setEncoding("utf8");
        request.on("response", (received) => (headers = received));
        request.on("data", (chunk: string) => (body += chunk));
        request.on("end", () =>
          done({
            protocol: session.alpnProtocol,
            status: headers[":status"],
            encoding: headers["content-encoding"],
            body,
          }),
        );
        request.on("error", fail);
      });
      expect(answer).toEqual({ protocol: "h2", status: 200, encoding: undefined, body: "<p>home</p>" });
    } finally {
      session.close();
    }
  });

  it("refuses a TLS key without its certificate in one line, before serving", async () => {
    const server = serve(["--port", String(await freePort()), "--tls-key", join(scratch, "key.pem")]);
    const seen = output(server);
    expect((await exited(server)).code).toBe(1);
    expect(seen.stderr.trim()).toBe(
      "--tls-key and --tls-cert go together: give both files, or neither to serve plain HTTP.",
    );
    expect(seen.stdout).toBe("");
  });

  it("says in one line that a TLS file cannot be read", async () => {
    const missing = join(scratch, "no-such-key.pem");
    const server = serve(["--port", String(await freePort()), "--tls-key", missing, "--tls-cert", missing]);
    const seen = output(server);
    expect((await exited(server)).code).toBe(1);
    expect(seen.stderr.trim()).toMatch(
      /^Cannot read the TLS key or certificate: ENOENT: no such file or directory, open '.*no-such-key\.pem'\.$/,
    );
  });
});
