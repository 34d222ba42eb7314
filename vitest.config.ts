import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Crash tests run the real server on one engine: *.pg.test.ts only with DATABASE_URL (the PostgreSQL step of
// npm test), *.pglite.test.ts only without it, so that neither shows as skipped nor runs twice.
const otherEngine = process.env.DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.pg.test.ts'];

// Suites of a minute or more, started first: with the files spread over two workers, one of them left for the end
// keeps a worker busy alone while the other has nothing left (vitest orders by past durations only once it has a
// cache, and a clean checkout has none: then by file size, and these files are small).
const longSuites = [/security\/fuzz-(content|accounts)\./, /backup\/backup\./, /security\/query-injection\./];

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
    exclude: [...configDefaults.exclude, ...otherEngine],
    // Two projects. "fast": the pure rules and the client's parts (src/domain, src/web, the repository's own rules
    // in src/*.test.ts), with no database and no setup: `npm run test:fast`, seconds. "server": every suite under
    // src/server, on a database migrated once per run by the global setup (PGlite, or PostgreSQL with DATABASE_URL).
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
