import type { APIRequestContext, Page } from '@playwright/test';
import { adminNav } from '../src/domain/admin-messages.ts';
import { adminSessionMessages } from '../src/domain/admin-session.ts';
import { webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { adminSessionTexts } from '../src/web/features/admin-session/admin-session-messages.ts';
import { e2eAdmin } from './e2e-env.ts';
import { type E2eServer, startServer } from './e2e-server.ts';
import { axeOf, expect, expectAccessible, loginAs, readStorage, test } from './fixtures.ts';

// An administrator's session as the back office lives it, on a server of this spec's own whose limits are seconds
// (the worker's server keeps the real ones): idle past its limit, the next click lands on the admin login, which
// says why; a role change once the password is no longer recent asks for it, then completes by itself.

const IDLE_MINUTES = 0.25; // 15 s
const REAUTH_MINUTES = 0.05; // 3 s
let server: E2eServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    own: {
      portOffset: 300,
      env: { ADMIN_SESSION_IDLE_MINUTES: String(IDLE_MINUTES), ADMIN_REAUTH_MINUTES: String(REAUTH_MINUTES) },
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const at = (path: string) => `${server.url}${path}`;

async function adminLogin(page: Page) {
  await page.goto(at(paths.admin.login));
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
}

/** A predictor on this spec's server, made through its API as the admin. */
async function newPlayer(request: APIRequestContext) {
  const login = await request.post(at('/api/auth/local'), {
    data: { identifier: e2eAdmin.username, password: e2eAdmin.password },
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const username = `rol_${Date.now().toString(36)}`;
  const created = await request.post(at('/api/auth/local/register'), {
    headers: { authorization: `Bearer ${jwt}` },
    data: { username, email: `${username}@exemplu.ro`, password: 'parola-jucator-1' },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return { username, jwt };
}

test('idle past the limit, the next click goes to the admin login, which says why; a reload of a token left behind too', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Two browsers idle through the same wait: one clicks on, the other reloads.
  const other = await browser.newContext({ locale: 'ro-RO', timezoneId: 'Europe/Bucharest', serviceWorkers: 'block' });
  const reloaded = await other.newPage();
  await adminLogin(page);
  await adminLogin(reloaded);
  await page.waitForTimeout(IDLE_MINUTES * 60_000 + 2_000);
  // The users screen reads an admin-only list (a public list, such as the teams, takes no notice of a token).
  await page.getByRole('navigation', { name: adminNav.navigation }).getByRole('link', { name: adminNav.users }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.login);
  // The address changes a frame before the login replaces the users screen (whose own status regions go with it).
  await expect(page.getByRole('heading', { level: 1, name: webMessages.adminLoginTitle })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(adminSessionMessages.idle(IDLE_MINUTES));
  expect(await readStorage(page, ['adminToken'])).toEqual({ adminToken: null });
  await expectAccessible(page, 'admin login after the session ended');

  await reloaded.reload();
  await expect(reloaded).toHaveURL((url) => url.pathname === paths.admin.login);
  await expect(reloaded.getByRole('heading', { level: 1, name: webMessages.adminLoginTitle })).toBeVisible();
  await expect(reloaded.getByRole('status')).toHaveText(adminSessionMessages.idle(IDLE_MINUTES));
  await other.close();

  // Logging in again works, and the notice is gone.
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
  await page.goto(at(paths.admin.login));
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a role change once the password is no longer recent asks for it, then completes', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request);
  await adminLogin(page);
  await page.goto(at(paths.admin.users));
  const row = page.getByTestId(`user-row-${player.username}`);
  await row.getByRole('button', { name: `Editează ${player.username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editează Utilizatorul' });
  await edit.getByLabel('Rol', { exact: true }).selectOption('4');
  // The login's password entry is older than the window now (15 minutes on a real server).
  await page.waitForTimeout(REAUTH_MINUTES * 60_000 + 1_000);
  const puts: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'PUT' && /\/api\/users\/\d+$/.test(r.url())) puts.push(r.status());
  });
  await edit.getByRole('button', { name: 'Salvează' }).click();

  const ask = page.getByRole('dialog', { name: adminSessionTexts.reauthTitle });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(adminSessionMessages.reauthRequired(REAUTH_MINUTES));
  const password = ask.getByLabel(adminSessionTexts.passwordLabel);
  await expect(password).toBeFocused();
  // The save behind it spins while it waits (an endless animation, which expectAccessible would wait for): axe alone.
  const axe = await axeOf(page).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // A wrong password is said under the field; the right one lets the save go on.
  await password.fill('nu-e-parola-mea');
  await ask.getByRole('button', { name: adminSessionTexts.confirm }).click();
  await expect(ask.getByText(adminSessionMessages.wrongPassword)).toBeVisible();
  await password.fill(e2eAdmin.password);
  await ask.getByRole('button', { name: adminSessionTexts.confirm }).click();
  await expect(ask).toBeHidden();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Administrator')).toBeVisible();
  expect(puts).toEqual([403, 200]);
});

test('given up, the role stays and the form says why', async ({ page, request }) => {
  test.setTimeout(90_000);
  const player = await newPlayer(request);
  await adminLogin(page);
  await page.goto(at(paths.admin.users));
  const row = page.getByTestId(`user-row-${player.username}`);
  await row.getByRole('button', { name: `Editează ${player.username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editează Utilizatorul' });
  await edit.getByLabel('Rol', { exact: true }).selectOption('4');
  await page.waitForTimeout(REAUTH_MINUTES * 60_000 + 1_000);
  await edit.getByRole('button', { name: 'Salvează' }).click();
  const ask = page.getByRole('dialog', { name: adminSessionTexts.reauthTitle });
  await ask.getByRole('button', { name: adminSessionTexts.cancel }).click();
  await expect(ask).toBeHidden();
  await expect(edit).toBeVisible();
  await expect(edit).toContainText(adminSessionMessages.reauthRequired(REAUTH_MINUTES));
  await edit.getByRole('button', { name: 'Închide' }).click();
  await expect(row.getByText('Predictor')).toBeVisible();
});
