import { gameMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { standingsMessages as t } from '../src/web/components/standings/standings-messages.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import { type Player, playedRound, uniqueTag } from './world.ts';

// The start of a round: a new, empty round is made current through the admin API, and the round
// ranking says in one line that nobody has points yet instead of a wall of '1 … 0'.

const shots = 'test-results/shots';

/** Players with season points from a played round, the first of them logged in. */
let players: Player[];

test.beforeAll(async ({ world }) => {
  players = [await world.player(), await world.player(), await world.player()];
  await playedRound(world, players);
});

test('at the start of a round the round ranking says nobody has points yet and offers the season ranking', async ({
  page,
  request,
  world,
}) => {
  await world.round(`Etapa nouă ${uniqueTag()}`, true);
  // The API agrees: everyone shares rank 1 with 0 round points.
  const board = await request.get('/api/leaderboard', { params: { sortBy: 'currentPoints', pageSize: '10' } });
  const rows = ((await board.json()) as { data: { rank: number; currentPoints: number }[] }).data;
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.every((r) => r.rank === 1 && r.currentPoints === 0)).toBe(true);

  await loginAs(page, players[0].username, players[0].password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(paths.leaderboard);
    const round = page.getByRole('button', { name: gameMessages.roundTab, exact: true });
    await expect(round).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(t.roundEmpty)).toBeVisible();
    // No wall of rows, no medals, no 'Poziția mea' at a shared first place.
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('img', { name: /Medalie/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(t.myPosition) })).toHaveCount(0);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.screenshot({ path: `${shots}/leaderboard-empty-round-${width}.png`, fullPage: true });
    await expectAccessible(page, 'leaderboard, empty round');
  }

  // The offer, by keyboard: the season ranking shows, and focus lands on its toggle.
  const offer = page.getByRole('button', { name: t.seeTotal });
  await offer.focus();
  await page.keyboard.press('Enter');
  const total = page.getByRole('button', { name: gameMessages.totalTab, exact: true });
  await expect(total).toHaveAttribute('aria-pressed', 'true');
  await expect(total).toBeFocused();
  await expect(page).toHaveURL((url) => url.searchParams.get('sortBy') === 'points');
  await expect(page.getByText(t.roundEmpty)).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  // Medals go only to rows with points: every medal sits in a row whose main figure is above 0. The rows are
  // read in one go: reading them one by one (count, then the nth row's cell) waited without end for a row that
  // a re-render had removed meanwhile.
  const rowsWithMedal = page.getByRole('row').filter({ has: page.getByRole('img', { name: /Medalie/ }) });
  await expect.poll(() => rowsWithMedal.count()).toBeGreaterThan(0);
  const figures = await rowsWithMedal.evaluateAll((rows) =>
    rows.map((r) => Number.parseInt((r.querySelectorAll('td')[2]?.textContent ?? '').replaceAll('.', ''), 10)),
  );
  expect(figures.length).toBeGreaterThan(0);
  for (const points of figures) expect(points).toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/leaderboard-empty-round-total-1280.png`, fullPage: false });
});
