// The scheduled update: its workflow validates, and the step it runs maps update's exit status to deploy or not.
import { validateWorkflow } from "@action-validator/core";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";

const workflow = readFileSync(resolve(".github/workflows/update.yml"), "utf8");

describe(".github/workflows/update.yml", () => {
  test("validates against the GitHub Actions workflow schema", () => {
    expect(validateWorkflow(workflow).errors).toEqual([]);
  });
  test("the validator refuses a broken copy (a job without runs-on, an unknown trigger)", () => {
    expect(
      validateWorkflow(workflow.replace("    runs-on: ubuntu-latest\n    timeout-minutes: 45\n", "")).errors,
    ).not.toEqual([]);
    expect(validateWorkflow(workflow.replace("  workflow_dispatch:", "  workflow_dispatched:")).errors).not.toEqual([]);
  });
  test("runs hourly and on demand, one run at a time, and deploys build/client to Pages only after a new build", () => {
    expect(workflow).toMatch(/schedule:\n\s+- cron: "\d+ \* \* \* \*"/);
    expect(workflow).toContain("workflow_dispatch:");
    expect(workflow).toMatch(/concurrency:\n\s+group: forkline-update\n\s+cancel-in-progress: false/);
    expect(workflow).toContain("run: bash scripts/ci-update.sh");
    expect(workflow).toMatch(/uses: actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: build\/client/);
    expect(workflow).toContain("uses: actions/deploy-pages@v");
    expect(workflow).toContain("if: needs.update.outputs.rebuilt == 'true'");
  });
});

describe("scripts/ci-update.sh", () => {
  const root = mkdtempSync(join(tmpdir(), "forkline-ci-update-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // A stand-in for npm that writes the report `npm run update` would and exits as told.
  const bin = join(root, "bin");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "npm"),
    `#!/usr/bin/env bash\nmkdir -p "$FORKLINE_ARCHIVE_DIR"\nprintf '{"rebuilt": %s}' "$FAKE_REBUILT" > "$FORKLINE_ARCHIVE_DIR/.update-report.json"\nprintf '## Forkline update: %s\\n' "$FAKE_CODE" > "$FORKLINE_ARCHIVE_DIR/.update-report.md"\necho "$@" > "$FORKLINE_ARCHIVE_DIR/args"\nexit "$FAKE_CODE"\n`,
  );
  chmodSync(join(bin, "npm"), 0o755);

  function run(code: number, rebuilt: boolean, args: string[] = []) {
    const dir = mkdtempSync(join(root, "run-"));
    const env = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ""}`,
      FORKLINE_ARCHIVE_DIR: join(dir, "archive"),
      GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
      GITHUB_OUTPUT: join(dir, "output"),
      FAKE_CODE: String(code),
      FAKE_REBUILT: String(rebuilt),
    };
    const result = spawnSync("bash", [resolve("scripts/ci-update.sh"), ...args], { env, encoding: "utf8" });
    return {
      status: result.status,
      stdout: result.stdout,
      summary: readFileSync(env.GITHUB_STEP_SUMMARY, "utf8"),
      output: readFileSync(env.GITHUB_OUTPUT, "utf8"),
      args: readFileSync(join(env.FORKLINE_ARCHIVE_DIR, "args"), "utf8"),
    };
  }

  test("degraded (a source failed and kept its last copy) still deploys, with a warning and the report in the summary", () => {
    const degraded = run(3, true, ["--force"]);
    expect(degraded.status).toBe(0);
    expect(degraded.stdout).toContain("::warning::update degraded");
    expect(degraded.summary).toBe("## Forkline update: 3\n");
    expect(degraded.output).toBe("rebuilt=true\n");
    expect(degraded.args).toBe("run update -- --force\n");
  });
  test("nothing new: succeeds without asking for a deploy", () => {
    expect(run(0, false)).toMatchObject({ status: 0, output: "rebuilt=false\n" });
  });
  test("failed: the step fails, nothing deploys", () => {
    const failed = run(1, false);
    expect(failed.status).toBe(1);
    expect(failed.output).toBe("rebuilt=false\n");
    expect(failed.stdout).toContain("::error::update failed (exit 1)");
  });
});
