#!/usr/bin/env bash
# npm test: every suite. Lint, types, dependencies, the server suites on PGlite and on PostgreSQL, the production build, the browser suites.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

step() { printf '\n=== %s\n' "$*"; }

step "lint (biome)"
npx biome check .
step "types (tsc)"
npx tsc --noEmit -p tsconfig.json
step "dependencies and exports (knip: unused or undeclared dependencies, unused files and exports)"
npx knip --no-progress
step "server and domain suites on PGlite"
# The module suites run once, on PostgreSQL below (PGlite is PostgreSQL compiled to WebAssembly: the same SQL). The
# embedded engine still runs everything else here (the HTTP contract, crash and prepared-statement suites, the
# domain and web suites), and the browser suites drive the whole product on it.
env -u DATABASE_URL npx vitest run --exclude 'src/server/modules/**/*.test.ts'
step "server suites on PostgreSQL ($PG_URL)"
# Run once, on PGlite above: three suites never depend on the database engine (slow HTTP clients; configuration
# refused before the database opens; what a start prints), and the HTTP-contract suites (fuzzing, query injection,
# the authorisation matrix, mass assignment) send one connection's statements to the same PostgreSQL engine (PGlite
# is PostgreSQL compiled to WebAssembly). What can differ between the engines runs here: real concurrency, locks, pools, LISTEN/NOTIFY, several
# instances (concurrency, prediction races, *.pg.test.ts), and every module suite.
DATABASE_URL="$PG_URL" npx vitest run src/server \
  --exclude src/server/http/slow-clients.test.ts --exclude src/server/config-errors.test.ts \
  --exclude src/server/start-report.test.ts \
  --exclude 'src/server/security/fuzz*.test.ts' --exclude src/server/security/query-injection.test.ts \
  --exclude src/server/security/authz-matrix.test.ts --exclude src/server/security/mass-assignment.test.ts
step "production build"
npm run --silent build
step "bundle budget (initial JS per public route)"
node scripts/check-bundle.mjs
step "Lighthouse accessibility (/, /matches, /leaderboard, /register)"
node scripts/lighthouse.mjs --a11y
step "browser suites (Playwright, Chromium)"
E2E_SKIP_BUILD=1 npx playwright test
