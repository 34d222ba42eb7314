import { gameMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { standingsMessages } from '../src/web/components/standings/standings-messages.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { statsMessages } from '../src/web/features/round-stats/stats-messages.ts';
import { sessionKeys } from '../src/web/session.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, readStorage, test } from './fixtures.ts';
import { currentRound, type Player, playedRound } from './world.ts';

/** The player who logs in: in the middle of the season ranking, with the points of a played round. */
let me: Player;

// Two pages of the season ranking (12 players, each with a total of their own), a played round, and a current
// round without a result whose matches the round statistics show.
test.beforeAll(async ({ world }) => {
  const players: Player[] = [];
  for (let i = 0; i < 12; i++) players.push(await world.player());
  me = players[5];
  await playedRound(world, [me, players[0]]);
  for (const [i, p] of players.entries()) await world.adjust(p, 10 * (i + 1));
  const { open } = await currentRound(world, { open: 2, closed: 0 });
  await world.predict(me, open[0], { score: [2, 0] });
});

const rowsOf = (page: import('@playwright/test').Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The rows shown are the answer to the current query, not the previous one kept on screen (aria-busy) meanwhile. */
const settled = (page: import('@playwright/test').Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test('a visitor pages through both rankings and opens a player', async ({ page }) => {
  await page.goto(paths.leaderboard);
  await expect(page.getByRole('heading', { level: 1, name: standingsMessages.title })).toBeVisible();
  await expect(page.getByRole('button', { name: gameMessages.roundTab })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: gameMessages.totalTab })).toHaveAttribute('aria-pressed', 'false');
  // The current round has no result yet: one line says so, with the way to the season ranking.
  await expect(page.getByText(standingsMessages.roundEmpty)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: standingsMessages.seeTotal })).toBeVisible();
  await expect(page.getByRole('button', { name: standingsMessages.myPosition })).toHaveCount(0);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'leaderboard, round');

  await page.getByRole('button', { name: standingsMessages.legendShow }).click();
  await expect(page.getByRole('region', { name: standingsMessages.legendTitle })).toContainText('100');
  await expectAccessible(page, 'leaderboard, legend open');

  await page.getByRole('button', { name: gameMessages.totalTab }).click();
  await expect(page).toHaveURL(/sortBy=points/);
  await expect(page.getByRole('button', { name: gameMessages.totalTab })).toHaveAttribute('aria-pressed', 'true');
  await expect(rowsOf(page)).toHaveCount(10);
  // The total ranking's rows name the round's points beside the total: read its first row only once it shows.
  await expect(rowsOf(page).first()).toContainText(`${standingsMessages.roundPoints}:`);
  await settled(page);

  const firstOfPage1 = await rowsOf(page).first().getByRole('link').textContent();
  await page.getByRole('button', { name: standingsMessages.next }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: `${standingsMessages.page} 2` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rowsOf(page).first().getByRole('link')).not.toHaveText(firstOfPage1 ?? '');
  await expectAccessible(page, 'leaderboard, total, page 2');

  // Back returns to page 1 of the same ranking.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await settled(page);
  await expect(rowsOf(page).first().getByRole('link')).toHaveText(firstOfPage1 ?? '');

  const player = rowsOf(page).nth(2).getByRole('link');
  const name = (await player.textContent()) ?? '';
  await player.click();
  await expect(page).toHaveURL(/\/user\/[a-z0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: profileMessages.backToLeaderboard })).toBeVisible();
  await expect(page.getByRole('heading', { name: profileMessages.history })).toBeVisible();
  // No e-mail address of the player in the profile (the footer's contact address is not theirs).
  await expect(page.getByRole('main').getByText(/@/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: profileMessages.avatarSave })).toHaveCount(0);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'public profile');
});

test('a player finds their position and their profile', async ({ page }) => {
  await loginAs(page, me.username, me.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const { userId } = await readStorage(page, [sessionKeys.userId]);

  await page.goto(`${paths.leaderboard}?sortBy=points`);
  const myPosition = page.getByRole('button', { name: new RegExp(standingsMessages.myPosition) });
  await expect(myPosition).toBeVisible();
  await myPosition.click();
  const mine = page.locator('tr[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toBeInViewport();
  await expect(mine.getByRole('link', { name: me.username })).toHaveAttribute(
    'href',
    paths.publicProfile(userId ?? ''),
  );
  await expectAccessible(page, 'leaderboard, my position');

  await page.goto(paths.user);
  await expect(page.getByRole('heading', { level: 1, name: me.username })).toBeVisible();
  await expect(page.getByRole('heading', { name: profileMessages.history })).toBeVisible();
  await expect(page.getByText(profileMessages.currentRound).first()).toBeVisible();
  // The points of each round are in the form chart (profile-layout.spec.ts checks it is the only one).
  await expect(page.getByTestId('player-form').getByRole('img')).toBeVisible();
  const save = page.getByRole('button', { name: profileMessages.avatarSave, exact: true });
  await expect(save).toBeDisabled();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'own profile');

  await page.getByLabel(profileMessages.avatarLabel).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('nu e o imagine'),
  });
  await expect(page.getByText(gameMessages.avatarNotImage)).toBeVisible();
  await expect(save).toBeDisabled();
});

test('a visitor without a session is sent from /user to the login', async ({ page }) => {
  await page.goto(paths.user);
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
});

test('the round statistics show one card per match of the current round', async ({ page, request }) => {
  const answer = await request.get('/api/round-stats');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: unknown[] };

  await page.goto(paths.roundStats);
  await expect(page.getByRole('heading', { level: 1, name: gameMessages.statsTitle })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(gameMessages.statsTitle));
  const main = page.getByRole('main');
  const headers = main.getByRole('button', { expanded: false });
  await expect(headers).toHaveCount(data.length);
  expect(data.length).toBeGreaterThan(0);
  await expectAccessible(page, 'round stats');

  await headers.first().click();
  const open = main.getByRole('button', { expanded: true });
  await expect(open).toHaveCount(1);
  for (const title of [statsMessages.score, statsMessages.cards, statsMessages.corners]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'round stats, one card open');
});
