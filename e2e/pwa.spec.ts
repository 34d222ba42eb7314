import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { paths } from '../src/domain/paths.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// The installable app: the service worker precaches the public app (never the API, uploads or the back office),
// a page that cannot load offline shows the offline page, and Chromium finds the site installable.

test.use({ serviceWorkers: 'allow' });

/** Waits until the worker is active (its precache done) and controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** Every URL in the page's Cache Storage. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
}

test('the worker precaches the public app only, and an offline page load shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto(paths.matches);
  await controlledByWorker(page);
  const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module]')?.src);
  // Pages that ask the API and load the back office's chunks, now through the worker.
  await page.goto(paths.home);
  await page.goto(paths.admin.login);
  await expect(page.locator('input[type=password]')).toBeVisible();

  const cached = await cachedUrls(page);
  expect(cached).toContain('/offline.html');
  expect(cached).toContain('/icons/icon-192.png');
  expect(cached).toContain(new URL(entry!).pathname);
  expect(
    cached.filter((u) => /^\/(api|uploads|admin|healthz|readyz)\b|\/admin-|rich-text-editor|index\.html/.test(u)),
  ).toEqual([]);
  // The precache is the worker's list: a visit adds nothing.
  expect(cached.every((u) => !u.startsWith('/matches') && u !== '/')).toBe(true);

  await page.goto(paths.matches);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ești offline' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${paths.matches}$`));
  await expectAccessible(page, 'offline page');

  // Back online, "Reîncearcă" loads the page itself.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reîncearcă' }).click();
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Ești offline' })).toHaveCount(0);
});

test('Chromium finds the site installable', async ({ playwright, baseURL }, testInfo) => {
  // Installability is not checked in an incognito profile, which a normal Playwright context is.
  const profile = mkdtempSync(join(tmpdir(), 'prezice-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(paths.home);
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** One push delivered to the page's worker (as the push service would), and the notifications it then shows. */
async function pushTo(page: Page, context: BrowserContext, baseURL: string, data: string) {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto(paths.rules);
  await controlledByWorker(page);
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${baseURL}/`, registrationId, data });
  return () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        icon: new URL(n.icon).pathname,
        // Not in TypeScript's DOM types, but Chromium has it.
        badge: new URL((n as Notification & { badge: string }).badge).pathname,
        lang: n.lang,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
}

// A push wakes the worker if the browser has stopped it; on a busy machine that alone can take seconds. Each case
// has a page of its own: one push per browser context.
const delivered = { timeout: 20_000 };

test('a push shows its notification', async ({ page, context, baseURL }) => {
  const payload = { title: 'Etapa 12 începe mâine', body: 'Mai ai 2 meciuri.', url: '/matches', tag: 'r12' };
  const shown = await pushTo(page, context, baseURL!, JSON.stringify(payload));
  await expect.poll(shown, delivered).toEqual([
    {
      title: 'Etapa 12 începe mâine',
      body: 'Mai ai 2 meciuri.',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'ro',
      tag: 'r12',
      data: { url: '/matches' },
    },
  ]);
});

test('a push with an invalid payload shows the generic reminder', async ({ page, context, baseURL }) => {
  const shown = await pushTo(page, context, baseURL!, '{"title": 7}');
  await expect.poll(shown, delivered).toEqual([
    expect.objectContaining({
      title: 'Prezice',
      body: 'Ai meciuri de prezis.',
      tag: 'prezice-reminder',
      data: { url: '/matches' },
    }),
  ]);
});

test('a new release waits until "Reîncarcă" hands over to it, then the page reloads', async ({ page }) => {
  await page.goto(paths.rules);
  await controlledByWorker(page);
  await expect(page.locator('#pwa-update [role=status]')).toBeAttached();
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);

  // A second release: the same worker with other bytes. The server reads dist/web/sw.js on each request (no-cache);
  // every other spec blocks service workers, so none of them fetches it meanwhile.
  const swFile = 'dist/web/sw.js';
  const release1 = readFileSync(swFile, 'utf8');
  appendFileSync(swFile, `\n// e2e release ${Date.now()}\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const reload = page.getByRole('button', { name: 'Reîncarcă' });
    await expect(reload).toBeVisible();
    await expect(page.locator('#pwa-update').getByRole('status')).toContainText('Versiune nouă');
    await expectAccessible(page, 'update banner');
    // It waits: no skipWaiting of its own.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

    await page.evaluate(() => {
      (window as { beforeReload?: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent('load');
    await reload.click();
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await controlledByWorker(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration?.waiting, active: registration?.active?.scriptURL };
    });
    expect(after).toEqual({ waiting: false, active: firstWorker });
    await expect(page.getByRole('button', { name: 'Reîncarcă' })).toHaveCount(0);
  } finally {
    writeFileSync(swFile, release1);
  }
});
