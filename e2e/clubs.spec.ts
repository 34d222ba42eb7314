import type { ClubStandingsResponse } from '../src/domain/club-standings.schemas.ts';
import { gameMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { clubLinksMessages as links } from '../src/web/features/club-standings/club-links-messages.ts';
import { clubStandingsMessages as t } from '../src/web/features/club-standings/club-standings-messages.ts';
import { useSession, waitForContent } from './a11y-helpers.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { currentRound, type Match, type Player, type Team, type World } from './world.ts';

// Club against club on the web: fans of three clubs predict and earn points; two clubs have the 5 active fans a
// club needs and are ranked, the third is listed as 'neclasat'; the player sees their club pointed out, the round
// and the season, the way there from the leaderboard, and their club's place on their profile.

/** `count` fans of `team`, each with a prediction on `match` and `points` season points (the admin's adjustment). */
async function fans(world: World, team: Team, match: Match, points: number[]) {
  const made: Player[] = [];
  for (const p of points) {
    const fan = await world.player('fan');
    await world.favourite(fan, team);
    await world.predict(fan, match, { score: [2, 1] });
    if (p !== 0) await world.adjust(fan, p, 'Puncte de test');
    made.push(fan);
  }
  return made;
}

test('the clubs ranked by their fans, the 5-fan rule, my club, and its place on my profile', async ({
  page,
  world,
}) => {
  const { round, open, teams } = await currentRound(world, { open: 1, closed: 0 });
  const [first, second] = teams;
  const third = await world.team();
  const firstFans = await fans(world, first, open[0], [150, 100, 100, 100, 100]);
  const secondFans = await fans(world, second, open[0], [50, 50, 50, 50, 50]);
  const thirdFans = await fans(world, third, open[0], [500, 500, 500]);
  const me = firstFans[0];

  // The count follows the writes within a second or so; the page shows the last one, so look until it is there.
  const standings = async () => {
    const res = await world.request.get('/api/club-standings');
    return (await res.json()) as ClubStandingsResponse;
  };
  await expect
    .poll(async () => (await standings()).data.find((c) => c.team.documentId === third.documentId)?.activeFans, {
      timeout: 20_000,
    })
    .toBe(3);
  const season = await standings();
  const rankOf = (team: Team) => season.data.find((c) => c.team.documentId === team.documentId)?.rank ?? null;
  expect(rankOf(first)).not.toBeNull();
  expect(rankOf(second)).toBeGreaterThan(rankOf(first) ?? 0);
  expect(rankOf(third)).toBeNull();

  await useSession(page, { user: me });
  await page.goto(paths.leaderboard);
  await page.getByRole('link', { name: t.title }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.clubs);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(t.rule(5))).toBeVisible();

  const row = (team: Team) => page.locator(`tr[data-club="${team.documentId}"]`);
  await expect(row(first)).toContainText(first.name);
  await expect(row(first)).toContainText('110,00');
  await expect(row(first)).toContainText(t.fans(5, 5));
  await expect(row(first).getByRole('link', { name: me.username })).toHaveAttribute(
    'href',
    paths.publicProfile(me.documentId),
  );
  // My club is pointed out.
  await expect(row(first)).toHaveAttribute('aria-current', 'true');
  await expect(row(first)).toContainText(t.yourClub);
  await expect(row(second)).toContainText('50,00');
  await expect(row(second)).not.toHaveAttribute('aria-current', 'true');
  // Three active fans: listed after the ranked clubs, not ranked.
  await expect(row(third)).toContainText(t.unranked);
  await expect(row(third)).toContainText(t.fans(3, 3));
  await expect(page.getByRole('rowheader', { name: new RegExp(t.unrankedTitle) })).toBeVisible();
  const order = await page.locator('tr[data-club]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-club')));
  expect(order.indexOf(first.documentId)).toBeLessThan(order.indexOf(second.documentId));
  expect(order.indexOf(second.documentId)).toBeLessThan(order.indexOf(third.documentId));

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, `/clubs, the season, at ${width}`);
  }

  // The round: the same fans predicted its match, and the admin's adjustments count in the current round too.
  await page.getByRole('button', { name: gameMessages.roundTab }).click();
  await expect(page).toHaveURL((u) => u.search === '?sortBy=currentPoints');
  await expect(page.getByText(t.roundName(round.name))).toBeVisible();
  await expect(page.getByText(t.activeInRound)).toBeVisible();
  await expect(row(first)).toContainText('110,00');
  await expect(row(third)).toContainText(t.unranked);
  await expectAccessible(page, '/clubs, the round');

  // My profile says where my club stands; a fan of the third club reads why it is not ranked.
  await page.goto(paths.user);
  await expect(page.getByTestId('club-place')).toHaveText(
    links.place(first.name, rankOf(first) ?? 0, season.meta.rankedClubs),
  );
  await page.getByRole('link', { name: links.place(first.name, rankOf(first) ?? 0, season.meta.rankedClubs) }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.clubs);

  await page.goto(paths.publicProfile(thirdFans[0].documentId));
  await waitForContent(page);
  await expect(page.getByTestId('club-place')).toContainText(links.notRanked(third.name, 3, 5));
  await expect(page.getByTestId('club-place').getByRole('link', { name: links.seeClubs })).toBeVisible();
  expect(secondFans).toHaveLength(5);
});
