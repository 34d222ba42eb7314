import { authMessages, nav } from '../src/domain/messages.ts';
import { passwordMessages } from '../src/domain/password-rules.ts';
import { paths } from '../src/domain/paths.ts';
import { accountTexts } from '../src/web/features/auth/account-texts.ts';
import { passwordTexts } from '../src/web/features/auth/password-texts.ts';
import { meStatus, otherDevice, resetLinkFor } from './account-helpers.ts';
import { expect, expectAccessible, loginAs, test } from './fixtures.ts';

// A forgotten password, from the login form's link to the e-mail and a new password, and a password change from the
// profile.

test('"Ai uitat parola?" → e-mail → the link → a new password → logged in on the profile', async ({
  page,
  request,
  world,
}) => {
  const player = await world.player('uituc');
  const laptop = await otherDevice(request, player);

  await page.goto(paths.login);
  await page.getByRole('link', { name: accountTexts.forgotLink }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.forgotPassword);
  await expect(page.getByRole('heading', { level: 1, name: passwordTexts.forgotTitle })).toBeVisible();
  await expectAccessible(page, 'forgot password');

  // Our Romanian message, not the browser's bubble.
  const email = page.getByLabel(passwordTexts.emailLabel);
  await email.fill('nu-e-o-adresa');
  await page.getByRole('button', { name: passwordTexts.forgotSubmit }).click();
  await expect(page.getByText(authMessages.invalidEmail)).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill(player.email.toUpperCase());
  await page.getByRole('button', { name: passwordTexts.forgotSubmit }).click();
  await expect(page.getByRole('status')).toContainText(passwordTexts.forgotSent(player.email.toUpperCase()));
  await expectAccessible(page, 'forgot password, sent');

  const link = await resetLinkFor(player.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: passwordTexts.resetTitle })).toBeVisible();
  await expectAccessible(page, 'reset password');
  await page.getByRole('textbox', { name: passwordTexts.newPassword, exact: true }).fill('scurta');
  await page.getByLabel(passwordTexts.confirmNewPassword).fill('scurta');
  await page.getByRole('button', { name: passwordTexts.resetSubmit }).click();
  await expect(page.getByText(authMessages.passwordLength)).toBeVisible();
  await page.getByRole('textbox', { name: passwordTexts.newPassword, exact: true }).fill('parola-aleasa-acum');
  await page.getByLabel(passwordTexts.confirmNewPassword).fill('parola-aleasa-altfel');
  await page.getByRole('button', { name: passwordTexts.resetSubmit }).click();
  await expect(page.getByText(authMessages.passwordsMismatch)).toBeVisible();
  await expectAccessible(page, 'reset password, with messages');

  await page.getByLabel(passwordTexts.confirmNewPassword).fill('parola-aleasa-acum');
  await page.getByRole('button', { name: passwordTexts.resetSubmit }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.user);
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: nav.profile })).toBeVisible();

  // The other device was logged out; the old password is gone, the new one works.
  expect(await meStatus(request, laptop)).toBe(401);
  const old = await request.post('/api/auth/local', {
    data: { identifier: player.username, password: player.password },
  });
  expect(old.status()).toBe(400);
  const fresh = await request.post('/api/auth/local', {
    data: { identifier: player.username, password: 'parola-aleasa-acum' },
  });
  expect(fresh.status()).toBe(200);

  // The link works once.
  await page.goto(link);
  await page.getByRole('textbox', { name: passwordTexts.newPassword, exact: true }).fill('inca-o-parola-noua');
  await page.getByLabel(passwordTexts.confirmNewPassword).fill('inca-o-parola-noua');
  await page.getByRole('button', { name: passwordTexts.resetSubmit }).click();
  await expect(page.getByRole('alert')).toContainText(passwordMessages.invalidCode);
  await expect(page.getByRole('link', { name: passwordTexts.requestNewLink })).toBeVisible();
  await expectAccessible(page, 'reset password, used link');
});

test('a reset link without its code says so and offers a new one', async ({ page }) => {
  await page.goto(paths.resetPassword);
  await expect(page.getByRole('alert')).toContainText(passwordTexts.resetMissingCode);
  await page.getByRole('link', { name: passwordTexts.requestNewLink }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.forgotPassword);
});

test('the password changes from the profile: this device stays logged in, the others are logged out', async ({
  page,
  request,
  world,
}) => {
  const player = await world.player('schimba');
  const phone = await otherDevice(request, player);
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((u) => u.pathname === paths.home);
  await page.goto(paths.user);
  await page.getByRole('link', { name: accountTexts.changeLink }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.changePassword);
  await expect(page.getByRole('heading', { level: 1, name: passwordTexts.changeTitle })).toBeVisible();
  await expectAccessible(page, 'change password');

  const current = page.getByLabel(passwordTexts.currentPassword);
  const submit = page.getByRole('button', { name: passwordTexts.changeSubmit });
  await submit.click();
  await expect(page.getByText(authMessages.requiredFields).first()).toBeVisible();
  await current.fill('nu-este-parola-mea');
  await page.getByRole('textbox', { name: passwordTexts.newPassword, exact: true }).fill('parola-schimbata-1');
  await page.getByLabel(passwordTexts.confirmNewPassword).fill('parola-schimbata-1');
  await submit.click();
  await expect(page.getByText(passwordMessages.wrongCurrent)).toBeVisible();
  await expect(current).toBeFocused();
  await expectAccessible(page, 'change password, wrong current password');

  await current.fill(player.password);
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(passwordTexts.changed);
  await expectAccessible(page, 'change password, done');
  expect(await meStatus(request, phone)).toBe(401);

  // This device kept its session (with the new token): the profile still opens after a reload.
  await page.goto(paths.user);
  await expect(page.getByRole('heading', { level: 1, name: player.username })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('userToken'));
  expect(await meStatus(request, token ?? '')).toBe(200);
});
