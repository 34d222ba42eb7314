import { adminNav } from '../src/domain/admin-messages.ts';
import { leagueMessages } from '../src/domain/league-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { dashboardTexts } from '../src/web/features/admin-dashboard/dashboard-texts.ts';
import { leaguesTexts as t } from '../src/web/features/admin-leagues/leagues-texts.ts';
import { sessionKeys } from '../src/web/session.ts';
import { e2eAdmin } from './e2e-env.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, readStorage, test } from './fixtures.ts';
import { bearer, type Player, uniqueTag, type World } from './world.ts';

// The back office's leagues: the dashboard counts them, the admin finds them by name or owner, renames an
// offensive one and deletes another.

interface MadeLeague {
  documentId: string;
  name: string;
  code: string;
}

const createLeague = async (world: World, owner: Player, name: string): Promise<MadeLeague> => {
  const league = await world.send('POST', '/api/leagues', { data: { name } }, owner.jwt);
  return { documentId: String(league.documentId), name, code: String(league.code) };
};

let tag: string;
let ana: Player;
let bob: Player;
let offensive: MadeLeague;
let colleagues: MadeLeague;
let neighbours: MadeLeague;

test.beforeAll(async ({ world }) => {
  tag = uniqueTag();
  ana = await world.player('ana');
  bob = await world.player('bob');
  offensive = await createLeague(world, ana, `Liga Proștilor ${tag}`);
  colleagues = await createLeague(world, ana, `Colegii ${tag}`);
  neighbours = await createLeague(world, bob, `Vecinii ${tag}`);
  await world.send('POST', '/api/leagues/join', { data: { code: offensive.code } }, bob.jwt);
});

test.beforeEach(async ({ page }) => {
  await page.goto(paths.admin.login);
  await loginAs(page, e2eAdmin.username, e2eAdmin.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.dashboard);
});

test('the dashboard counts the leagues and leads to their screen', async ({ page, request }) => {
  const { adminToken } = await readStorage(page, [sessionKeys.adminToken]);
  const answer = await request.get('/api/admin/dashboard', { headers: bearer(adminToken ?? '') });
  const { leagues } = (await answer.json()).data as { leagues: { all: number; players: number } };
  expect(leagues.all).toBeGreaterThanOrEqual(3);
  expect(leagues.players).toBeGreaterThanOrEqual(2);
  const card = page.getByRole('main').getByRole('link', { name: new RegExp(`^${dashboardTexts.leagues}`) });
  await expect(card).toContainText(String(leagues.all));
  await expect(card).toContainText(dashboardTexts.leaguePlayers(leagues.players));
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === paths.admin.leagues);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.leagues })).toBeVisible();
  // The navigation marks the section.
  await expect(page.getByRole('link', { name: adminNav.leagues, exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the admin searches, renames an offensive league and deletes another', async ({ page, request }) => {
  await page.goto(paths.admin.leagues);
  const main = page.getByRole('main');
  const row = (league: MadeLeague) => main.getByTestId(`league-row-${league.documentId}`);
  const search = main.getByLabel(t.search);

  // By name: this run's three leagues, with owner, code, members and date.
  await search.fill(tag);
  await expect(main.getByTestId('leagues-total')).toHaveText(t.total(3));
  await expect(row(offensive)).toContainText(offensive.code);
  await expect(row(offensive)).toContainText(t.members(2));
  await expect(row(neighbours)).toContainText(t.members(1));
  const owner = row(offensive).getByRole('link', { name: new RegExp(ana.username) });
  await expect(owner).toHaveAttribute('href', paths.publicProfile(ana.documentId));
  await expectAccessible(page, 'the leagues, searched');

  // By owner: bob's league only (he is a member of ana's, not its owner).
  await search.fill(bob.username.toUpperCase());
  await expect(main.getByTestId('leagues-total')).toHaveText(t.total(1));
  await expect(row(neighbours)).toBeVisible();
  await expect(row(offensive)).toHaveCount(0);

  // Sorted by members: the league of two first among this run's.
  await search.fill(tag);
  await main.getByLabel(t.sort).selectOption('members');
  await expect(main.getByRole('row').nth(1)).toHaveAttribute('data-testid', `league-row-${offensive.documentId}`);

  // Rename: the name's rules under the field, then the new name.
  await row(offensive)
    .getByRole('button', { name: `${t.rename} ${offensive.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: t.editTitle });
  const nameField = dialog.getByLabel(t.name);
  await expect(nameField).toHaveValue(offensive.name);
  await nameField.fill('ab');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText(leagueMessages.nameTooShort(3))).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the rename form with an error');
  const renamed = `Liga Prietenilor ${tag}`;
  await nameField.fill(renamed);
  await dialog.getByLabel(t.description).fill('Redenumită de administrator.');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
  await expect(row(offensive)).toContainText(renamed);
  await expect(row(offensive)).toContainText('Redenumită de administrator.');
  // The owner sees the new name; the code and the members stay.
  const seen = await request.get(`/api/leagues/${offensive.documentId}`, { headers: bearer(ana.jwt) });
  expect((await seen.json()).data).toMatchObject({ name: renamed, code: offensive.code, membersCount: 2 });

  // A league its owner deleted meanwhile: the server's refusal in the form.
  await row(colleagues)
    .getByRole('button', { name: `${t.rename} ${colleagues.name}` })
    .click();
  await request.delete(`/api/leagues/${colleagues.documentId}`, { headers: bearer(ana.jwt) });
  await dialog.getByLabel(t.name).fill(`Colegii noi ${tag}`);
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog).toContainText(`${t.renameFailed}: ${leagueMessages.leagueNotFound}`);
  await dialog.getByRole('button', { name: 'Anulează' }).click();
  // The list was read again: the league is gone from it.
  await expect(row(colleagues)).toHaveCount(0);

  // Delete: the confirmation names the league; cancel keeps it, confirm deletes it for its members too.
  const deleteButton = row(neighbours).getByRole('button', { name: `${t.delete} ${neighbours.name}` });
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: t.deleteTitle });
  await expect(confirm).toContainText(t.deleteConfirm(neighbours.name, 1));
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(row(neighbours)).toBeVisible();
  await deleteButton.click();
  await confirm.getByRole('button', { name: t.delete, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.deleted })).toBeVisible();
  await expect(row(neighbours)).toHaveCount(0);
  const gone = await request.get(`/api/leagues/${neighbours.documentId}`, { headers: bearer(bob.jwt) });
  expect(gone.status()).toBe(404);

  // On a phone: cards, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(main.getByTestId(`league-card-${offensive.documentId}`)).toContainText(renamed);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'the leagues on a phone');
});
