import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { TEAM_NAME_MAX_LENGTH } from '../src/domain/limits.ts';
import { tooLargeMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { teamMessages } from '../src/domain/team.schemas.ts';
import { maxLengthHint } from '../src/domain/text-limits.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import { uniqueTag } from './world.ts';

/** A team that plays in a match: sorted near the top of the grid ('AA'), so it is on the first page. */
let used: string;

test.beforeAll(async ({ world }) => {
  // 16 teams make a second page of 12 whatever other files of this worker added.
  const teams = await world.teams(16);
  const team = await world.team(`AA Folosită ${uniqueTag()}`);
  used = team.name;
  await world.match(await world.round(), team, teams[0], new Date(Date.now() + 3 * 86_400_000));
});

// A 1×1 PNG: the server re-encodes it like any emblem.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
});

test('the admin adds, edits and deletes a team, and pages through the grid', async ({ page }) => {
  await page.goto(paths.admin.teams);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: adminNav.teams })).toBeVisible();
  // The grid's cards (the pager below is a list too).
  await expect(main.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(12);
  await expectAccessible(page);

  // Add: an empty name is refused, then a named team with an emblem is saved.
  await main.getByRole('button', { name: adminMessages.addTeam }).click();
  const dialog = page.getByRole('dialog', { name: adminMessages.addTeam });
  await expect(dialog).toBeVisible();
  const nameField = dialog.getByLabel('Numele echipei');
  await expect(nameField).toHaveValue('');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText(teamMessages.nameRequired)).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'team modal with an error');

  const name = `A E2E ${Date.now()}`;
  await nameField.fill(name);
  await dialog.getByLabel('Emblemă').setInputFiles({ name: 'emblema.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Previzualizare emblemă' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Echipa a fost salvată.' })).toBeVisible();
  const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expect(card.getByText(/^ID: /)).toBeVisible();

  // Edit: the modal opens prefilled.
  await card.getByRole('button', { name: `Editează ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editează Echipa' });
  await expect(editDialog.getByLabel('Numele echipei')).toHaveValue(name);
  const renamed = `${name} editat`;
  await editDialog.getByLabel('Numele echipei').fill(renamed);
  await editDialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(editDialog).toBeHidden();
  const renamedCard = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed }) });
  await expect(renamedCard).toBeVisible();

  // Delete: cancel first, then confirm.
  await renamedCard.getByRole('button', { name: `Șterge ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Șterge echipa' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamedCard).toBeVisible();
  await renamedCard.getByRole('button', { name: `Șterge ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Șterge', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Echipa a fost ștearsă.' })).toBeVisible();
  await expect(renamedCard).toHaveCount(0);

  // Paging: the 16 teams of beforeAll make a second page.
  const firstOnPage1 = await main.getByRole('listitem').first().getByRole('heading').textContent();
  const pager = main.getByRole('navigation', { name: 'Paginare' });
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('listitem').first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
  expect(await main.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);
});

test('a team that plays in matches cannot be deleted', async ({ page }) => {
  await page.goto(paths.admin.teams);
  const main = page.getByRole('main');
  // The grid's cards (the pager below is a list too).
  await expect(main.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(12);
  let card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: used, exact: true }) });
  if ((await card.count()) === 0) {
    await main.getByRole('navigation', { name: 'Paginare' }).getByRole('button', { name: '2', exact: true }).click();
    card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: used, exact: true }) });
  }
  await card.getByRole('button', { name: `Șterge ${used}` }).click();
  await page
    .getByRole('dialog', { name: 'Șterge echipa' })
    .getByRole('button', { name: 'Șterge', exact: true })
    .click();

  const alert = main.getByRole('alert');
  await expect(alert).toContainText(adminMessages.teamDeleteFailed);
  await expect(alert).toContainText('Echipa nu poate fi ștearsă');
  await expect(card).toBeVisible();
  await expectAccessible(page, 'teams with a refused delete');
});

test('a team name past 100 characters is refused in the form, with the limit stated; nothing is cut or sent', async ({
  page,
}) => {
  await page.goto(paths.admin.teams);
  await page.getByRole('main').getByRole('button', { name: adminMessages.addTeam }).click();
  const dialog = page.getByRole('dialog', { name: adminMessages.addTeam });
  const nameField = dialog.getByLabel('Numele echipei');
  await expect(nameField).toHaveAccessibleDescription(maxLengthHint(TEAM_NAME_MAX_LENGTH));
  const long = 'N'.repeat(TEAM_NAME_MAX_LENGTH + 1);
  await nameField.fill(long);
  // Kept whole, not cut to 100 by the browser.
  await expect(nameField).toHaveValue(long);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/teams') sent.push(r.url());
  });
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(
    `${maxLengthHint(TEAM_NAME_MAX_LENGTH)} ${teamMessages.nameTooLong}`,
  );
  expect(sent).toEqual([]);
  await dialog.getByRole('button', { name: 'Anulează' }).click();
});

test('an SVG emblem is drawn as a PNG; a hostile one is refused in Romanian; a foreign 413 reads in Romanian', async ({
  page,
}) => {
  await page.goto(paths.admin.teams);
  const main = page.getByRole('main');
  const addTeam = async (name: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await main.getByRole('button', { name: adminMessages.addTeam }).click();
    const dialog = page.getByRole('dialog', { name: adminMessages.addTeam });
    await dialog.getByLabel('Numele echipei').fill(name);
    await dialog.getByLabel('Emblemă').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    return dialog;
  };
  const svg = (body: string) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${body}</svg>`);

  const name = `A SVG ${uniqueTag()}`;
  const saved = await addTeam(name, {
    name: 'emblema.svg',
    mimeType: 'image/svg+xml',
    buffer: svg('<circle cx="64" cy="64" r="58" fill="#0b5cad"/><text x="64" y="76" text-anchor="middle">FC</text>'),
  });
  await expect(saved).toBeHidden();
  const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const img = card.locator('img');
  await expect(img).toHaveAttribute('src', /\/uploads\/[a-z0-9_]+\.png$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  const served = await page.request.get((await img.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/png');

  // An SVG that names an outside address: the server's Romanian refusal, shown in the form.
  const refused = await addTeam(`A SVG rău ${uniqueTag()}`, {
    name: 'emblema-rea.svg',
    mimeType: 'image/svg+xml',
    buffer: svg('<image href="http://169.254.169.254/latest/meta-data" width="128" height="128"/>'),
  });
  await expect(refused.getByText('Fișierul SVG nu poate fi folosit', { exact: false })).toBeVisible();
  await expectAccessible(page, 'team modal, SVG refused');
  await refused.getByRole('button', { name: 'Anulează' }).click();

  // A proxy in front that refuses the body with its own English page: the form still speaks Romanian.
  await page.route('**/api/upload**', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'text/html',
      body: '<html><h1>413 Request Entity Too Large</h1></html>',
    }),
  );
  const proxied = await addTeam(`A SVG proxy ${uniqueTag()}`, {
    name: 'emblema.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(proxied.getByText(tooLargeMessages.any)).toBeVisible();
  await expect(proxied.getByText(/Too Large/i)).toHaveCount(0);
  await page.unroute('**/api/upload**');
  await proxied.getByRole('button', { name: 'Anulează' }).click();
});
