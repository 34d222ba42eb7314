import { authMessages, webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { registrationTexts as t } from '../src/web/features/registration/registration-texts.ts';
import { expectTabCycle, focusIsVisible, tabTo, waitForContent, waitForSmsCode } from './a11y-helpers.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

import { type Team, uniqueTag } from './world.ts';

let team: Team;

test.beforeAll(async ({ world }) => {
  team = await world.team(`Rapid ${uniqueTag()}`);
});

// The registration wizard and the SMS code, with the keyboard alone: no click, no fill(). Locators only
// check where the focus is.

function newAccount() {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const username = `kb${Date.now().toString(36)}${digits.slice(0, 3)}`;
  // A Moldovan mobile number: the country is chosen in the select with the arrow keys.
  return { username, email: `${username}@example.com`, national: `069${digits}`, e164: `+37369${digits}` };
}

test('a visitor registers and verifies the phone with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const account = newAccount();
  const password = 'parola-de-test';
  await page.goto(paths.register);
  await waitForContent(page);

  // The skip link is the first stop; Enter moves the focus to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: webMessages.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusIsVisible(page), 'the skip link shows a focus ring').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // Step 1: username and e-mail.
  await tabTo(page, page.getByLabel(t.username));
  expect(await focusIsVisible(page), 'a text field shows a focus ring').toBe(true);
  await page.keyboard.type(account.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t.email)).toBeFocused();
  await page.keyboard.type(account.email);
  await expect(page.getByText(registrationMessages.usernameAvailable)).toBeVisible();
  const next = page.getByRole('button', { name: t.next, exact: true });
  await tabTo(page, next);
  expect(await focusIsVisible(page), 'a button shows a focus ring').toBe(true);
  await page.keyboard.press('Enter');

  // Step 2: the country with the arrow keys, the number, the password twice.
  await expect(page.getByRole('heading', { level: 2, name: t.steps[1] })).toBeFocused();
  const country = page.getByLabel(t.phoneCountry);
  // The step's fields are downloaded when it is first reached: a person waits for them to show.
  await expect(country).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(country).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(country).toHaveValue('MD');
  await expectAccessible(page, 'wizard step 2');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t.phoneNumber)).toBeFocused();
  await page.keyboard.type(account.national);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t.password)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t.confirmPassword)).toBeFocused();
  await page.keyboard.type(password);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Step 3: the team in the combobox with the arrows, the robot check with Space, the terms.
  await expect(page.getByRole('heading', { level: 2, name: t.steps[2] })).toBeFocused();
  const teamBox = page.getByRole('combobox', { name: t.favTeam });
  await expect(teamBox).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(teamBox).toBeFocused();
  await page.keyboard.type(team.name);
  // The search is debounced: wait for the filtered list before choosing.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(teamBox).toHaveAttribute('aria-activedescendant', /option-0$/);
  await expectAccessible(page, 'wizard step 3 with the team list open');
  await page.keyboard.press('Enter');
  const clearTeam = page.getByRole('button', { name: t.clearTeam(team.name) });
  // The input gives way to the chosen team: the focus stays in the field, on its clear button.
  await expect(clearTeam).toBeFocused();

  const robot = page.getByRole('checkbox', { name: /Nu sunt un robot/ });
  await tabTo(page, robot);
  expect(await focusIsVisible(page), 'the robot check shows a focus ring').toBe(true);
  await page.keyboard.press('Space');
  await expect(page.locator('altcha-widget').getByText('Verificat')).toBeVisible({ timeout: 30_000 });
  const terms = page.getByRole('checkbox', { name: `${t.termsBefore}${t.termsLink}`.trim() });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expectAccessible(page, 'wizard step 3, filled');
  // The robot check's widget is no trap: Tab goes round the whole page.
  expect(await expectTabCycle(page)).toBeGreaterThan(10);

  const finish = page.getByRole('button', { name: t.finish });
  await tabTo(page, finish);
  const registered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/register');
  await page.keyboard.press('Enter');
  expect((await registered).status()).toBe(200);

  // The SMS code: typed, then Enter submits.
  await expect(page).toHaveURL((url) => url.pathname === paths.verifyPhone);
  await waitForContent(page);
  await expectAccessible(page, 'the verification screen');
  const codeField = page.getByLabel(authMessages.verificationCode);
  await tabTo(page, codeField);
  await page.keyboard.type(await waitForSmsCode(account.e164));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === paths.user);
  await expect(page.getByText(account.username).first()).toBeVisible();
});
