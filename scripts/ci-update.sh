#!/usr/bin/env bash
# One scheduled update, for any CI: `npm run update` (arguments passed on), its report appended to the run's summary
# ($GITHUB_STEP_SUMMARY when set), `rebuilt=true|false` written to $GITHUB_OUTPUT when set (deploy only a new build).
# Exits 0 when the site may deploy: ok, or degraded (a failing source kept its last copy; the rest is current);
# 1 when the update failed and there is nothing to deploy.
set -u
code=0
npm run update -- "$@" || code=$?
report="${FORKLINE_ARCHIVE_DIR:-archive}/.update-report"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -f "$report.md" ]; then cat "$report.md" >> "$GITHUB_STEP_SUMMARY"; fi
rebuilt=false
if [ -f "$report.json" ]; then
  rebuilt=$(node -e 'const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")); process.stdout.write(String(r.rebuilt === true))' "$report.json")
fi
if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "rebuilt=$rebuilt" >> "$GITHUB_OUTPUT"; fi
case "$code" in
  0) exit 0 ;;
  3) echo "::warning::update degraded: what could not be had kept its last copy (see the summary); the rest deploys"; exit 0 ;;
  *) echo "::error::update failed (exit $code): nothing to deploy"; exit 1 ;;
esac
