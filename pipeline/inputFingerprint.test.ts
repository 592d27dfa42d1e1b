import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { fingerprintOf } from "./inputFingerprint";

const root = mkdtempSync(join(tmpdir(), "forkline-fingerprint-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("a build's inputs fingerprint the same until a byte or a name changes; dot files (the sync's own state) are not inputs", () => {
  mkdirSync(join(root, "archive/acde/2026-02-12_230"), { recursive: true });
  mkdirSync(join(root, "content"), { recursive: true });
  writeFileSync(join(root, "archive/acde/2026-02-12_230/chat.txt"), "hello");
  writeFileSync(join(root, "content/calls.json"), "[]");
  const inputs = [join(root, "content"), join(root, "archive"), join(root, "missing")];
  const first = fingerprintOf(inputs, root);
  expect(fingerprintOf(inputs, root)).toBe(first);
  writeFileSync(join(root, "archive/.sync-state.json"), "{}");
  writeFileSync(join(root, "archive/.update-state.json"), "{}");
  expect(fingerprintOf(inputs, root)).toBe(first);
  writeFileSync(join(root, "archive/acde/2026-02-12_230/chat.txt"), "hellO");
  const edited = fingerprintOf(inputs, root);
  expect(edited).not.toBe(first);
  renameSync(join(root, "archive/acde/2026-02-12_230/chat.txt"), join(root, "archive/acde/2026-02-12_230/chat2.txt"));
  expect(fingerprintOf(inputs, root)).not.toBe(edited);
});
