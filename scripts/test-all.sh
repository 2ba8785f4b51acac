#!/usr/bin/env bash
# Every test, from a fresh Debian machine: Chromium (Debian's), npm packages, lint and typecheck
# (side by side), then the unit + integration tests (vitest) while, beside them, the conformance run
# (npm run contract against the sandbox served over HTTP), the live build (weight budget, "no mock
# code") and the sandbox build; then Playwright in Arabic and English on the sandbox build, and the
# live build against the minimal backend (issue 32) and against a real SimpleJWT backend (issue 43).
#
# Behaviour and deterministic budgets only: no step judges a timing (these machines are shared).
# Speed is a benchmark, measured side by side: npm run bench:lighthouse (docs/performance.md).
# Each step's time is printed at the end; `npm run test:all -- --write` also puts them into
# docs/performance.md when the run passes (scripts/test-all-times.mjs; CI never writes).
#
# Ports, for a shared machine: E2E_PORT (3100) serves the sandbox build to Playwright,
# SANDBOX_API_PORT (3102) the sandbox over HTTP (the live build's API, the conformance run, the
# minimal backend), MINIMAL_E2E_PORT (3103) the live build to the minimal backend's Playwright run.
# Logs of the steps that run beside vitest: TEST_ALL_LOGS (default: a new temporary directory).
set -euo pipefail
cd "$(dirname "$0")/.."
WRITE_TIMES=0
case "${1:-}" in
  '') ;;
  --write) WRITE_TIMES=1 ;;
  *) echo "usage: npm run test:all [-- --write]" >&2; exit 2 ;;
esac

export E2E_PORT="${E2E_PORT:-3100}"
SANDBOX_API_PORT="${SANDBOX_API_PORT:-3102}"
LOGS="${TEST_ALL_LOGS:-$(mktemp -d -t test-all.XXXXXX)}"
mkdir -p "$LOGS"
: >"$LOGS/times"
LOAD_AT_START="$(cut -d' ' -f1-3 /proc/loadavg)"
STARTED_AT="$(date -u +%H:%M:%S)"
STARTED_ISO="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
TOTAL_START=$SECONDS

step() { printf '\n\033[1m== %s\033[0m (%s UTC)\n' "$*" "$(date -u +%H:%M:%S)"; }
# `timed <name> <command…>`: runs the command, writes down how long it took, returns its status.
timed() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  printf '%s\t%s%s\n' "$((SECONDS - start))" "$name" "$([ "$status" -eq 0 ] || echo ' (failed)')" >>"$LOGS/times"
  return "$status"
}
# A server started here is stopped with its children (npx → next → next-server), or it outlives the run.
kill_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
BACKGROUND=()
finish() {
  local status=$?
  for pid in "${BACKGROUND[@]}"; do kill_tree "$pid"; done
  printf '\n\033[1m== Times (started %s UTC, load %s; ended %s UTC, load %s)\033[0m\n' \
    "$STARTED_AT" "$LOAD_AT_START" "$(date -u +%H:%M:%S)" "$(cut -d' ' -f1-3 /proc/loadavg)"
  awk -F'\t' '{ printf "%4d:%02d  %s\n", $1 / 60, $1 % 60, $2 }' "$LOGS/times"
  printf '%4d:%02d  the whole run%s\n' "$(((SECONDS - TOTAL_START) / 60))" "$(((SECONDS - TOTAL_START) % 60))" \
    "$([ "$status" -eq 0 ] && echo '' || echo ", FAILED (exit $status); logs: $LOGS")"
  if [ "$status" -eq 0 ] && [ "$WRITE_TIMES" -eq 1 ]; then
    node scripts/test-all-times.mjs "$LOGS/times" "$STARTED_ISO" "$LOAD_AT_START" "$((SECONDS - TOTAL_START))"
  fi
}
trap finish EXIT

wait_for() {
  node -e "
    const url = process.argv[1];
    const until = Date.now() + 180000;
    (async function wait() {
      try { if ((await fetch(url)).ok) return; } catch {}
      if (Date.now() > until) { console.error(url + ' did not answer within 3 minutes'); process.exit(1); }
      setTimeout(wait, 500);
    })();
  " "$1"
}

# (The functions below run under `timed`, where `set -e` does not hold: each failure returns.)

# The conformance run: the sandbox served over HTTP answers as docs/api/openapi.yaml says (a
# client and a provider, writes included). Run in a subshell: its trap stops the server.
conformance() {
  node scripts/sandbox-api.mjs --port "$SANDBOX_API_PORT" >"$LOGS/sandbox-api.log" 2>&1 &
  local api=$!
  trap 'kill_tree '"$api" EXIT
  wait_for "http://127.0.0.1:$SANDBOX_API_PORT/api/v1/common/country-by-code-name/jo" || return 1
  local base="http://127.0.0.1:$SANDBOX_API_PORT" role
  for role in client provider; do
    npm run --silent contract -- --base "$base" --email "$role@sandbox.test" --password Password123 --write --strict ||
      return 1
  done
}

# The minimal backend (issue 32): the live build (.next-live above, built against $SANDBOX_API_PORT)
# against `sandbox-api.mjs --profile minimal` there, ar + en (playwright.minimal.config.ts starts both
# servers, next start on MINIMAL_E2E_PORT); then its conformance run, which fails only when a screen
# breaks (a required field missing) and reports what the app copes with.
minimal_backend() {
  MINIMAL_API_PORT="$SANDBOX_API_PORT" E2E_PORT="${MINIMAL_E2E_PORT:-3103}" CI=true \
    npx playwright test -c playwright.minimal.config.ts || return 1
  # The same servers with the full profile: the installed app and reading offline (issue 35).
  MINIMAL_API_PORT="$SANDBOX_API_PORT" E2E_PORT="${MINIMAL_E2E_PORT:-3103}" CI=true \
    npx playwright test -c playwright.live.config.ts || return 1
  # The same build against a real DRF + SimpleJWT backend that rotates and blacklists (issue 43).
  SIMPLEJWT_API_PORT="$SANDBOX_API_PORT" E2E_PORT="${MINIMAL_E2E_PORT:-3103}" CI=true \
    npx playwright test -c playwright.simplejwt.config.ts || return 1
  node scripts/sandbox-api.mjs --profile minimal --port "$SANDBOX_API_PORT" >"$LOGS/sandbox-api-minimal.log" 2>&1 &
  local api=$!
  trap 'kill_tree '"$api" EXIT
  wait_for "http://127.0.0.1:$SANDBOX_API_PORT/api/v1/common/country-by-code-name/jo" || return 1
  npm run --silent contract -- --base "http://127.0.0.1:$SANDBOX_API_PORT" --email client@sandbox.test \
    --password Password123 --write
}

# The live build (NEXT_PUBLIC_API_BASE_URL set: what users download) against its deterministic
# budgets, then the sandbox build Playwright runs on. One after the other: beside vitest, two builds
# at once would only take each other's memory and cores.
live_build() {
  NEXT_DIST_DIR=.next-live NEXT_PUBLIC_API_BASE_URL="http://127.0.0.1:$SANDBOX_API_PORT" \
    npm run --silent build >"$LOGS/next-build-live.log" 2>&1 || { cat "$LOGS/next-build-live.log"; return 1; }
  node scripts/route-budget.mjs .next-live || return 1
  node scripts/check-no-mock-code.mjs .next-live || return 1
}
sandbox_build() {
  npm run --silent build >"$LOGS/next-build-sandbox.log" 2>&1 || { cat "$LOGS/next-build-sandbox.log"; return 1; }
}
beside_vitest() {
  step "conformance run (npm run contract), the sandbox served over HTTP on :$SANDBOX_API_PORT"
  (timed 'conformance run (beside vitest)' conformance) || return 1
  step 'live build (NEXT_PUBLIC_API_BASE_URL set): weight budget, no mock code'
  timed 'live build, budget, no mock code (beside vitest)' live_build || return 1
  step 'sandbox build'
  timed 'sandbox build (beside vitest)' sandbox_build || return 1
}

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  step "Installing Chromium from Debian"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  timed 'Chromium from Debian' bash -c "$SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null"
fi

# e2e/simplejwt/backend.py: Debian's python with Debian's Django, DRF, SimpleJWT and CORS headers.
if ! /usr/bin/python3 -c 'import rest_framework_simplejwt, corsheaders' 2>/dev/null; then
  step "Installing SimpleJWT (Django, DRF) from Debian"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  timed 'SimpleJWT from Debian' bash -c "$SUDO apt-get update -qq && $SUDO apt-get install -y -qq \
    python3-djangorestframework-simplejwt python3-django-cors-headers >/dev/null"
fi

step "npm install (locked versions)"
# `npm ci` cannot be used here: the registry mirror lacks the other platforms' optional binaries
# (e.g. @next/swc-darwin-*), so the lock file can never list them and `npm ci` refuses it. `npm
# install` installs the locked versions.
timed 'npm install' npm install --no-audit --no-fund

# Everything from here runs on the Node the lock pins (the devDependency `node`, from the registry),
# npm included; the machine's Node only ran the install above. npm checks engines against the Node
# that runs it, so the check that every locked package runs on ours is made again here, strictly.
export PATH="$PWD/node_modules/.bin:$PATH"
PINNED_NODE="v$(node -p 'require("./package.json").devDependencies.node')"
echo "node $(node --version) (pinned: $PINNED_NODE), npm $(npm --version)"
[ "$(node --version)" = "$PINNED_NODE" ] || { echo "node is not the pinned $PINNED_NODE"; exit 1; }
timed 'engines (every locked package runs on this Node)' npm install --engine-strict --dry-run --no-audit --no-fund

step "lint and typecheck, side by side"
# Each on one core; the builds wait for tsc (they rewrite next-env.d.ts, which it reads).
(timed 'lint' npm run --silent lint) >"$LOGS/lint.log" 2>&1 &
LINT=$!
BACKGROUND+=("$LINT")
TYPES_OK=0
timed 'typecheck' npm run --silent typecheck || TYPES_OK=$?
LINT_OK=0
wait "$LINT" || LINT_OK=$?
cat "$LOGS/lint.log"
[ "$LINT_OK" -eq 0 ] || { echo "lint failed"; exit 1; }
[ "$TYPES_OK" -eq 0 ] || { echo "typecheck failed"; exit 1; }

step "unit and integration tests (vitest); beside them: the conformance run and both builds ($LOGS/beside-vitest.log)"
beside_vitest >"$LOGS/beside-vitest.log" 2>&1 &
BESIDE=$!
BACKGROUND+=("$BESIDE")
timed 'vitest' npm test --silent
BESIDE_OK=0
wait "$BESIDE" || BESIDE_OK=$?
cat "$LOGS/beside-vitest.log"
[ "$BESIDE_OK" -eq 0 ] || { echo "a step beside vitest failed (above)"; exit 1; }

step "end-to-end (Playwright, Chromium, ar + en) on :$E2E_PORT"
CI=true timed 'Playwright (ar + en)' npx playwright test

step "the minimal backend: the live build against sandbox-api.mjs --profile minimal (ar + en), its conformance run"
(timed 'minimal backend: e2e + conformance run' minimal_backend)
