import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { authMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration-rules.ts';
import { usersTexts } from '../src/web/features/admin-users/users-texts.ts';
import { formErrorTexts } from '../src/web/form-errors.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import type { Player } from './world.ts';

/** A predictor the table lists beside the admin. */
let player: Player;

// The players, and teams for the form's favourite team.
test.beforeAll(async ({ world }) => {
  player = await world.player();
  await world.teams(2);
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
});

test('the users table is accessible and fits a phone', async ({ page }) => {
  // axe reads every row of the table twice: slow on a loaded machine.
  test.setTimeout(90_000);
  await page.goto(paths.admin.users);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: adminNav.users })).toBeVisible();
  const admin = page.getByTestId(`user-row-${e2eAdmin.username}`);
  await expect(admin.getByText('Administrator')).toBeVisible();
  await expect(page.getByTestId(`user-row-${player.username}`).getByText('Predictor')).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);
});

test('the search ignores case and diacritics: "JUCĂTOR_…" finds the player jucator_…', async ({ page }) => {
  await page.goto(paths.admin.users);
  const row = page.getByTestId(`user-row-${player.username}`);
  await expect(row).toBeVisible();
  await page.getByLabel(usersTexts.search).fill(player.username.replace('jucator', 'JUCĂTOR'));
  await expect(row).toBeVisible();
  await expect(page.getByTestId(`user-row-${e2eAdmin.username}`)).toBeHidden();
  await page.getByLabel(usersTexts.search).fill('jucător_nimeni_nu_are_acest_nume');
  await expect(row).toBeHidden();
  await expect(page.getByText(usersTexts.noMatch)).toBeVisible();
});

test('the admin creates, edits, adjusts and deletes a user', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const username = `e2e_u${stamp}`;
  const email = `${username}@example.ro`;
  const phone = `0722${String(stamp).slice(-6)}`;

  await page.goto(paths.admin.users);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Adaugă Utilizator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adaugă Utilizator' });
  await expect(dialog.getByLabel('Țara')).toHaveValue('RO');
  await expect(dialog.getByLabel('Rol', { exact: true })).toHaveValue('3');
  await expect(dialog.getByLabel('Rol', { exact: true }).locator('option:checked')).toHaveText('Predictor');

  // Validation: required fields, a bad e-mail, a short password.
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(authMessages.requiredFields)).toHaveCount(4);
  await dialog.getByLabel('Email').fill('nu-este-email');
  await dialog.getByLabel('Parolă').fill('scurt');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText(authMessages.invalidEmail)).toBeVisible();
  await expect(dialog.getByText(authMessages.passwordLength)).toBeVisible();
  await expectAccessible(page, 'user modal with errors');

  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Parolă').fill('parola-e2e-1');
  await dialog.getByLabel('Număr de telefon').fill(phone);
  await dialog.getByLabel('Link YouTube').fill('https://youtube.com/@prezice-e2e');
  await dialog.getByLabel('Avatar').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Previzualizare avatar' })).toBeVisible();
  const register = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/local/register'));
  const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/users\/\d+$/.test(r.url()));
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  expect((await register).postDataJSON()).toEqual({
    username,
    email,
    password: 'parola-e2e-1',
    phone: `+40${phone.slice(1)}`,
  });
  expect((await put).postDataJSON()).toMatchObject({ role: 3, favTeam: null, points: 0, currentPoints: 0 });
  await expect(dialog).toBeHidden();

  const row = page.getByTestId(`user-row-${username}`);
  await expect(row).toBeVisible();
  await expect(row.getByText(email)).toBeVisible();
  await expect(row.getByText('Predictor')).toBeVisible();
  await expect(row.getByRole('link', { name: `YouTube: ${username}` })).toHaveAttribute(
    'href',
    'https://youtube.com/@prezice-e2e',
  );
  await expect(row.locator('img').first()).toHaveAttribute('src', /\/uploads\//);

  // Edit: prefilled; role to Administrator with a favourite team.
  await row.getByRole('button', { name: `Editează ${username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editează Utilizatorul' });
  await expect(edit.getByLabel('Username')).toHaveValue(username);
  await expect(edit.getByLabel('Parolă')).toHaveValue('');
  await expect(edit.getByText('Lasă gol pentru a păstra parola actuală')).toBeVisible();
  await expect(edit.getByLabel('Număr de telefon')).not.toHaveValue('');
  const teamSelect = edit.getByLabel('Echipa favorită');
  await expect(teamSelect.locator('option')).not.toHaveCount(1);
  const team = (await teamSelect.locator('option').nth(1).textContent()) ?? '';
  await teamSelect.selectOption({ label: team });
  await edit.getByLabel('Rol', { exact: true }).selectOption('4');
  await edit.getByRole('button', { name: 'Salvează' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Administrator')).toBeVisible();
  await expect(row.getByText(team)).toBeVisible();

  // And back to Predictor.
  await row.getByRole('button', { name: `Editează ${username}` }).click();
  await expect(edit.getByLabel('Rol', { exact: true })).toHaveValue('4');
  await expect(edit.getByLabel('Echipa favorită').locator('option:checked')).toHaveText(team);
  await edit.getByLabel('Rol', { exact: true }).selectOption('3');
  await edit.getByRole('button', { name: 'Salvează' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Predictor')).toBeVisible();

  // Points adjustment with a reason; the new totals show.
  await row.getByRole('button', { name: `Ajustare puncte ${username}` }).click();
  const adjust = page.getByRole('dialog', { name: `Ajustare puncte: ${username}` });
  await adjust.getByRole('button', { name: 'Salvează' }).click();
  await expect(adjust.getByLabel('Motiv')).toHaveAttribute('aria-invalid', 'true');
  await adjust.getByLabel('Puncte (pozitiv sau negativ)').fill('25');
  await adjust.getByLabel('Motiv').fill('Bonus pentru testul e2e');
  await adjust.getByRole('button', { name: 'Salvează' }).click();
  await expect(adjust.getByTestId('adjust-new-total')).toHaveText('25');
  await expectAccessible(page, 'points adjusted');
  await adjust.getByRole('button', { name: 'Închide', exact: true }).last().click();
  await expect(adjust).toBeHidden();
  await expect(row).toContainText('Total: 25');

  // Delete with confirmation.
  await row.getByRole('button', { name: `Șterge ${username}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Șterge utilizatorul' });
  await expect(confirm).toContainText(username);
  await confirm.getByRole('button', { name: 'Șterge', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Utilizatorul a fost șters.' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('two fields refused by the server: each message under its field, one summary line at the top', async ({
  page,
}) => {
  await page.goto(paths.admin.users);
  // The player takes the admin's username and e-mail: both taken, and the server says so for each field.
  await page
    .getByTestId(`user-row-${player.username}`)
    .getByRole('button', { name: `Editează ${player.username}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editează Utilizatorul' });
  await edit.getByLabel('Username').fill(e2eAdmin.username);
  await edit.getByLabel('Email').fill(e2eAdmin.email);
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/users\/\d+$/.test(r.url()));
  await edit.getByRole('button', { name: 'Salvează' }).click();
  expect((await answer).status()).toBe(400);

  const username = edit.getByLabel('Username');
  const email = edit.getByLabel('Email');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  // The field's hint, then its message.
  await expect(username).toHaveAccessibleDescription(new RegExp(`${authMessages.usernameTaken}$`));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(new RegExp(`${registrationMessages.emailTaken}$`));
  // One summary, once, at the top of the form: the action's message and what to do.
  const alerts = edit.getByRole('alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toHaveText(`${adminMessages.userUpdateFailed}: ${formErrorTexts.checkFields}`);
  await expect(username).toBeFocused();
  await expectAccessible(page, 'user form refused by the server');
});
