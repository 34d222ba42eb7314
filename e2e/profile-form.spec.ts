import type { Page } from '@playwright/test';
import { paths } from '../src/domain/paths.ts';
import { formMessages } from '../src/web/features/profile/form-messages.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import { type Player, type Round, uniqueTag, type World } from './world.ts';

const HOUR = 3600_000;
let me: Player;
let rival: Player;
/** Per round, as the leaderboard gave them right after its result: [rank, points] of me in each ranking. */
const expected: { round: Round; roundPoints: number; roundPlace: number; seasonPoints: number; seasonPlace: number }[] =
  [];

/** My [rank, points] in the season ranking and in the current round's, read from the leaderboard API. */
async function standing(world: World, player: Player) {
  const find = async (sortBy: 'points' | 'currentPoints') => {
    for (let page = 1; ; page++) {
      const res = await world.request.get(`/api/leaderboard?sortBy=${sortBy}&pageSize=100&page=${page}`);
      const body = (await res.json()) as {
        data: { username: string; rank: number; points: number; currentPoints: number }[];
        meta: { pagination: { pageCount: number } };
      };
      const row = body.data.find((r) => r.username === player.username);
      if (row) return [row.rank, sortBy === 'points' ? row.points : row.currentPoints] as const;
      if (page >= body.meta.pagination.pageCount) throw new Error(`${player.username} is not ranked`);
    }
  };
  const [seasonPlace, seasonPoints] = await find('points');
  const [roundPlace, roundPoints] = await find('currentPoints');
  return { seasonPlace, seasonPoints, roundPlace, roundPoints };
}

/** A current round of one match: both players predict, then the result (the server scores it). */
async function scoredRound(world: World, mine: [number, number], theirs: [number, number], result: [number, number]) {
  const round = await world.round(`Etapa ${uniqueTag()}`, true);
  const [a, b] = await world.teams(2);
  const match = await world.match(round, a, b, new Date(Date.now() + 72 * HOUR));
  await world.predict(me, match, { score: mine });
  await world.predict(rival, match, { score: theirs });
  await world.result(match, {
    team1_finalScore: result[0],
    team2_finalScore: result[1],
    final_cards: 'X',
    final_corners: 'X',
  });
  expected.push({ round, ...(await standing(world, me)) });
}

// Two scored rounds: in the first I have the exact score (100), in the second one team's goals (30), so the first
// is my best round. The figures expected are the leaderboard's, read right after each round's result.
test.beforeAll(async ({ world }) => {
  me = await world.player('forma');
  rival = await world.player('rival');
  await scoredRound(world, [2, 1], [0, 0], [2, 1]);
  await scoredRound(world, [1, 0], [1, 1], [1, 1]);
  expect(expected.map((e) => e.roundPoints)).toEqual([100, 30]);
});

const formSection = (page: Page) => page.getByTestId('player-form');

async function expectForm(page: Page) {
  const form = formSection(page);
  await expect(form.getByRole('heading', { name: formMessages.title })).toBeVisible();
  const chart = form.getByRole('img');
  await expect(chart).toBeVisible();
  // The chart's summary names the last round with its places, and the best one; the table has every round. The
  // form starts at this player's first round: rounds with a result that other specs of this worker made before it
  // (this player did not play them) are not in it. The figures of our two rounds are the leaderboard's.
  const [best, last] = expected;
  const answer = await page.request.get(`/api/public-profile/${me.documentId}/form`);
  const rounds = ((await answer.json()) as { form: { rounds: { documentId: string }[] } }).form.rounds;
  expect(rounds.map((r) => r.documentId)).toEqual(expected.map((e) => e.round.documentId));
  await expect(chart).toHaveAttribute(
    'aria-label',
    formMessages.chartLabel(
      2,
      formMessages.roundSummary({ name: last.round.name, ...last }),
      formMessages.roundSummary({ name: best.round.name, ...best }),
    ),
  );
  await expect(form.getByText(`${formMessages.best}:`)).toBeVisible();
  await expect(form).toContainText(`${expected[0].round.name}: 100 de puncte`);

  await form.getByText(formMessages.tableToggle).click();
  const table = form.getByRole('table', { name: formMessages.caption });
  await expect(table).toBeVisible();
  for (const [i, e] of expected.entries()) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(e.round.name) }) });
    await expect(row.getByRole('cell')).toHaveText([
      String(e.roundPoints),
      String(e.roundPlace),
      String(e.seasonPoints),
      String(e.seasonPlace),
    ]);
    if (i === 0) await expect(row.getByRole('rowheader')).toContainText(formMessages.bestMark);
    else await expect(row.getByRole('rowheader')).not.toContainText(formMessages.bestMark);
  }
}

test('the player sees their form: the chart and the table agree with the leaderboard, the best round marked', async ({
  page,
}) => {
  await loginAs(page, me.username, me.password);
  await page.waitForURL((url) => url.pathname !== paths.login);
  await page.goto(paths.user);
  await expectForm(page);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'profile, form');
});

test('on a phone the form fits, and a visitor sees it on the public profile', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(paths.publicProfile(me.documentId));
  await expectForm(page);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  const box = await formSection(page).getByRole('img').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'public profile, form, 360 px');
});
