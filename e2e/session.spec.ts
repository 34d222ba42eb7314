import { nav, webMessages } from '../src/domain/messages.ts';
import { sessionKeys } from '../src/web/session.ts';
import { expect, expectAccessible, loginAs, readStorage, test } from './fixtures.ts';

const sessionStorageKeys = [sessionKeys.userToken, sessionKeys.userId, sessionKeys.username] as const;

test('a player logs in from the header and logs out again', async ({ page, player }) => {
  await page.goto('/');
  const header = page.getByRole('navigation', { name: webMessages.mainNavigation });
  await expect(header.getByRole('link', { name: nav.login })).toBeVisible();
  await expect(header.getByRole('link', { name: nav.profile })).toHaveCount(0);
  await expectAccessible(page);

  await header.getByRole('link', { name: nav.login }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1, name: webMessages.loginTitle })).toBeVisible();
  await expectAccessible(page);

  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(header.getByRole('link', { name: nav.profile })).toBeVisible();
  await expect(header.getByRole('link', { name: nav.login })).toHaveCount(0);

  const stored = await readStorage(page, sessionStorageKeys);
  expect(stored.userToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.userId).toMatch(/^[a-z0-9]{24}$/);
  expect(stored.username).toBe(player.username);
  await expectAccessible(page, 'landing page, logged in');

  await header.getByRole('button', { name: webMessages.logout }).click();
  await expect(header.getByRole('link', { name: nav.login })).toBeVisible();
  await expect(header.getByRole('link', { name: nav.profile })).toHaveCount(0);
  await expect(header.getByRole('button', { name: webMessages.logout })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const after = await readStorage(page, sessionStorageKeys);
  expect(after.userToken).toBeNull();
  expect(after.userId).toBeNull();
  await expectAccessible(page, 'landing page, logged out');
});

test('the session survives a reload', async ({ page, player }) => {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.reload();
  const header = page.getByRole('navigation', { name: webMessages.mainNavigation });
  await expect(header.getByRole('link', { name: nav.profile })).toBeVisible();
  await expect(header.getByRole('link', { name: nav.login })).toHaveCount(0);
});
