// The settings the test servers start with, shared by playwright.config.ts, the server fixture and the specs.

/**
 * Every worker runs its own server: E2E_PORT (4173 by default) plus the worker's parallel index (0 up to the number
 * of workers - 1; Playwright sets TEST_PARALLEL_INDEX in each worker). E2E_PORT moves them all when 4173 is taken.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** The test server's data dir, one per port, so runs on different ports never share a database or an outbox. */
export const e2eDataDir = `.tmp/e2e-data-${e2ePort}`;

/** The back office account: the server sets this password on the ADMIN_* account at start. */
export const e2eAdmin = {
  username: 'admin',
  email: 'admin@prezice.local',
  password: 'admin-e2e-parola',
} as const;

/**
 * The test servers' JWT secret, given rather than generated: reminders-settings.spec.ts makes an e-mail's unsubscribe
 * token with the server's own function, as the reminder e-mail would carry it.
 */
export const e2eJwtSecret = 'e2e-jwt-secret-of-the-test-servers-0123456789';

/**
 * The results import of the test servers polls a replaying provider (src/server/test/api-football-replay.ts) on
 * this port, 100 above the server's: results-import.spec.ts starts it; no other spec needs it, and a server whose
 * replay is not up only records the failed poll.
 */
export const e2eReplayPort = e2ePort + 100;
