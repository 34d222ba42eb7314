import { paths } from '../src/domain/paths.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import { expectEmailsBrokenOnlyWhereTheyMust, textLayout } from './layout-helpers.ts';
import type { Player } from './world.ts';

// The users screen's layout on a desktop and on a phone: short rows with their actions in one row, a card per account
// with its actions in a keyboard menu, addresses broken only where they must be, and the one number format.

/** A predictor the table lists beside the admin, with 1,650 points (a four-digit number to write the ro-RO way). */
let player: Player;
/** A predictor with the longest username (30 characters), so an address too long for a phone's line. */
let longName: Player;

test.beforeAll(async ({ world }) => {
  player = await world.player();
  longName = await world.player('moderatorcuunnumefoartelung');
  await world.adjust(player, 1650);
});

test.beforeEach(async ({ page }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
});

test('at 1280 px a row is short: the actions in one row, addresses whole while they fit, 1.650 written so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.admin.users);
  const rows = page.locator('tbody tr');
  await expect(page.getByTestId(`user-row-${longName.username}`)).toBeVisible();
  const n = await rows.count();
  expect(n).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < n; i++) {
    const row = rows.nth(i);
    const name = await row.getAttribute('data-testid');
    const box = await row.boundingBox();
    // Four actions stacked made a row about 150 px tall.
    expect(box?.height, `${name} is a short row`).toBeLessThan(80);
    const actions = row.getByRole('button');
    const tops = new Set<number>();
    for (let j = 0; j < (await actions.count()); j++)
      tops.add(Math.round((await actions.nth(j).boundingBox())?.y ?? -1));
    expect(tops.size, `${name}: the actions in one row`).toBe(1);
  }
  const playerRow = page.getByTestId(`user-row-${player.username}`);
  for (const action of ['Editează', 'Ajustare puncte', 'Date GDPR', 'Șterge']) {
    await expect(playerRow.getByRole('button', { name: `${action} ${player.username}`, exact: true })).toBeVisible();
  }
  const { count } = await expectEmailsBrokenOnlyWhereTheyMust(page);
  expect(count).toBe(n);
  // A usual address (about 30 characters) fits the column: the e-mail column has what the others leave.
  for (const who of [player.username, e2eAdmin.username]) {
    const email = page.getByTestId(`user-row-${who}`).getByTestId('user-email');
    expect((await textLayout(email)).lines, `${who}'s address on one line`).toHaveLength(1);
  }

  // The icon's words show while it is hovered or focused; Escape hides them.
  const adjust = playerRow.getByRole('button', { name: `Ajustare puncte ${player.username}` });
  const tip = playerRow.getByText('Ajustare puncte', { exact: true });
  await expect(tip).toBeHidden();
  await adjust.focus();
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();

  // The one number format: 1.650, as every figure of the back office.
  await expect(playerRow).toContainText('Total: 1.650');
  expect(await playerRow.textContent()).not.toMatch(/1650/);
  await adjust.click();
  const dialog = page.getByRole('dialog', { name: `Ajustare puncte: ${player.username}` });
  await expect(dialog).toContainText('Acum: 1.650 de puncte în total');
  await dialog.getByLabel('Puncte (pozitiv sau negativ)').fill('10');
  await dialog.getByLabel('Motiv').fill('Corectare de test');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByTestId('adjust-new-total')).toHaveText('1.660');
  await dialog.getByRole('button', { name: 'Închide', exact: true }).last().click();
  await expect(playerRow).toContainText('Total: 1.660');
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
});

test('on a 390 px phone: one card per account, its actions in a menu worked by keyboard, addresses whole while they fit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.admin.users);
  const card = page.getByTestId(`user-card-${player.username}`);
  await expect(card).toBeVisible();
  // Name, e-mail, points, role and the actions' button, each inside the viewport.
  const menuButton = card.getByRole('button', { name: `Acțiuni ${player.username}` });
  const fields = [
    card.getByRole('heading', { name: player.username }),
    card.getByTestId('user-email'),
    card.getByText(/^Total:/),
    card.getByText('Predictor'),
    menuButton,
  ];
  for (const field of fields) {
    await field.scrollIntoViewIfNeeded();
    await expect(field).toBeInViewport({ ratio: 1 });
    const box = await field.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'inside the width of the phone').toBe(true);
  }
  expect((await card.boundingBox())?.height, 'a card without four stacked buttons').toBeLessThan(240);
  await expectEmailsBrokenOnlyWhereTheyMust(page);
  // A usual address stays whole; the 41 characters of the longest username's need two lines, broken after the '@'.
  const playerEmail = card.getByTestId('user-email');
  expect((await textLayout(playerEmail)).lines).toEqual([player.email]);
  const longEmail = page.getByTestId(`user-card-${longName.username}`).getByTestId('user-email');
  const at = longName.email.indexOf('@') + 1;
  expect((await textLayout(longEmail)).lines).toEqual([longName.email.slice(0, at), longName.email.slice(at)]);

  // The menu button: says it opens a menu and whether it is open.
  await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: `Acțiuni ${player.username}` });
  const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
  await expect(menu.getByRole('menuitem')).toHaveText(['Editează', 'Ajustare puncte', 'Date GDPR', 'Șterge']);
  await expect(item('Editează')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Ajustare puncte')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Șterge')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Editează')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Șterge')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Editează')).toBeFocused();
  await expectAccessible(page, 'the actions menu open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // ↓ opens it too; an item runs with Enter, and the dialog it opens gives the focus back to the button.
  await page.keyboard.press('ArrowDown');
  await expect(item('Editează')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Ajustare puncte: ${player.username}` });
  await expect(dialog).toBeVisible();
  await expect(menu).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A click elsewhere closes it.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'users at 390 px');
});
