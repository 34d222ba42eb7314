import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin, e2eBaseUrl, e2eDataDir, e2ePort } from './e2e/e2e-env.ts';

// Browser tests: the built client and server on a fresh data directory (seeded with the demo data),
// driven by Debian's Chromium (Playwright never downloads a browser here).

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker: the journeys share one seeded server, and some of them (the back office's) change what
  // others read, such as the current round.
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: e2eBaseUrl,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
  webServer: {
    // Builds every time (about 4 s), so the tests never run against a stale dist/; E2E_SKIP_BUILD=1 skips it.
    command: `rm -rf ${e2eDataDir} && ${process.env.E2E_SKIP_BUILD ? '' : 'npm run --silent build && '}node scripts/start.mjs`,
    url: `${e2eBaseUrl}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      SEED: 'demo',
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000',
      // register.spec.ts asks for a second code without waiting a real minute.
      RATE_LIMIT_RESEND_SMS: '1000',
      // xss.spec.ts sends every payload of its corpus through the wizard's username (10 an hour by default).
      RATE_LIMIT_REGISTER: '1000',
      // Failed logins per IP: the journeys try wrong passwords on purpose, all from 127.0.0.1.
      RATE_LIMIT_LOGIN_IP: '1000',
      // Player actions: every journey acts from 127.0.0.1 and a few accounts (xss.spec.ts posts and comments its
      // whole corpus), far past what one player does in an hour.
      ...Object.fromEntries(
        ['PREDICTIONS', 'POSTS', 'COMMENTS', 'LIKES', 'PROFILE', 'UPLOADS', 'UPLOADS_DAY', 'UPLOAD_MB', 'UPLOAD_MB_DAY']
          .flatMap((name) => [`RATE_LIMIT_${name}`, `RATE_LIMIT_${name}_IP`])
          .map((name) => [name, '100000']),
      ),
    },
  },
});
