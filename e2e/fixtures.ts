import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { webMessages } from '../src/domain/messages.ts';
import { e2eAdmin } from './e2e-env.ts';
import { type E2eServer, startServer } from './e2e-server.ts';
import { type Player, World } from './world.ts';

export { expect };

/** A Content-Security-Policy violation seen by the page, from the DOM event or from the console. */
export interface CspViolation {
  source: 'event' | 'console';
  url: string;
  directive?: string;
  blockedUri?: string;
  sample?: string;
  text?: string;
}

/** What the console guard saw during one test. */
export interface ConsoleGuard {
  /** console.error messages (failed requests such as an expected 400 on a wrong password show up here too). */
  errors: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  cspViolations: CspViolation[];
}

declare global {
  interface Window {
    __cspViolations?: unknown[];
    __e2eReportCsp?: (violation: unknown) => Promise<void>;
  }
}

// Runs in every document before its own scripts; it is injected by the browser, so the page's CSP does not apply to it.
function listenForCspViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    const violation = {
      directive: e.effectiveDirective || e.violatedDirective,
      blockedUri: e.blockedURI,
      sample: e.sample,
      url: e.documentURI,
    };
    window.__cspViolations?.push(violation);
    void window.__e2eReportCsp?.(violation);
  });
}

const cspConsole = /Content Security Policy|Refused to/i;

/** The worker's own server, and baseURL pointing at it; without the console guard (xss-control.spec.ts). */
export const unguardedTest = base.extend<Record<never, never>, { e2eServer: E2eServer }>({
  /** The worker's server, empty (SEED=none): every spec makes what it reads through the API (world.ts). */
  e2eServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.url);
  },
});

export const test = unguardedTest.extend<{ consoleGuard: ConsoleGuard; world: World; player: Player }>({
  /** The admin's hand on the API, to create what the test reads (world.ts). */
  world: async ({ request }, use) => {
    await use(await World.asWorkerAdmin(request));
  },
  /** A new verified predictor of this test alone. */
  player: async ({ world }, use) => {
    await use(await world.player());
  },
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const guard: ConsoleGuard = { errors: [], pageErrors: [], cspViolations: [] };
      // A binding survives navigations, so violations of every document the test visited are kept.
      await page.exposeFunction('__e2eReportCsp', (v: Omit<CspViolation, 'source'>) => {
        guard.cspViolations.push({ source: 'event', ...v });
      });
      await page.addInitScript(listenForCspViolations);
      page.on('console', (msg) => {
        const text = msg.text();
        if (cspConsole.test(text)) guard.cspViolations.push({ source: 'console', url: page.url(), text });
        if (msg.type() === 'error') guard.errors.push(text);
      });
      page.on('pageerror', (error) => {
        guard.pageErrors.push(`${error.name}: ${error.message}`);
      });

      await use(guard);

      if (guard.errors.length > 0) {
        await testInfo.attach('console-errors', { body: guard.errors.join('\n'), contentType: 'text/plain' });
      }
      expect(
        guard.cspViolations,
        `Content-Security-Policy violations:\n${JSON.stringify(guard.cspViolations, null, 2)}`,
      ).toEqual([]);
      expect(guard.pageErrors, `Uncaught errors in the page:\n${guard.pageErrors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on the WCAG 2.1 A/AA rules, in the page itself. The default mode runs axe in every frame and then merges the
 * frames' results in a blank page it opens for each check, about half a second a time; the product has no frames,
 * so axe runs once in the page. Only violations come back in full (passes would list every node checked).
 */
export function axeOf(page: Page) {
  return new AxeBuilder({ page })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
}

/** Runs axe on the page as it is now and fails on any serious or critical WCAG 2.1 A/AA violation. */
export async function expectAccessible(page: Page, label = page.url()) {
  // A button that has just turned enabled or pending fades between its looks: axe reads the colours as a user
  // sees them at rest, not a frame in between. With reduced motion the product sets no colour transitions at all.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await axeOf(page).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes.map((n) => `    at ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary}` : ''}`).join('\n'),
    )
    .join('\n');
  const viewport = page.viewportSize();
  const where = `${label}${viewport ? ` at ${viewport.width}x${viewport.height}` : ''}`;
  expect(
    blocking.map((v) => v.id),
    `Accessibility violations on ${where}:\n${report}`,
  ).toEqual([]);
}

const loginPaths = new Set(['/login', '/admin/login']);

/**
 * Logs in through the form of the current page, or of /login when the page shows no login form.
 * It submits and returns; the caller asserts where the login leads.
 */
export async function loginAs(page: Page, identifier: string, password: string) {
  const current = page.url().startsWith('http') ? new URL(page.url()).pathname : '';
  if (!loginPaths.has(current)) await page.goto('/login');
  await page.getByLabel(webMessages.identifierLabel).fill(identifier);
  await page.getByLabel(webMessages.passwordLabel).fill(password);
  await page.getByRole('button', { name: webMessages.loginSubmit }).click();
}

/** The keys the client keeps the session under, read from the page's localStorage. */
export function readStorage(page: Page, keys: readonly string[]) {
  return page.evaluate((ks) => Object.fromEntries(ks.map((k) => [k, window.localStorage.getItem(k)])), keys);
}

/** True when nothing on the page is wider than the viewport. */
export function hasNoHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** A JWT from the login API, for the specs that seed or check what the pages show through the API. */
export async function apiJwt(request: APIRequestContext, identifier: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/local', { data: { identifier, password } });
  expect(res.ok(), `login of ${identifier}`).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

/** The back office account's JWT. */
export const adminJwt = (request: APIRequestContext) => apiJwt(request, e2eAdmin.username, e2eAdmin.password);
