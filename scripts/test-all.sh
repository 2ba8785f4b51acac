#!/usr/bin/env bash
# Every test, from a fresh Debian machine: Chromium (Debian's), npm packages,
# lint, typecheck, unit + integration tests, the live build (weight budget and
# "no mock code" check), the sandbox build, then Playwright in Arabic and English.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  step "Installing Chromium from Debian"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi

step "npm install (locked versions)"
# `npm ci` cannot be used here: the registry mirror lacks the other platforms'
# optional binaries (e.g. @next/swc-darwin-*), so the lock file can never list
# them and `npm ci` refuses it. `npm install` installs the locked versions.
npm install --no-audit --no-fund --loglevel=error

step "lint"
npm run --silent lint

step "typecheck"
npm run --silent typecheck

step "unit and integration tests (vitest)"
npm test --silent

step "live build (NEXT_PUBLIC_API_BASE_URL set): weight budget, no mock code"
NEXT_DIST_DIR=.next-live NEXT_PUBLIC_API_BASE_URL=https://api.example.invalid npm run --silent build >/tmp/next-build-live.log 2>&1 || { cat /tmp/next-build-live.log; exit 1; }
node scripts/route-budget.mjs .next-live
node scripts/check-no-mock-code.mjs .next-live

step "sandbox build"
npm run --silent build >/tmp/next-build-sandbox.log 2>&1 || { cat /tmp/next-build-sandbox.log; exit 1; }

step "end-to-end (Playwright, Chromium, ar + en)"
CI=true npx playwright test
