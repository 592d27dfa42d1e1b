// The archive sources against a server on 127.0.0.1 shaped like GitHub: the API's tree listing and raw files.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { archiveSourceSchema, sourcesFileSchema } from "../src/schemas/sources";
import { portOf } from "../tests/support/loopback";
import { gitBlobSha, githubTreeReader } from "./archiveSources";
import { syncAll } from "./archiveSync";
import { parseWithSchema } from "./contentErrors";
import { DEFAULT_FETCH_POLICY, RetryDeadline } from "./fetchPolicy";

const files: Record<string, string> = {
  "public/artifacts/acdc/2025-04-03_154/config.json": JSON.stringify({
    sync: { transcriptStartTime: "00:07:48", videoStartTime: "00:00:09" },
  }),
  "public/artifacts/acdc/2025-04-03_154/transcript.vtt": "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n",
  "public/artifacts/acdc/2025-04-03_154/slides.pdf": "%PDF",
  "public/artifacts/acde/2026-03-12_232/chat.txt": "a newer call, left to the newer source",
  "public/artifacts/README.md": "not a call",
  "public/artifacts/acdc/notes/readme.md": "not a call folder",
  "src/index.ts": "outside the root",
};

describe("a GitHub folder without a manifest, read through the tree listing", () => {
  const requests: string[] = [];
  let treeBody: () => string = () => "";
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push(url.pathname);
    if (url.pathname === "/api/repos/ethereum/forkcast/git/trees/main" && url.searchParams.get("recursive") === "1") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(treeBody());
      return;
    }
    const path = url.pathname.replace(/^\/raw\//, "");
    const body = files[path];
    if (body === undefined) response.writeHead(404).end("404: Not Found");
    else response.writeHead(200).end(body);
  });
  let base = "";
  let root = "";
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${portOf(server)}`;
    root = mkdtempSync(join(tmpdir(), "forkline-tree-"));
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(root, { recursive: true, force: true });
  });

  const gitTree = () =>
    JSON.stringify({
      sha: "0".repeat(40),
      tree: [
        { path: "public", type: "tree", sha: "1".repeat(40) },
        ...Object.entries(files).map(([path, body]) => ({
          path,
          mode: "100644",
          type: "blob",
          sha: gitBlobSha(Buffer.from(body)),
          size: body.length,
        })),
      ],
      truncated: false,
    });

  async function sync(archive: string, contentDir: string) {
    const source = archiveSourceSchema.parse({
      id: "forkcast-2025",
      kind: "github-tree",
      url: `${base}/api/repos/ethereum/forkcast/git/trees/main?recursive=1`,
      raw: `${base}/raw/`,
      root: "public/artifacts",
      provides: ["calls"],
      callsBefore: "2026-02-01",
    });
    if (source.kind !== "github-tree") throw new Error("not a tree source");
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const policy = { ...DEFAULT_FETCH_POLICY, baseDelayMs: 10 };
    const result = await syncAll(
      [githubTreeReader(source, { policy, deadline: new RetryDeadline(policy.budgetMs), log })],
      { archive, contentDir, log },
    );
    return { ...result, lines };
  }

  function contentCopy(): string {
    const dir = mkdtempSync(join(root, "content-"));
    for (const file of ["series.json", "calls.json"]) copyFileSync(resolve("content", file), join(dir, file));
    return dir;
  }

  test("lists the calls under the root, fetches their files, leaves newer calls to the newer source, and fetches nothing unchanged the next time", async () => {
    treeBody = gitTree;
    const archive = join(root, "archive");
    const contentDir = contentCopy();
    const first = await sync(archive, contentDir);
    expect(first.status).toBe("ok");
    expect(first.lines).toContain(
      "  forkcast-2025: no manifest.json in public/artifacts; reading the repository's tree listing",
    );
    expect(first.reports[0]?.took.sort()).toEqual([
      "acdc/2025-04-03_154/config.json",
      "acdc/2025-04-03_154/transcript.vtt",
    ]);
    expect(first.reports[0]?.ignored).toEqual([
      "1 calls on or after 2026-02-01: left to the sources after this one",
      "acdc/2025-04-03_154/slides.pdf: a file kind ('slides') the site does not know",
    ]);
    expect(readFileSync(join(archive, "acdc/2025-04-03_154/transcript.vtt"), "utf8")).toBe(
      files["public/artifacts/acdc/2025-04-03_154/transcript.vtt"],
    );

    requests.length = 0;
    const second = await sync(archive, contentDir);
    expect(second.status).toBe("ok");
    expect(second.reports[0]?.unchanged).toBe(2);
    expect(requests.filter((path) => path.startsWith("/raw/public/artifacts/acdc"))).toEqual([]);

    files["public/artifacts/acdc/2025-04-03_154/transcript.vtt"] += "\n00:00:03.000 --> 00:00:04.000\nA correction\n";
    const third = await sync(archive, contentDir);
    expect(third.reports[0]?.took).toEqual(["acdc/2025-04-03_154/transcript.vtt"]);
  });

  test("a listing that is not GitHub's fails this source by name and keeps what the archive had", async () => {
    treeBody = () => JSON.stringify({ message: "API rate limit exceeded" });
    const archive = join(root, "archive");
    const run = await sync(archive, contentCopy());
    expect(run.status).toBe("failed");
    expect(run.reports[0]?.error).toMatch(/trees\/main\?recursive=1 is not a GitHub tree listing/);
    expect(readFileSync(join(archive, "acdc/2025-04-03_154/config.json"), "utf8")).toContain("00:07:48");
  });
});

test("content/sources.json names the upstreams: pm's manifest for calls, ethereum/EIPs for specs and meta EIPs, the forkcast tree for the calls before Feb 2026", () => {
  const { sources } = parseWithSchema(
    "content/sources.json",
    readFileSync(resolve("content/sources.json"), "utf8"),
    sourcesFileSchema,
  );
  expect(sources.map((s) => [s.id, s.kind, s.provides.join("+")])).toEqual([
    ["forkcast-2025", "github-tree", "calls"],
    ["pm", "manifest", "calls"],
    ["eips", "git", "specs+meta-eips"],
  ]);
  expect(sourcesFileSchema.safeParse({ sources: [...sources, sources[0]] }).success).toBe(false);
  expect(
    archiveSourceSchema.safeParse({ id: "x", kind: "manifest", url: "file:///etc/passwd", provides: ["calls"] })
      .success,
  ).toBe(false);
});
