// Where the MCP server reads a Forkline site from: a deployed site over HTTP(S), or a build folder on disk
// (build/client). Read-only: it fetches or reads files, never writes one. Each file is read once and kept;
// a failed read is not kept, so the next call tries again.
import { readFile, stat } from "node:fs/promises";
import { resolve, sep } from "node:path";

export type SiteSource = {
  /** What was given, for messages: the URL or the folder. */
  label: string;
  /** A file of the site (a path from its root, "/api/v1/calls.json") as parsed JSON. */
  json(path: string): Promise<unknown>;
};

/** Larger than any file of the open data (the longest call's JSON is a few MB); a body past it is refused. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 20_000;

export class SiteFileMissing extends Error {
  override name = "SiteFileMissing";
}

export async function openSite(site: string, options: { timeoutMs?: number } = {}): Promise<SiteSource> {
  const trimmed = site.trim();
  if (trimmed === "") throw new Error("--site needs a URL (https://…) or a build folder (build/client)");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    let base: URL;
    try {
      base = new URL(trimmed.endsWith("/") ? trimmed : `${trimmed}/`);
    } catch {
      throw new Error(`--site ${JSON.stringify(trimmed)} is not a URL`);
    }
    if (base.protocol !== "https:" && base.protocol !== "http:")
      throw new Error(`--site ${JSON.stringify(trimmed)}: only http and https sites can be read`);
    return cached(trimmed, (path) => fetchJson(base, path, options.timeoutMs ?? FETCH_TIMEOUT_MS));
  }
  const root = resolve(trimmed);
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) throw new Error(`--site ${JSON.stringify(trimmed)} is neither an http(s) URL nor a folder`);
  return cached(root, (path) => readJsonFile(root, path));
}

function cached(label: string, read: (path: string) => Promise<unknown>): SiteSource {
  const files = new Map<string, Promise<unknown>>();
  return {
    label,
    json(path) {
      let file = files.get(path);
      if (!file) {
        file = read(path);
        file.catch(() => files.delete(path));
        files.set(path, file);
      }
      return file;
    },
  };
}

function relativePath(path: string): string {
  const relative = path.replace(/^\/+/, "");
  if (relative.split("/").some((part) => part === ".." || part === ""))
    throw new Error(`${JSON.stringify(path)} is not a path of the site`);
  return relative;
}

async function fetchJson(base: URL, path: string, timeoutMs: number): Promise<unknown> {
  const url = new URL(relativePath(path), base);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow",
      headers: { accept: "application/json" },
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError"
        ? `no answer within ${timeoutMs / 1000} s`
        : error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
    throw new Error(`cannot read ${url.href}: ${reason}`);
  }
  if (response.status === 404)
    throw new SiteFileMissing(`${url.href} does not exist (404): is ${base.href} a Forkline site?`);
  if (!response.ok) throw new Error(`cannot read ${url.href}: the server answered ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? "0");
  if (length > MAX_FILE_BYTES)
    throw new Error(`${url.href} is ${length} bytes, more than the ${MAX_FILE_BYTES} a file of the open data can be`);
  let text: string;
  try {
    text = await readCapped(response, url.href);
  } catch (error) {
    if (error instanceof Error && error.message.includes("more than")) throw error;
    throw new Error(
      `cannot read ${url.href}: the answer broke off (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return parseJson(text, url.href);
}

async function readCapped(response: Response, name: string): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FILE_BYTES) {
      await reader.cancel();
      throw new Error(`${name} is more than the ${MAX_FILE_BYTES} bytes a file of the open data can be`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJsonFile(root: string, path: string): Promise<unknown> {
  const file = resolve(root, relativePath(path));
  if (!file.startsWith(root + sep)) throw new Error(`${JSON.stringify(path)} is not a path of the site`);
  let text: string;
  try {
    const info = await stat(file);
    if (info.size > MAX_FILE_BYTES)
      throw new Error(`${file} is ${info.size} bytes, more than the ${MAX_FILE_BYTES} a file of the open data can be`);
    text = await readFile(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT")
      throw new SiteFileMissing(`${file} does not exist: is ${root} a Forkline build folder (build/client)?`);
    throw error;
  }
  return parseJson(text, file);
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${name} is not JSON`);
  }
}
