import { adminNav } from '../src/domain/admin-messages.ts';
import { authMessages, webMessages } from '../src/domain/messages.ts';
import { apiPaths, paths } from '../src/domain/paths.ts';
import { adminSections } from '../src/web/features/admin-layout/admin-sections.ts';
import { sessionKeys } from '../src/web/session.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, loginAs, readStorage, test } from './fixtures.ts';

test('a player is refused by the back office', async ({ page, player }) => {
  await page.goto(paths.admin.login);
  await expectAccessible(page);

  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${req.method()} ${url.pathname}${url.search}`);
  });
  await loginAs(page, player.username, player.password);

  await expect(page.getByRole('alert')).toHaveText(authMessages.adminForbidden);
  expect(calls).toEqual([`POST ${apiPaths.login}`, `GET ${apiPaths.usersMe}?populate=role`]);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
  const stored = await readStorage(page, [sessionKeys.adminToken, sessionKeys.userToken]);
  expect(stored).toEqual({ adminToken: null, userToken: null });
  await expectAccessible(page, 'admin login refused');

  await page.goto(paths.admin.dashboard);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
});

test('a wrong admin password shows the login failure message', async ({ page }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, 'not-the-admin-password');
  await expect(page.getByRole('alert')).toHaveText(authMessages.loginFailed);
  expect(await readStorage(page, [sessionKeys.adminToken])).toEqual({ adminToken: null });
});

test('the admin reaches the dashboard, visits every section and logs out', async ({ page }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);

  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.dashboard })).toBeVisible();
  const stored = await readStorage(page, [sessionKeys.adminToken]);
  expect(stored.adminToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await expectAccessible(page);

  const sidebar = page.getByRole('navigation', { name: adminNav.navigation });
  await expect(sidebar.getByRole('link')).toHaveCount(adminSections.length);
  for (const section of adminSections) {
    await expect(sidebar.getByRole('link', { name: section.label, exact: true })).toHaveAttribute('href', section.path);
  }

  for (const section of adminSections) {
    await sidebar.getByRole('link', { name: section.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === section.path);
    // The page's title says what its link in the sidebar says (the posts' title adds its mode: 'de aprobat').
    await expect(page.getByRole('heading', { level: 1, name: section.label })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: section.label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
  }

  await sidebar.getByRole('button', { name: webMessages.logout }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
  expect(await readStorage(page, [sessionKeys.adminToken])).toEqual({ adminToken: null });
  await expectAccessible(page, 'admin login after logout');

  await page.goto(paths.admin.settings);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
});

test('an empty admin login is checked by our Romanian rule, never by the browser’s bubble', async ({ page }) => {
  await page.goto(paths.admin.login);
  const calls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) calls.push(req.url());
  });
  await page.getByRole('button', { name: webMessages.loginSubmit }).click();
  const identifier = page.getByLabel(webMessages.identifierLabel);
  const password = page.getByLabel(webMessages.passwordLabel);
  // Our message under each field, tied to it; the browser's own check never ran (it would have blocked the submit).
  for (const field of [identifier, password]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(authMessages.requiredFields);
  }
  await expect(identifier).toBeFocused();
  expect(calls).toEqual([]);
  expect(await page.locator('form').evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
  // Filled in, the same form submits: the rule, not the browser, decides.
  await identifier.fill(e2eAdmin.username);
  await page.getByRole('button', { name: webMessages.loginSubmit }).click();
  await expect(identifier).not.toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(authMessages.requiredFields);
});
