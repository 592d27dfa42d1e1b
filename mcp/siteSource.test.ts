import { createServer, type Server } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, openSite, SiteFileMissing } from "./siteSource";

// Network faults against a server on the loopback address only.
describe("reading a site over HTTP", () => {
  let server: Server;
  let base = "";
  const hits = new Map<string, number>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? "";
      hits.set(path, (hits.get(path) ?? 0) + 1);
      if (path === "/site/ok.json") return res.writeHead(200, { "content-type": "application/json" }).end('{"a":1}');
      if (path === "/site/flaky.json")
        return (hits.get(path) ?? 0) === 1 ? res.writeHead(503).end() : res.writeHead(200).end('{"b":2}');
      if (path === "/site/error.json") return res.writeHead(500).end("oops");
      if (path === "/site/notjson.json") return res.writeHead(200).end("<html>");
      if (path === "/site/huge.json") return res.writeHead(200, { "content-length": String(MAX_FILE_BYTES + 1) }).end();
      if (path === "/site/cut.json") {
        res.writeHead(200, { "content-length": "1000" });
        res.write('{"a":');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (path === "/site/slow.json") return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("reads JSON, and asks the server once for a file it has read", async () => {
    const site = await openSite(base);
    expect(await site.json("/ok.json")).toEqual({ a: 1 });
    expect(await site.json("/ok.json")).toEqual({ a: 1 });
    expect(hits.get("/site/ok.json")).toBe(1);
  });

  it("says what went wrong, naming the URL, and tries a failed file again on the next call", async () => {
    const site = await openSite(`${base}/`, { timeoutMs: 300 });
    await expect(site.json("/missing.json")).rejects.toBeInstanceOf(SiteFileMissing);
    await expect(site.json("/missing.json")).rejects.toThrow(`${base}/missing.json does not exist (404)`);
    await expect(site.json("/error.json")).rejects.toThrow("the server answered 500");
    await expect(site.json("/notjson.json")).rejects.toThrow(`${base}/notjson.json is not JSON`);
    await expect(site.json("/huge.json")).rejects.toThrow("more than the");
    await expect(site.json("/cut.json")).rejects.toThrow(`cannot read ${base}/cut.json`);
    await expect(site.json("/slow.json")).rejects.toThrow("no answer within 0.3 s");
    await expect(site.json("/flaky.json")).rejects.toThrow("503");
    expect(await site.json("/flaky.json")).toEqual({ b: 2 });
    await expect(site.json("/../etc/passwd")).rejects.toThrow("is not a path of the site");
  });

  it("says so when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const site = await openSite(`http://127.0.0.1:${port}`);
    await expect(site.json("/api/v1/calls.json")).rejects.toThrow(
      `cannot read http://127.0.0.1:${port}/api/v1/calls.json`,
    );
  });
});

describe("reading a build folder", () => {
  const root = mkdtempSync(join(tmpdir(), "forkline-site-"));
  mkdirSync(join(root, "api"));
  writeFileSync(join(root, "api", "x.json"), '{"x":true}');
  writeFileSync(join(root, "api", "bad.json"), "{");

  it("reads its files, and names a missing one, a broken one and a path out of the folder", async () => {
    const site = await openSite(root);
    expect(await site.json("/api/x.json")).toEqual({ x: true });
    await expect(site.json("/api/none.json")).rejects.toThrow("does not exist: is");
    await expect(site.json("/api/bad.json")).rejects.toThrow("is not JSON");
    await expect(site.json("/../../etc/passwd")).rejects.toThrow("is not a path of the site");
  });

  it("refuses a --site that is neither a folder nor an http(s) URL", async () => {
    await expect(openSite("")).rejects.toThrow("--site needs");
    await expect(openSite(join(root, "nope"))).rejects.toThrow("is neither an http(s) URL nor a folder");
    await expect(openSite("ftp://example.org/")).rejects.toThrow("only http and https");
    await expect(openSite("http://")).rejects.toThrow("is not a URL");
  });
});
