import { paths } from '../src/domain/paths.ts';
import { liveMessages } from '../src/web/components/live/live-messages.ts';
import { useSession } from './a11y-helpers.ts';
import { adminJwt, expect, expectAccessible, test } from './fixtures.ts';
import type { Match } from './world.ts';

// The round, live: the back office marks a match live and sets its score; a player's matches page shows it
// without a reload (Server-Sent Events), and the leaderboard offers the projection "dacă scorul rămâne așa".

let match: Match;
let title: string;

test.afterEach(async ({ world }) => {
  // Nobody else's page should see this match live: end it whatever happened.
  if (match)
    await world.request.delete(`/api/matches/${match.documentId}/live`, {
      headers: { authorization: `Bearer ${world.jwt}` },
    });
});

test('an admin sets a live score; the player sees it live and the projection of their round', async ({
  page,
  context,
  request,
  world,
  player,
}) => {
  const round = await world.round(undefined, true);
  const [home, away] = await world.teams(2);
  match = await world.match(round, home, away, new Date(Date.now() + 72 * 3_600_000));
  title = `${home.name} – ${away.name}`;
  await world.predict(player, match, { score: [2, 1] });
  // The match then kicks off (moved to ten minutes ago): predictions are closed, a live score is allowed.
  await world.send('PUT', `/api/matches/${match.documentId}`, {
    data: { date: new Date(Date.now() - 10 * 60_000).toISOString() },
  });

  await useSession(page, { user: player, adminJwt: await adminJwt(request) });
  await page.goto(paths.matches);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(liveMessages.inProgress)).toHaveCount(0);

  const admin = await context.newPage();
  await admin.goto(paths.admin.matches);
  const controls = admin.getByRole('article', { name: title }).getByRole('form', { name: 'Scor live' });
  await controls.getByLabel('Goluri gazde').fill('2');
  await controls.getByLabel('Goluri oaspeți').fill('1');
  await controls.getByLabel('Minutul').fill('55');
  await controls.getByRole('button', { name: 'Marchează live' }).click();
  await expect(controls.getByRole('status')).toHaveText('Scorul live a fost trimis jucătorilor.');

  // No reload: the stream brings it.
  await expect(card.getByText(liveMessages.badge, { exact: true })).toBeVisible();
  await expect(card.getByText(liveMessages.inProgress)).toBeVisible();
  await expect(card.getByText(`${liveMessages.liveScore}: 2 - 1`)).toBeVisible();
  await expect(card.getByText("55'")).toBeVisible();
  await expectAccessible(page, 'matches page with a live match');

  await page.goto(paths.leaderboard);
  const panel = page.getByRole('region', { name: `${liveMessages.badge} ${liveMessages.projectionTitle}` });
  await expect(panel.getByText(liveMessages.projectionNote)).toBeVisible();
  await panel.getByRole('button', { name: liveMessages.showProjection }).click();
  // The exact score as if final: 100 points, first place of the round (everyone else has 0 in this new round).
  await expect(panel.getByText(liveMessages.yourPlace(1, 100))).toBeVisible();
  await expect(panel.getByRole('row', { name: new RegExp(`${player.username}`) })).toContainText('100');
  await expectAccessible(page, 'leaderboard with the projection');

  // The admin changes the score: the projection follows, still without a reload.
  await controls.getByLabel('Goluri oaspeți').fill('2');
  await controls.getByRole('button', { name: 'Actualizează scorul live' }).click();
  await expect(panel.getByText(liveMessages.yourPlace(1, 30))).toBeVisible();

  // Ended without a result: the panel goes away.
  await controls.getByRole('button', { name: 'Încheie live' }).click();
  await expect(panel).toHaveCount(0);
});
