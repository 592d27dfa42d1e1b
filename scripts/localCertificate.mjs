// A throwaway self-signed certificate for 127.0.0.1, for serving a build over HTTP/2 and TLS on this machine
// (`npm run bench`'s Lighthouse runs, and the test of `serve.mjs --tls-key --tls-cert`).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

/** Key and certificate files in a new temporary folder (`cleanup` removes it), or null when openssl is missing or fails. */
export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "forkline-tls-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const args = [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-keyout",
    key,
    "-out",
    cert,
  ];
  if (spawnSync("openssl", args, { stdio: "ignore" }).status !== 0) {
    cleanup();
    return null;
  }
  return { key, cert, cleanup };
}
