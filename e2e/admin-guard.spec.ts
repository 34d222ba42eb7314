import { adminNav } from '../src/domain/admin-messages.ts';
import { authMessages, webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';

const guardedPaths = [
  paths.admin.dashboard,
  paths.admin.users,
  paths.admin.teams,
  paths.admin.rounds,
  paths.admin.matches,
  paths.admin.roundSlip,
  paths.admin.dailySlip,
  paths.admin.announcements,
  paths.admin.communityPosts,
  paths.admin.leagues,
  paths.admin.csv,
  paths.admin.resultsImport,
  paths.admin.settings,
];

test.describe('the back office without an admin token', () => {
  test('every screen redirects to the admin login', async ({ page }) => {
    // One page through all of them: each is a fresh load of its address, with nothing kept between them but the cache.
    for (const path of [...guardedPaths, paths.admin.root]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
        await expect(page.getByRole('heading', { level: 1, name: webMessages.adminLoginTitle })).toBeVisible();
      });
    }
    // The same login every time: looked at once.
    await expectAccessible(page, `${paths.admin.login} after the redirect`);
  });

  test('a user token does not open the back office', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.localStorage.setItem('userToken', 'a.b.c');
      window.localStorage.setItem('userId', 'abcdefghijklmnopqrstuvwx');
    });
    await page.goto(paths.admin.users);
    await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
  });
});

test.describe('the back office with a token that is not an administrator’s', () => {
  // Records, from the first script of every document, whether the admin shell (its navigation) ever showed.
  function watchForAdminShell(label: string) {
    const w = window as unknown as { __adminShellSeen?: boolean };
    w.__adminShellSeen = false;
    const check = () => {
      if (document.querySelector(`nav[aria-label="${label}"]`)) w.__adminShellSeen = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }

  for (const [path, viewport] of [
    [paths.admin.dashboard, { width: 390, height: 844 }],
    [paths.admin.users, { width: 1280, height: 800 }],
  ] as const) {
    test(`a player's token as adminToken on ${path} (${viewport.width} px) goes to the admin login, which says why`, async ({
      page,
      player,
    }) => {
      const jwt = player.jwt;
      await page.setViewportSize(viewport);
      await page.addInitScript(watchForAdminShell, adminNav.navigation);
      await page.goto('/');
      await page.evaluate((token) => window.localStorage.setItem('adminToken', token), jwt);
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
      await expect(page.getByRole('heading', { level: 1, name: webMessages.adminLoginTitle })).toBeVisible();
      const notice = page.getByRole('status').filter({ hasText: authMessages.adminForbidden });
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport({ ratio: 1 });
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await expectAccessible(page, `${path} with a player's token -> ${paths.admin.login}`);
      await expect(page.getByRole('navigation', { name: adminNav.navigation })).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
      expect(await page.evaluate(() => (window as unknown as { __adminShellSeen?: boolean }).__adminShellSeen)).toBe(
        false,
      );
    });
  }

  test('a token the server refuses (401) goes to the admin login and is cleared', async ({ page }) => {
    await page.addInitScript(watchForAdminShell, adminNav.navigation);
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('adminToken', 'not.a.token'));
    await page.goto(paths.admin.teams);
    await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
    await expect(page.getByRole('heading', { level: 1, name: webMessages.adminLoginTitle })).toBeVisible();
    // The session ended: not the players' refusal.
    await expect(page.getByText(authMessages.adminForbidden)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __adminShellSeen?: boolean }).__adminShellSeen)).toBe(
      false,
    );
  });

  test('an administrator’s token checks the role once, not at every navigation', async ({ page }) => {
    await page.goto(paths.admin.login);
    await loginAs(page, e2eAdmin.username, e2eAdmin.password);
    await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
    const meCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/users/me') meCalls.push(r.url());
    });
    const nav = page.getByRole('navigation', { name: adminNav.navigation });
    await nav.getByRole('link', { name: adminNav.teams }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.admin.teams);
    await nav.getByRole('link', { name: adminNav.users }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.admin.users);
    expect(meCalls).toEqual([]);
  });
});
