#!/usr/bin/env bash
# npm test: every suite, the fastest first, stopping at the first that fails. Lint, types, dependencies, the fast
# suites (no database), the production build and its budget, the server suites on PGlite and on PostgreSQL (with
# Lighthouse's accessibility check beside them), the browser suites.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

started=$SECONDS
# Each step's heading says how far into the run it starts; the run's end says the total.
step() { printf '\n=== [%d s] %s\n' "$((SECONDS - started))" "$*"; }
trap 'printf "\n=== npm test took %d s\n" "$((SECONDS - started))"' EXIT

step "lint (biome)"
npx biome check .
step "types (tsc)"
npx tsc --noEmit -p tsconfig.json
step "dependencies and exports (knip: unused or undeclared dependencies, unused files and exports)"
npx knip --no-progress
step "fast suites: the domain's rules, the client's parts, the repository's rules (no database)"
npx vitest run --project fast
step "production build"
npm run --silent build
step "bundle budget (initial JS per public route)"
node scripts/check-bundle.mjs
step "Lighthouse accessibility (/, /matches, /leaderboard, /register), beside the server suites"
# It mostly waits on its pages (about 15 s of CPU in 50 s), so it runs beside the next stage; its report is shown,
# and its failure stops the run, once that stage has passed.
mkdir -p .tmp
node scripts/lighthouse.mjs --a11y > .tmp/lighthouse-a11y.log 2>&1 &
lighthouse=$!
# A stage that fails while it runs still lets it finish: it stops the server and the browser it started.
trap 'wait "$lighthouse" 2>/dev/null || true; printf "\n=== npm test took %d s\n" "$((SECONDS - started))"' EXIT
step "server suites: project server on PGlite, project engine on PostgreSQL ($PG_URL), side by side"
# "server": the HTTP contract (fuzzing, query injection, the authorisation matrix, mass assignment), the HTTP
# layer, crashes, configuration, which do not depend on the engine, run once, on PGlite (PostgreSQL compiled to
# WebAssembly, one connection: the same SQL; the browser suites drive the whole product on it too). "engine": what
# can differ between the engines (vitest.config.ts lists it), on PostgreSQL: every module suite, real concurrency,
# pools and prepared statements, LISTEN/NOTIFY and several instances, the backup. One run on four workers: the
# PGlite suites keep the CPU busy while the PostgreSQL ones wait on the server and on the processes they start
# (docs/decisions/0013-test-stages-side-by-side.md).
ENGINE_DATABASE_URL="$PG_URL" env -u DATABASE_URL npx vitest run --project server --project engine --maxWorkers 4
step "Lighthouse accessibility: its report"
wait "$lighthouse" && status=0 || status=$?
cat .tmp/lighthouse-a11y.log
[ "$status" -eq 0 ]
step "browser suites (Playwright, Chromium)"
E2E_SKIP_BUILD=1 npx playwright test
