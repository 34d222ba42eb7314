import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The server suites' database: PGlite, or PostgreSQL when DATABASE_URL is set. ENGINE_DATABASE_URL gives the
// "engine" project (below) a database of its own, so that one run puts it on PostgreSQL and the rest on PGlite,
// side by side on the same workers (npm test).
const serverUrl = process.env.DATABASE_URL;
const engineUrl = process.env.ENGINE_DATABASE_URL ?? serverUrl;

// Crash tests run the real server on one engine: *.pg.test.ts only on PostgreSQL, *.pglite.test.ts only on PGlite,
// so that neither shows as skipped nor runs twice.
const otherEngine = (url: string | undefined) => (url ? ['**/*.pglite.test.ts'] : ['**/*.pg.test.ts']);

// Suites that take long, started first: with the files spread over the workers, one of them left for the end keeps
// a worker busy alone while the others have nothing left (vitest orders by past durations only once it has a cache,
// and a clean checkout has none: then by file size, and these files are small). Most of them wait on purpose (slow
// clients, sessions timed on the wall clock, real processes stopped and started): started first, they wait while the
// other workers run the quick files.
const longSuites = [
  /admin-sessions-instances\.pg\./,
  /security\/fuzz-(content|accounts)\./,
  /http\/slow-clients\./,
  /backup\/backup\./,
  /shutdown\.pg\./,
  /security\/crash\.pg/,
  /uploads-svg\./,
  /start-report\./,
  /config-errors\./,
  /security\/query-injection\./,
  /provider-process\.pg\./,
];

// The server suites whose result can depend on the database engine: every module's queries, locks and transactions,
// real concurrency, pools and prepared statements (db/), LISTEN/NOTIFY and several instances (cluster/, every
// *.pg.test.ts), and the backup, which dumps each engine its own way. `npm test` runs them on PostgreSQL (project
// "engine"); the rest of the server (project "server": the HTTP contract, the HTTP layer, crashes, configuration) runs
// once, on PGlite.
const engineBound = [
  'src/server/modules/**/*.test.ts',
  'src/server/db/**/*.test.ts',
  'src/server/cluster/**/*.test.ts',
  'src/server/backup/**/*.test.ts',
  'src/server/test/security/concurrency.test.ts',
  'src/server/test/security/prediction-races.test.ts',
  'src/server/**/*.pg.test.ts',
];

class LongSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = longSuites.findIndex((re) => re.test(f.moduleId));
      return i === -1 ? longSuites.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    // Three projects. "fast": the pure rules and the client's parts (src/domain, src/web, the repository's own rules
    // in src/*.test.ts), with no database and no setup: `npm run test:fast`, seconds. "server" and "engine" split the
    // suites under src/server in two (see engineBound above); both run on a database migrated once per run by the
    // global setup: PGlite, or PostgreSQL when DATABASE_URL is set.
    projects: [
      {
        extends: true,
        test: { name: 'fast', include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'src/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...otherEngine(serverUrl), ...engineBound],
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'engine',
          include: engineBound,
          exclude: [...configDefaults.exclude, ...otherEngine(engineUrl)],
          env: engineUrl ? { DATABASE_URL: engineUrl } : {},
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
    ],
    pool: 'forks',
    sequence: { sequencer: LongSuitesFirst },
    // One module graph per worker, not per file: importing the server's modules costs about 4 s per file, twice the
    // time most files spend in their tests. No suite mocks modules or changes process-wide state, and every suite
    // builds its own app and database, so what one file leaves loaded is only code.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
