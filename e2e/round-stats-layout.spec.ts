import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/domain/paths.ts';
import { statsMessages } from '../src/web/features/round-stats/stats-messages.ts';
import { expect, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { type Match, uniqueTag } from './world.ts';

// The round statistics as a row of the page shows them: the two emblems at one height whatever the names' lengths,
// and each panel's three percentages adding up to 100.

/** A name that wraps on a phone and on a computer alike (the limit is 100 characters). */
const longName = () => `Asociația Club Sportiv Fotbal Club Universitatea din Craiova și Prietenii ${uniqueTag()}`;

let match: Match;

test.beforeAll(async ({ world }) => {
  const round = await world.round(undefined, true);
  const [long, short] = [await world.team(longName()), await world.team(`FCU ${uniqueTag()}`)];
  match = await world.match(round, long, short, new Date(Date.now() + 48 * 3_600_000));
  // One score prediction each on 1, X and 2: thirds, which rounded one by one add up to 99.
  const players = [await world.player(), await world.player(), await world.player()];
  await world.predict(players[0], match, { score: [2, 0] });
  await world.predict(players[1], match, { score: [1, 1] });
  await world.predict(players[2], match, { score: [0, 3] });
});

const headerOf = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .filter({ hasText: match.team1.name })
    .filter({ hasText: match.team2.name })
    .getByRole('button');

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'on screen').not.toBeNull();
  return b!;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the emblems of a row sit at one height while a name wraps`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    await page.goto(paths.roundStats);
    const header = headerOf(page);
    await expect(header).toBeVisible();
    // Each team's emblem: its picture, or the round badge with its initials when it has none.
    const emblems = header.locator('.size-9');
    await expect(emblems).toHaveCount(2);
    const [home, away] = [await box(emblems.nth(0)), await box(emblems.nth(1))];
    const [longLabel, shortLabel] = [
      await box(header.getByText(match.team1.name, { exact: true })),
      await box(header.getByText(match.team2.name, { exact: true })),
    ];
    // The check means something only while the long name takes more lines than the short one.
    expect(longLabel.height, 'the long name wraps').toBeGreaterThan(shortLabel.height * 1.8);
    expect(Math.abs(home.y - away.y), `emblem tops ${home.y} and ${away.y}`).toBeLessThanOrEqual(1);
    // The score sits level with the emblems, not with the middle of the long name.
    const score = await box(header.getByText('? - ?'));
    const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
    expect(Math.abs(middle(score) - middle(home)), 'score level with the emblems').toBeLessThanOrEqual(2);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.screenshot({ path: info.outputPath(`round-stats-${viewport.width}.png`) });
  });
}

test('a panel shows percentages that add up to 100', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.roundStats);
  await headerOf(page).click();
  const panel = page.getByRole('region', { name: statsMessages.score });
  await expect(panel).toBeVisible();
  const shown = (await panel.getByText(/^\d+%/).allTextContents()).map((t) => Number.parseInt(t, 10));
  expect(shown).toEqual([34, 33, 33]);
});
