import { defineConfig, devices } from '@playwright/test';

// Browser tests: the built client and server (built once by e2e/global-setup.ts), one server per worker on a fresh
// data directory of its own (e2e/e2e-server.ts, started by the worker fixture in e2e/fixtures.ts), driven by
// Debian's Chromium (Playwright never downloads a browser here).

/** The browser of every project: Debian's Chromium, headless. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  },
};

/** The specs that take a minute or more (each journey of the file runs on one server, in order). */
const longSpecs = ['xss.spec.ts', 'a11y-routes.spec.ts', 'register.spec.ts', 'admin-session.spec.ts', 'gdpr.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // The files spread over the workers; the tests of one file run in order on their worker's server.
  fullyParallel: false,
  // Each worker has its own server, so no journey sees what another worker's journeys change. E2E_WORKERS sets how many.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    // A service worker would sit between the pages and the specs' route mocks: only pwa.spec.ts lets it in.
    serviceWorkers: 'block',
  },
  // Two projects of the same browser, so that the longest specs are handed out first: Playwright gives the workers
  // the files in order, project by project, and a two-minute spec handed out last keeps one worker busy alone while
  // the other has nothing left to do.
  projects: [
    { name: 'long', testMatch: longSpecs, use: chromium },
    { name: 'chromium', testIgnore: longSpecs, use: chromium },
  ],
});
