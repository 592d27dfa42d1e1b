// A small static server for build/client, behaving like a typical static host or CDN:
// /path -> /path/index.html, unknown paths -> 404.html with status 404, brotli or gzip when accepted.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const root = resolve(option("--dir", "build/client"));
const port = Number(option("--port", process.env.PORT ?? "4173"));
const host = option("--host", "127.0.0.1");

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8", ".data": "text/x-script", ".svg": "image/svg+xml", ".png": "image/png",
  ".xml": "application/xml; charset=utf-8", ".ics": "text/calendar; charset=utf-8", ".txt": "text/plain; charset=utf-8", ".ico": "image/x-icon",
  ".vtt": "text/vtt; charset=utf-8", ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".xml", ".ics", ".txt", ".vtt"]);
const compressedCache = new Map();

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, join(base, "index.html"), `${base.replace(/\/$/, "")}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = await resolveFile(url.pathname);
    let status = 200;
    if (!file) {
      file = join(root, "404.html");
      status = 404;
    }
    const ext = extname(file);
    let body = await readFile(file);
    const headers = { "Content-Type": TYPES[ext] ?? "application/octet-stream" };
    headers["Cache-Control"] = file.includes(`${join(root, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache";
    const accepts = req.headers["accept-encoding"] ?? "";
    const encoding = !COMPRESSIBLE.has(ext) ? null : /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
    if (encoding) {
      // Keyed by modification time so a rebuild is served at once, without restarting.
      const key = `${encoding}:${file}:${(await stat(file)).mtimeMs}`;
      if (!compressedCache.has(key)) {
        compressedCache.set(key, encoding === "br" ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }));
      }
      body = compressedCache.get(key);
      headers["Content-Encoding"] = encoding;
      headers["Vary"] = "Accept-Encoding";
    }
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    res.writeHead(500, { "Content-Type": "text/plain" });
    res.end(String(error));
  }
});

server.listen(port, host, () => {
  console.log(`Forkline is being served at http://${host === "0.0.0.0" ? "localhost" : host}:${port}/`);
});
