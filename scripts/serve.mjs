// A small static server for build/client, behaving like a typical static host or CDN:
// /path -> /path/index.html, unknown paths -> 404.html with status 404, brotli or gzip when accepted.
// `node scripts/serve.mjs [--dir DIR] [--port N] [--host HOST] [--tls-key FILE --tls-cert FILE]`; `npm start` imports it
// and serves in its own process. With a key and certificate it speaks HTTP/2 over TLS, as CDNs do (the bench's Lighthouse
// runs use it: over HTTP/1.1 Lighthouse models a browser's six connections per host, which no CDN visitor has).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { createServer as createNetServer } from "node:net";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { exitFor, onStop } from "./onStop.mjs";

const DEFAULT_PORT = 4173;

/**
 * --dir, --port (else $PORT), --host, and --tls-key with --tls-cert, each also accepted as --name=value. Throws with a
 * one-line message on a bad port or a TLS option without its pair.
 */
export function serveOptions(args, { dir = "build/client", env = process.env } = {}) {
  const option = (name, fallback) => {
    const inline = args.find((arg) => arg.startsWith(`${name}=`));
    if (inline) return inline.slice(name.length + 1);
    const at = args.indexOf(name);
    return at === -1 ? fallback : args[at + 1];
  };
  const portText = option("--port", env.PORT ?? String(DEFAULT_PORT));
  const port = Number(portText);
  if (!/^\d+$/.test(portText ?? "") || port > 65535)
    throw new Error(`--port needs a number from 0 to 65535, not "${portText ?? ""}".`);
  const key = option("--tls-key");
  const cert = option("--tls-cert");
  if (Boolean(key) !== Boolean(cert))
    throw new Error("--tls-key and --tls-cert go together: give both files, or neither to serve plain HTTP.");
  return {
    dir: option("--dir", dir),
    port,
    host: option("--host", "127.0.0.1"),
    tls: key && cert ? { key, cert } : null,
  };
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".vtt": "text/vtt; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".md": "text/markdown; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".xml", ".ics", ".txt", ".vtt", ".md"]);
const compressedCache = new Map();

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, join(base, "index.html"), `${base.replace(/\/$/, "")}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

async function respond(root, req, res) {
  try {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = await resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      file = join(root, "404.html");
      status = 404;
    }
    const ext = extname(file);
    let body = await readFile(file);
    const headers = { "Content-Type": TYPES[ext] ?? "application/octet-stream" };
    // Named after their content: the built assets, and the search index's parts (a folder per index).
    const immutable = file.startsWith(join(root, "assets")) || file.startsWith(join(root, "data", "search") + sep);
    headers["Cache-Control"] = status === 200 && immutable ? "public, max-age=31536000, immutable" : "no-cache";
    const accepts = req.headers["accept-encoding"] ?? "";
    const encoding = !COMPRESSIBLE.has(ext)
      ? null
      : /\bbr\b/.test(accepts)
        ? "br"
        : /\bgzip\b/.test(accepts)
          ? "gzip"
          : null;
    if (encoding) {
      // Keyed by modification time so a rebuild is served at once, without restarting.
      const key = `${encoding}:${file}:${(await stat(file)).mtimeMs}`;
      if (!compressedCache.has(key)) {
        compressedCache.set(
          key,
          encoding === "br"
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(body, { level: 9 }),
        );
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
}

/** A server for one built site's folder; with `tls` (key and certificate files), HTTP/2 over TLS, HTTP/1.1 still accepted. */
function createStaticServer(dir, tls) {
  const root = resolve(dir);
  const handler = (req, res) => respond(root, req, res);
  if (!tls) return createServer(handler);
  return createSecureServer({ key: readFileSync(tls.key), cert: readFileSync(tls.cert), allowHTTP1: true }, handler);
}

/** Resolves once `server` listens; rejects with the error (EADDRINUSE, EACCES…) instead of throwing it as an event. */
function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolvePromise(server);
    });
  });
}

/** The line to show when nothing can listen on host:port now, else null; `npm start` asks before its long build. */
export async function portProblem(port, host, rerun) {
  const probe = createNetServer();
  try {
    await listen(probe, port, host);
    return null;
  } catch (error) {
    return listenFailure(error, port, host, rerun);
  } finally {
    probe.close();
  }
}

/** The one line a visitor sees when the server cannot listen; `rerun(port)` is the command to try another port. */
async function listenFailure(error, port, host, rerun) {
  if (error?.code === "EADDRINUSE") {
    return `Port ${port} is already in use; stop the other server or run \`${rerun(await nextFreePort(port, host))}\`.`;
  }
  if (error?.code === "EACCES")
    return `Port ${port} needs more rights than this user has; run \`${rerun(await nextFreePort(DEFAULT_PORT - 1, host))}\`.`;
  return `Cannot serve on ${host}:${port}: ${error?.message ?? error}.`;
}

async function nextFreePort(port, host) {
  for (let candidate = port + 1; candidate <= Math.min(port + 20, 65535); candidate++) {
    const probe = createNetServer();
    const free = await listen(probe, candidate, host).then(
      () => true,
      () => false,
    );
    probe.close();
    if (free) return candidate;
  }
  return port + 1;
}

/**
 * Serves `dir` until asked to stop (see onStop.mjs), then closes the server and ends the process.
 * When the port cannot be used, prints one line and sets a failing exit code instead of throwing.
 */
export async function serveUntilStopped({ dir, port, host, tls = null, rerun }) {
  let server;
  try {
    server = createStaticServer(dir, tls);
  } catch (error) {
    console.error(`Cannot read the TLS key or certificate: ${error.message}.`);
    process.exitCode = 1;
    return;
  }
  try {
    await listen(server, port, host);
  } catch (error) {
    console.error(await listenFailure(error, port, host, rerun));
    process.exitCode = 1;
    return;
  }
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  console.log(
    `Forkline is being served at ${tls ? "https" : "http"}://${shown}:${server.address().port}/ (Ctrl+C to stop)`,
  );
  onStop((reason) => {
    server.close();
    // An HTTP/2 server has no such method; the process ends straight after anyway.
    server.closeAllConnections?.();
    exitFor(reason);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const rerun = (port) =>
    process.env.npm_lifecycle_event === "serve"
      ? `npm run serve -- --port ${port}`
      : `node scripts/serve.mjs --port ${port}`;
  let options;
  try {
    options = serveOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  await serveUntilStopped({ ...options, rerun });
}
