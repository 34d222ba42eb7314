import { configDefaults, defineConfig } from 'vitest/config';

// Crash tests run the real server on one engine: *.pg.test.ts only with DATABASE_URL (the PostgreSQL step of
// npm test), *.pglite.test.ts only without it, so that neither shows as skipped nor runs twice.
const otherEngine = process.env.DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.pg.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: [...configDefaults.exclude, ...otherEngine],
    globalSetup: ['src/server/test/global-setup.ts'],
    pool: 'forks',
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
