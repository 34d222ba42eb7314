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
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
