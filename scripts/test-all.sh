#!/usr/bin/env bash
# npm test: every suite, the fastest first, stopping at the first that fails. Lint, types, dependencies, the fast
# suites (no database), the server suites on PGlite and on PostgreSQL, the production build, the browser suites.
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
step "server suites on PGlite"
# Everything but what the PostgreSQL step below runs: the HTTP contract (fuzzing, query injection, the authorisation
# matrix, mass assignment), the HTTP layer, crashes, configuration. PGlite is PostgreSQL compiled to WebAssembly, one
# connection: the same SQL, so a suite that does not depend on the engine runs once, here, and the browser suites
# drive the whole product on it too.
env -u DATABASE_URL npx vitest run --project server --exclude 'src/server/modules/**/*.test.ts' \
  --exclude src/server/test/security/concurrency.test.ts --exclude src/server/test/security/prediction-races.test.ts
step "server suites on PostgreSQL ($PG_URL)"
# What can differ between the engines: every module suite (their queries, locks and transactions), real concurrency
# (concurrency, prediction races), pools and prepared statements (db/), LISTEN/NOTIFY and several instances
# (cluster/, every *.pg.test.ts), and the backup, which dumps each engine its own way.
DATABASE_URL="$PG_URL" npx vitest run --project server src/server/modules src/server/db src/server/cluster src/server/backup \
  src/server/test/security/concurrency.test.ts src/server/test/security/prediction-races.test.ts .pg.test.ts
step "production build"
npm run --silent build
step "bundle budget (initial JS per public route)"
node scripts/check-bundle.mjs
step "Lighthouse accessibility (/, /matches, /leaderboard, /register)"
node scripts/lighthouse.mjs --a11y
step "browser suites (Playwright, Chromium)"
E2E_SKIP_BUILD=1 npx playwright test
