// The sync under the faults a network really has, through the real fetch against a server on 127.0.0.1:
// 500s, 429s with Retry-After, bodies cut short of their Content-Length, answers slower than the timeout.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { portOf } from "../tests/support/loopback";
import { manifestReader } from "./archiveSources";
import { EXIT_CODES, syncAll } from "./archiveSync";
import { RetryDeadline, type FetchPolicy } from "./fetchPolicy";

const CALLS = 50;
const FILES = [
  "chat.txt",
  "config.json",
  "tldr.json",
  "transcript.vtt",
  "transcript_changelog.tsv",
  "transcript_corrected.vtt",
];
const KINDS: Record<string, string> = {
  "chat.txt": "chat",
  "tldr.json": "tldr",
  "transcript.vtt": "transcript",
  "transcript_changelog.tsv": "changelog",
  "transcript_corrected.vtt": "transcript_corrected",
};
const FAST: FetchPolicy = {
  attempts: 6,
  timeoutMs: 300,
  baseDelayMs: 20,
  maxDelayMs: 200,
  maxRetryAfterMs: 2_000,
  budgetMs: 30_000,
};

/** mulberry32: the same faults in the same order for the same seed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Fault = "none" | "500" | "429" | "truncated" | "slow";

interface Upstream {
  url: string;
  faults: Record<Fault, number>;
  requests: string[];
  /** Chooses each answer's fault; "none" answers cleanly. */
  setFaults(choose: (path: string) => Fault): void;
  /** Pauses every answer (for the kill test). */
  setDelay(ms: number): void;
  setManifest(body: string): void;
  close(): Promise<void>;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The call folders of a tree, file by file, as text for an exact comparison. A sync writes "name.partial-<pid>" and
 * renames it into place: such a file is not the archive's (a resume removes it), and while a sync runs it may be
 * renamed between the listing and the read.
 */
function callFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of listFiles(dir).filter((name) => name.split("/").length === 3 && !name.includes(".partial"))) {
    try {
      files.set(file, readFileSync(join(dir, file)).toString("base64"));
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
    }
  }
  return files;
}

function makeSource(dir: string, seed: number): string {
  const next = random(seed);
  const calls = [];
  for (let n = 1; n <= CALLS; n++) {
    const day = String((n % 28) + 1).padStart(2, "0");
    const path = `soak/2026-01-${day}_${n}`;
    for (const file of FILES) {
      const bytes = Buffer.alloc(1_000 + Math.floor(next() * 40_000));
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(next() * 256);
      mkdirSync(join(dir, path), { recursive: true });
      writeFileSync(join(dir, path, file), bytes);
    }
    calls.push({
      date: `2026-01-${day}`,
      path,
      number: n,
      resources: Object.fromEntries(Object.entries(KINDS).map(([file, kind]) => [kind, file])),
    });
  }
  return JSON.stringify({ version: 1, series: { soak: { name: "Soak test", calls } } });
}

async function serve(sourceDir: string, manifest: string): Promise<Upstream> {
  let choose: (path: string) => Fault = () => "none";
  let delay = 0;
  let manifestBody = manifest;
  const faults: Record<Fault, number> = { none: 0, "500": 0, "429": 0, truncated: 0, slow: 0 };
  const requests: string[] = [];
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname).slice(1);
    requests.push(path);
    const body =
      path === "manifest.json"
        ? Buffer.from(manifestBody)
        : existsSync(join(sourceDir, path)) && path.split("/").length === 3
          ? readFileSync(join(sourceDir, path))
          : undefined;
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const fault = path === "manifest.json" ? "none" : choose(path);
    faults[fault]++;
    if (fault === "500") response.writeHead(500).end("upstream trouble");
    else if (fault === "429") response.writeHead(429, { "Retry-After": "1" }).end();
    else if (fault === "truncated") {
      response.writeHead(200, { "Content-Length": String(body.length) });
      response.write(body.subarray(0, Math.floor(body.length / 2)), () => response.socket?.destroy());
    } else if (fault === "slow")
      setTimeout(() => response.writeHead(200, { "Content-Length": String(body.length) }).end(body), 450);
    else response.writeHead(200, { "Content-Length": String(body.length) }).end(body);
  };
  const server: Server = createServer((request, response) => {
    if (delay) setTimeout(() => answer(request, response), delay);
    else answer(request, response);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = portOf(server);
  return {
    url: `http://127.0.0.1:${port}/manifest.json`,
    faults,
    requests,
    setFaults: (f) => {
      choose = f;
    },
    setDelay: (ms) => {
      delay = ms;
    },
    setManifest: (body) => {
      manifestBody = body;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Random faults: 20 % 500, 5 % 429 with Retry-After, 10 % cut short, 10 % slower than the timeout. */
function randomFaults(seed: number): (path: string) => Fault {
  const next = random(seed);
  return () => {
    const r = next();
    if (r < 0.2) return "500";
    if (r < 0.25) return "429";
    if (r < 0.35) return "truncated";
    if (r < 0.45) return "slow";
    return "none";
  };
}

let root: string;
let source: string;
let content: string;
let upstream: Upstream;
let manifest: string;

function freshContent(): string {
  const dir = mkdtempSync(join(root, "content-"));
  for (const file of ["series.json", "calls.json"]) cpSync(resolve("content", file), join(dir, file));
  return dir;
}

async function runSync(archive: string, policy: FetchPolicy = FAST) {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const reader = manifestReader(upstream.url, { policy, deadline: new RetryDeadline(policy.budgetMs), log });
  const result = await syncAll([reader], { archive, contentDir: content, log });
  return { ...result, lines };
}

function runCli(args: string[]): {
  child: ReturnType<typeof spawn>;
  done: Promise<number | null>;
  output: () => string;
} {
  const child = spawn(resolve("node_modules/.bin/tsx"), ["pipeline/sync.ts", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, done: new Promise((done) => child.on("exit", (code) => done(code))), output: () => output };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "forkline-sync-faults-"));
  source = join(root, "source");
  manifest = makeSource(source, 34);
  upstream = await serve(source, manifest);
  content = freshContent();
});

afterAll(async () => {
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

describe("sync under faults, real fetch against 127.0.0.1", () => {
  test("300 files under random 500, 429, cut-short and slow answers, then a clean run: the archive is byte-identical to the source", async () => {
    const archive = join(root, "archive-soak");
    upstream.setFaults(randomFaults(2026));
    const started = performance.now();
    const faulty = await runSync(archive);
    const faultySeconds = (performance.now() - started) / 1000;
    const source300 = callFiles(source);
    expect(source300.size).toBe(300);
    // Every fault kind was served, many times over.
    for (const fault of ["500", "429", "truncated", "slow"] as const) expect(upstream.faults[fault]).toBeGreaterThan(5);
    const report = faulty.reports[0];
    if (!report) throw new Error("no report");
    // Retries got nearly everything; whatever still failed is named with its reason, and no file is half there.
    expect(report.took.length + report.failed.length).toBe(300);
    expect(report.took.length).toBeGreaterThan(285);
    for (const failure of report.failed)
      expect(failure.why).toMatch(/HTTP 500|HTTP 429|body cut short|no answer within/);
    expect(faulty.status).toBe(report.failed.length ? "degraded" : "ok");
    const afterFaults = callFiles(archive);
    for (const [file, bytes] of afterFaults) expect(bytes, file).toBe(source300.get(file));
    expect(afterFaults.size).toBe(300 - report.failed.length);

    upstream.setFaults(() => "none");
    const clean = await runSync(archive);
    expect(clean.status).toBe("ok");
    expect(callFiles(archive)).toEqual(source300);
    expect(listFiles(archive).filter((file) => file.includes(".partial"))).toEqual([]);
    console.log(
      `soak: faults served ${JSON.stringify(upstream.faults)}; faulty run took ${report.took.length}/300 in ${faultySeconds.toFixed(1)} s, ` +
        `${report.failed.length} named failures; clean run took ${clean.reports[0]?.took.length} more; archive identical to the source`,
    );
  }, 60_000);

  test("a file that still fails keeps its last good copy and is named; the run is degraded", async () => {
    const archive = join(root, "archive-kept");
    upstream.setFaults(() => "none");
    expect((await runSync(archive)).status).toBe("ok");
    const victim = "soak/2026-01-02_1/chat.txt";
    const before = readFileSync(join(archive, victim));
    writeFileSync(join(source, victim), Buffer.from("a newer chat that cannot be had"));
    rmSync(join(archive, ".sync-state.json"));
    upstream.setFaults((path) => (path === victim ? "500" : "none"));
    const run = await runSync(archive, { ...FAST, attempts: 3 });
    expect(run.status).toBe("degraded");
    expect(run.reports[0]?.failed).toEqual([{ file: victim, why: "HTTP 500 (after 3 tries)", lastCopyKept: true }]);
    expect(readFileSync(join(archive, victim))).toEqual(before);
    expect(run.lines.join("\n")).toContain(`could not have chat.txt (HTTP 500 (after 3 tries); last copy kept)`);
    writeFileSync(join(source, victim), before);
  }, 30_000);

  test("once the run's retry budget is spent, a failing file is not tried again", async () => {
    const archive = join(root, "archive-budget");
    upstream.setFaults(() => "500");
    const started = performance.now();
    const run = await runSync(archive, { ...FAST, baseDelayMs: 500, budgetMs: 300 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(run.status).toBe("degraded");
    expect(run.reports[0]?.took).toEqual([]);
    expect(run.reports[0]?.failed[0]?.why).toMatch(/^HTTP 500; the run's 0.3 s for retries is spent/);
    upstream.setFaults(() => "none");
  }, 30_000);

  test("a SIGKILL mid-run leaves only whole files, and the next run removes what it left and completes", async () => {
    const archive = join(root, "archive-killed");
    const killContent = freshContent();
    upstream.setFaults(() => "none");
    upstream.setDelay(15);
    const run = runCli(["--manifest", upstream.url, "--archive", archive, "--content", killContent]);
    for (let i = 0; i < 400 && callFiles(archive).size < 60; i++) await new Promise((done) => setTimeout(done, 25));
    run.child.kill("SIGKILL");
    expect(await run.done).toBe(null);
    upstream.setDelay(0);
    const killed = callFiles(archive);
    expect(killed.size).toBeGreaterThanOrEqual(60);
    expect(killed.size).toBeLessThan(300);
    const source300 = callFiles(source);
    for (const [file, bytes] of killed) expect(bytes, file).toBe(source300.get(file));
    // What a kill between write and rename leaves: a temporary file beside its destination.
    writeFileSync(join(archive, "soak/2026-01-02_1/transcript.vtt.partial-99999"), "half a transcript");

    const resumed = runCli(["--manifest", upstream.url, "--archive", archive, "--content", killContent]);
    expect(await resumed.done).toBe(EXIT_CODES.ok);
    expect(resumed.output()).toContain("removed 1 temporary file(s) a killed sync had left");
    expect(resumed.output()).toContain("sync ok (exit 0)");
    expect(callFiles(archive)).toEqual(source300);
    expect(listFiles(archive).filter((file) => file.includes(".partial"))).toEqual([]);
  }, 60_000);

  test("hostile manifest entries are left out by name, the rest is synced, and nothing is written outside the archive", async () => {
    const sandbox = mkdtempSync(join(root, "hostile-"));
    const archive = join(sandbox, "archive");
    const hostileContent = freshContent();
    const good = JSON.parse(manifest).series.soak.calls[0];
    const huge = "x".repeat(1_000_000);
    upstream.setManifest(
      JSON.stringify({
        version: 1,
        series: {
          soak: {
            name: huge,
            calls: [
              good,
              { ...good, path: "../../outside/2026-01-02_1" },
              { ...good, path: "soak/../../escape_1" },
              { ...good, number: "abc" },
              { ...good, date: 20260102 },
              { ...good, title: huge },
              { ...good, resources: { transcript: "../../escape.txt" } },
              { ...good, resources: { chat: ".." } },
              "not an entry",
            ],
          },
          "../evil": { calls: [{ ...good, path: "../evil/2026-01-02_1" }] },
          broken: "not a series",
        },
      }),
    );
    const outsideBefore = listFiles(sandbox);
    const cli = runCli(["--manifest", upstream.url, "--archive", archive, "--content", hostileContent]);
    const code = await cli.done;
    upstream.setManifest(manifest);
    const output = cli.output();
    expect(code, output).toBe(EXIT_CODES.degraded);
    for (const named of [
      `series "soak": its name is ignored`,
      `series "soak" entry 2 (path "../../outside/2026-01-02_1"): left out, field 'path'`,
      `series "soak" entry 3 (path "soak/../../escape_1"): left out, field 'path'`,
      `series "soak" entry 4 (path "soak/2026-01-02_1"): left out, field 'number'`,
      `series "soak" entry 5 (path "soak/2026-01-02_1"): left out, field 'date'`,
      `series "soak" entry 6 (path "soak/2026-01-02_1"): left out, field 'title'`,
      `series "soak" entry 7 (path "soak/2026-01-02_1"): left out, field 'resources.transcript'`,
      `series "soak" entry 8 (path "soak/2026-01-02_1"): left out, field 'resources.chat'`,
      `series "soak" entry 9: left out`,
      `series "broken": left out`,
      `not synced: series '../evil': not a usable series id`,
    ])
      expect(output).toContain(named);
    expect(output.length).toBeLessThan(100_000);
    expect(output).toContain("sync degraded (exit 3)");
    // The good entry is synced; nothing else appeared in the sandbox but the archive's own files.
    expect([...callFiles(archive).keys()]).toEqual(FILES.map((file) => `${good.path}/${file}`));
    const added = listFiles(sandbox).filter((file) => !outsideBefore.includes(file));
    expect(added.filter((file) => !file.startsWith("archive/"))).toEqual([]);
    expect(listFiles(archive).filter((file) => !file.startsWith(`${good.path}/`))).toEqual([
      ".sync-state.json",
      "manifest.json",
    ]);
    expect(upstream.requests.filter((path) => path.includes(".."))).toEqual([]);
    expect(readFileSync(join(hostileContent, "series.json"), "utf8")).not.toContain("xxxxxxxxxx");
  }, 30_000);

  test("an unreachable upstream fails the run with exit 1 and keeps the archive as it was", async () => {
    const archive = join(root, "archive-soak");
    const before = callFiles(archive);
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const port = portOf(closed);
    await new Promise<void>((done) => closed.close(() => done()));
    const cli = runCli([
      "--manifest",
      `http://127.0.0.1:${port}/manifest.json`,
      "--archive",
      archive,
      "--content",
      content,
      "--retry-budget",
      "1",
    ]);
    expect(await cli.done).toBe(EXIT_CODES.failed);
    expect(cli.output()).toMatch(/could not read the manifest: .*ECONNREFUSED/);
    expect(cli.output()).toContain("sync failed (exit 1)");
    expect(callFiles(archive)).toEqual(before);
  }, 30_000);
});
