import type { Locator, Page } from '@playwright/test';
import { gameMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { standingsMessages } from '../src/web/components/standings/standings-messages.ts';
import { leaguePanelsMessages as panels } from '../src/web/features/leagues/league-panels-messages.ts';
import { leaguesMessages as t } from '../src/web/features/leagues/leagues-messages.ts';
import { useSession, waitForContent } from './a11y-helpers.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { type Player, playedRound, type World } from './world.ts';

// The league panels of home and the leaderboard: for each of the player's leagues the top 3, the player with a
// neighbour on each side, and the last place, with "…" where places are skipped; the round or the season.

/** The player in the middle: 7th of 12 in the season, 3rd in the round. */
let me: Player;
/** The other eleven, best season total first (their names sort in that order too). */
let others: Player[];
const bigLeague = `Liga panourilor ${Date.now().toString(36)}`;
const smallLeague = `Liga mică ${Date.now().toString(36)}`;
let bigLeagueId: string;

async function league(world: World, owner: Player, name: string, members: Player[]) {
  const created = await world.send('POST', '/api/leagues', { data: { name } }, owner.jwt);
  for (const m of members) await world.send('POST', '/api/leagues/join', { data: { code: created.code } }, m.jwt);
  return created.documentId as string;
}

// Season totals: others 900, 800, … 400 (6), me 300, others 250, 200, 150, 100, 50. The round (played last, so its
// points alone are the round's): the 11th of the others 100, the 10th 70, me 30, everyone else 0.
test.beforeAll(async ({ world }) => {
  others = [];
  for (let i = 0; i < 11; i++) others.push(await world.player(`pn${String.fromCharCode(97 + i)}`));
  me = await world.player('pnme');
  const season = [900, 800, 700, 600, 500, 400, 250, 200, 150, 100, 50];
  for (const [i, p] of others.entries()) await world.adjust(p, season[i] - (i === 10 ? 100 : i === 9 ? 70 : 0));
  await world.adjust(me, 300 - 30);
  await playedRound(world, [others[10], others[9], me]);
  bigLeagueId = await league(world, me, bigLeague, others);
  await league(world, others[0], smallLeague, [me]);
});

const panelOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** The panel's lines as a person reads them: each row's player (by name), '…' where places are skipped. */
async function linesOf(panel: Locator) {
  const players = [me, ...others];
  const texts = await panel.locator('ul > li').allInnerTexts();
  return texts.map((text) =>
    text.trim() === '…' ? '…' : (players.find((p) => text.includes(p.username))?.username ?? text),
  );
}

const names = (...ps: (Player | '…')[]) => ps.map((p) => (p === '…' ? p : p.username));

async function expectSeasonPanels(page: Page) {
  const big = panelOf(page, bigLeague);
  const mine = big.locator('[aria-current="true"]');
  await expect(mine).toContainText(panels.panelPlace(7));
  await expect(mine).toContainText(me.username);
  await expect(mine).toContainText(standingsMessages.you);
  await expect(big.getByRole('listitem')).toHaveCount(7);
  await expect
    .poll(() => linesOf(big))
    .toEqual(names(others[0], others[1], others[2], '…', others[5], me, others[6], '…', others[10]));
  await expect(mine).toContainText('300');
  await expect(big.getByRole('listitem').last()).toContainText(panels.panelPlace(12));
  await expect(big.getByRole('img', { name: standingsMessages.medalGold })).toHaveCount(1);
  await expect(big.getByRole('img', { name: standingsMessages.medalBronze })).toHaveCount(1);
  await expect.poll(() => linesOf(panelOf(page, smallLeague))).toEqual(names(others[0], me));
}

test('home shows a panel per league: the top 3, me and my neighbours, the last, and the gaps', async ({ page }) => {
  await useSession(page, { user: me });
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { level: 2, name: panels.panelsTitle })).toBeVisible();
  await expect(page.getByText(panels.panelsSeason)).toBeVisible();
  await expectSeasonPanels(page);

  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const [a, b] = await Promise.all([
      panelOf(page, bigLeague).boundingBox(),
      panelOf(page, smallLeague).boundingBox(),
    ]);
    // A phone stacks the panels; a desktop sets them side by side.
    if (viewport.width === 360) expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
    else expect(b!.y).toBe(a!.y);
    await expectAccessible(page, `home with league panels at ${viewport.width}`);
  }

  await panelOf(page, bigLeague)
    .getByRole('link', { name: panels.seeStandingsOf(bigLeague) })
    .click();
  await expect(page).toHaveURL((u) => u.pathname === paths.league(bigLeagueId));
  await expect(page.getByRole('heading', { level: 1, name: bigLeague })).toBeVisible();
});

test('the leaderboard’s panels follow its round and season toggle', async ({ page }) => {
  await useSession(page, { user: me });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(paths.leaderboard);
  await expect(page.getByRole('button', { name: gameMessages.roundTab })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(panels.panelsRound)).toBeVisible();
  // The round: 100, 70, me with 30 (bronze), then nine with 0 sharing 4th place, in the order of their names.
  const big = panelOf(page, bigLeague);
  await expect.poll(() => linesOf(big)).toEqual(names(others[10], others[9], me, others[0], '…', others[8]));
  await expect(
    big.locator('[aria-current="true"]').getByRole('img', { name: standingsMessages.medalBronze }),
  ).toBeVisible();
  await expect(big.getByRole('listitem').last()).toContainText(panels.panelPlace(4));
  await expect(big.getByRole('link', { name: bigLeague, exact: true })).toHaveAttribute(
    'href',
    `${paths.league(bigLeagueId)}?sortBy=currentPoints`,
  );
  await waitForContent(page);
  await expectAccessible(page, 'leaderboard with league panels, round, 360');

  await page.getByRole('button', { name: gameMessages.totalTab }).click();
  await expect(page.getByText(panels.panelsSeason)).toBeVisible();
  await expectSeasonPanels(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitForContent(page);
  await expectAccessible(page, 'leaderboard with league panels, season, 1280');
});

test('a player without a league is invited to make one; a visitor sees no panel and asks for none', async ({
  page,
  player,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    // The slot (league-panels-slot-*.js) is a few lines of the page; the panels' own chunk is not for visitors.
    if (r.url().includes('/api/leagues') || /\/league-panels-(?!slot-)[\w-]+\.js$/.test(r.url())) asked.push(r.url());
  });
  for (const url of [paths.home, paths.leaderboard]) {
    await page.goto(url);
    await waitForContent(page);
    await expect(page.getByRole('heading', { name: panels.panelsTitle })).toHaveCount(0);
    await expect(page.getByRole('link', { name: panels.panelsInviteLink })).toHaveCount(0);
  }
  expect(asked).toEqual([]);

  await useSession(page, { user: player });
  for (const url of [paths.home, paths.leaderboard]) {
    await page.goto(url);
    const invite = page.getByRole('link', { name: panels.panelsInviteLink });
    await expect(invite).toBeVisible();
    await expect(page.getByRole('heading', { name: panels.panelsTitle })).toHaveCount(0);
  }
  await page.getByRole('link', { name: panels.panelsInviteLink }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.leagues);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
});
