import type { Page, Request } from '@playwright/test';
import { authMessages, webMessages } from '../src/domain/messages.ts';
import { apiPaths } from '../src/domain/paths.ts';
import { sessionKeys } from '../src/web/session.ts';
import { expect, expectAccessible, loginAs, readStorage, test } from './fixtures.ts';

/** Records the login calls the page makes from now on. */
function watchLoginCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === apiPaths.login) calls.push(req);
  });
  return calls;
}

test('a wrong password shows the login failure message', async ({ page, player }) => {
  await page.goto('/login');
  const calls = watchLoginCalls(page);
  const response = page.waitForResponse((res) => new URL(res.url()).pathname === apiPaths.login);
  await loginAs(page, player.username, 'not-the-password');
  expect((await response).status()).toBe(400);

  await expect(page.getByRole('alert')).toHaveText(authMessages.loginFailed);
  expect(calls).toHaveLength(1);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  const stored = await readStorage(page, [sessionKeys.userToken, sessionKeys.userId]);
  expect(stored).toEqual({ userToken: null, userId: null });
  await expectAccessible(page, 'login page with an error');
});

test('an unknown account shows the same message', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, 'nimeni-nu-are-contul-asta', 'o-parola-oarecare');
  await expect(page.getByRole('alert')).toHaveText(authMessages.loginFailed);
});

test('both fields are required: an empty form is not sent', async ({ page, player }) => {
  await page.goto('/login');
  const calls = watchLoginCalls(page);
  const identifier = page.getByLabel(webMessages.identifierLabel);
  const password = page.getByLabel(webMessages.passwordLabel);
  const submit = page.getByRole('button', { name: webMessages.loginSubmit });

  await expect(identifier).toHaveAttribute('required', '');
  await expect(password).toHaveAttribute('required', '');

  await submit.click();
  await expect(identifier).toBeFocused();
  expect(await identifier.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  await identifier.fill(player.username);
  await submit.click();
  await expect(password).toBeFocused();
  expect(await password.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  // Blanks pass the browser's check but not the form's own.
  await identifier.fill('   ');
  await password.fill(player.password);
  await submit.click();
  await expect(page.getByText(authMessages.requiredFields)).toBeVisible();
  await expect(identifier).toHaveAttribute('aria-invalid', 'true');

  await page.waitForTimeout(300);
  expect(calls).toHaveLength(0);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expectAccessible(page, 'login page with validation errors');
});
