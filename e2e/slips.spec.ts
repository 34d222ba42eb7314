import type { Page, Response } from '@playwright/test';
import { formatDate, formatDateTime } from '../src/domain/dates.ts';
import { contentMessages, nav } from '../src/domain/messages.ts';
import { formatOdds, totalOdds } from '../src/domain/odds.ts';
import { paths } from '../src/domain/paths.ts';
import type { DailySlip, RoundSlip } from '../src/domain/slips.schemas.ts';
import { slipPageMessages } from '../src/web/features/slips/slip-messages.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';
import { currentRound, type Player } from './world.ts';

let player: Player;

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

// The current round's slip (four picks), and five daily slips, the latest first: open, won, lost, won, lost.
test.beforeAll(async ({ world }) => {
  player = await world.player();
  const { round, open, teams } = await currentRound(world, { open: 4, closed: 0 });
  await world.roundSlip(
    round,
    open.map((match, i) => ({ match, expectedResult: ['1', 'X', '2', 'Peste 2,5'][i], odd: 1.5 + i / 4 })),
  );
  const results = [null, true, false, true, false];
  for (const [i, won] of results.entries()) {
    const picks = [0, 1].map((j) => ({
      team1: teams[2 * j + (i % 2)],
      team2: teams[2 * j + 2 + (i % 2)],
      expectedResult: j === 0 ? '1' : 'GG',
      odd: 1.25 + j,
      matchDate: new Date(Date.now() - (i - 0.5) * DAY),
      won: i === 0 && j === 1 ? null : won,
    }));
    await world.dailySlip(isoDay(30 - i), picks, won);
  }
});

const slipLabel = (won: boolean | null) =>
  won === null ? contentMessages.slipPending : won ? contentMessages.slipWon : contentMessages.slipLost;
const pickLabel = (won: boolean | null) =>
  won === null ? slipPageMessages.pickPending : won ? slipPageMessages.pickWon : slipPageMessages.pickLost;

interface DailyAnswer {
  data: DailySlip[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

/** The daily slips answer of page `n` that the page itself receives. */
const dailyAnswer = (page: Page, n: number) =>
  page.waitForResponse((r: Response) => {
    const url = new URL(r.url());
    return url.pathname === '/api/daily-slips' && url.searchParams.get('page') === String(n);
  });

async function loginPlayer(page: Page) {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** Each card shows its date, its picks with their own results, the total odd and the slip's result. */
async function expectDailySlips(page: Page, answer: DailyAnswer) {
  const cards = page.getByTestId('daily-slip');
  await expect(cards).toHaveCount(answer.data.length);
  for (const [i, slip] of answer.data.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(formatDate(`${slip.date}T12:00:00Z`));
    await expect(card.getByText(slipLabel(slip.won), { exact: true })).toBeVisible();
    await expect(card.getByTestId('total-odds')).toHaveText(formatOdds(totalOdds(slip.predictions.map((p) => p.odd))));
    const picks = card.getByTestId('slip-pick');
    await expect(picks).toHaveCount(slip.predictions.length);
    for (const [j, p] of slip.predictions.entries()) {
      const pick = picks.nth(j);
      await expect(pick).toContainText(p.team1.name);
      await expect(pick).toContainText(p.team2.name);
      await expect(pick).toContainText(formatDateTime(p.match_date));
      await expect(pick.getByTestId('pick-expected')).toHaveText(p.expectedResult);
      await expect(pick.getByTestId('pick-odd')).toHaveText(formatOdds(p.odd));
      await expect(pick.getByText(pickLabel(p.match_won), { exact: true })).toBeVisible();
    }
  }
}

test('a visitor sees the round slip with its picks, total odds and result', async ({ page, request }) => {
  const res = await request.get('/api/round-slips?filters[round][current][$eq]=true&populate=*');
  expect(res.ok()).toBe(true);
  const slip = ((await res.json()) as { data: RoundSlip[] }).data[0];
  expect(slip.predictions).toHaveLength(4);

  await page.goto(paths.roundSlip);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${nav.roundSlip}: ${slip.round.name}`);
  const picks = page.getByTestId('slip-pick');
  await expect(picks).toHaveCount(4);
  for (const [i, p] of slip.predictions.entries()) {
    const match = p.matches[0];
    const pick = picks.nth(i);
    await expect(pick).toContainText(match.team1.name);
    await expect(pick).toContainText(match.team2.name);
    await expect(pick).toContainText(formatDateTime(match.date));
    await expect(pick.getByTestId('pick-expected')).toHaveText(p.expectedResult);
    await expect(pick.getByTestId('pick-odd')).toHaveText(formatOdds(p.odd));
  }
  const expected = formatOdds(totalOdds(slip.predictions.map((p) => p.odd)));
  await expect(page.getByTestId('total-odds')).toHaveText(expected);
  await expect(page.getByText(slipLabel(slip.won), { exact: true })).toBeVisible();
});

test('a visitor opening the daily slips is sent to the login', async ({ page }) => {
  await page.goto(paths.dailySlips);
  await expect(page).toHaveURL((url) => url.pathname === paths.login);
});

test('a player pages through the daily slips, two at a time', async ({ page }) => {
  await loginPlayer(page);
  const first = dailyAnswer(page, 1);
  await page.goto(paths.dailySlips);
  const page1 = (await (await first).json()) as DailyAnswer;
  const { pageCount } = page1.meta.pagination;
  expect(page1.meta.pagination.pageSize).toBe(2);
  expect(page1.data).toHaveLength(2);
  expect(pageCount).toBeGreaterThan(1);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentMessages.dailySlipsTitle);
  await expect(page.getByRole('heading', { level: 2, name: contentMessages.premiumSlips })).toBeVisible();
  await expect(page.getByText(contentMessages.expertChecked)).toBeVisible();
  await expect(page.getByText(`Pagina 1 din ${pageCount}`)).toBeVisible();
  await expectDailySlips(page, page1);
  const previous = page.getByRole('button', { name: contentMessages.previous });
  await expect(previous).toBeDisabled();

  const second = dailyAnswer(page, 2);
  await page.getByRole('button', { name: contentMessages.next }).click();
  const page2 = (await (await second).json()) as DailyAnswer;
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(page.getByText(`Pagina 2 din ${pageCount}`)).toBeVisible();
  await expectDailySlips(page, page2);

  // Every result appears somewhere in the slips: open, won and lost.
  const labels = new Set([...page1.data, ...page2.data].map((s) => s.won));
  expect(labels.size).toBeGreaterThan(1);

  // The page is kept in the URL: a reload stays on page 2.
  await page.reload();
  await expect(page.getByText(`Pagina 2 din ${pageCount}`)).toBeVisible();

  await page.getByRole('button', { name: contentMessages.previous }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.dailySlips && !url.searchParams.has('page'));
  await expect(page.getByText(`Pagina 1 din ${pageCount}`)).toBeVisible();
  await expectDailySlips(page, page1);

  await page.getByRole('link', { name: contentMessages.seeRoundSlip }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.roundSlip);
  await expect(page.getByTestId('slip-pick').first()).toBeVisible();
});

test('the slip pages say when there is no slip and when loading fails', async ({ page }) => {
  const json = (status: number, body: unknown) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await page.route('**/api/round-slips?**', (route) => route.fulfill(json(200, { data: [], meta: {} })));
  await page.goto(paths.roundSlip);
  await expect(page.getByText(contentMessages.noSlip)).toBeVisible();

  await page.unrouteAll();
  await page.route('**/api/round-slips?**', (route) =>
    route.fulfill(json(500, { data: null, error: { status: 500 } })),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(contentMessages.roundSlipFailed, { timeout: 15_000 });

  await loginPlayer(page);
  const empty = { data: [], meta: { pagination: { page: 1, pageSize: 2, pageCount: 0, total: 0 } } };
  await page.route('**/api/daily-slips?**', (route) => route.fulfill(json(200, empty)));
  await page.goto(paths.dailySlips);
  await expect(page.getByText(contentMessages.noSlip)).toBeVisible();
  await expect(page.getByRole('button', { name: contentMessages.next })).toHaveCount(0);

  await page.unrouteAll();
  await page.route('**/api/daily-slips?**', (route) =>
    route.fulfill(json(500, { data: null, error: { status: 500 } })),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(contentMessages.dailySlipsFailed, { timeout: 15_000 });
});

test('the footer and the matches page link the round slip', async ({ page }) => {
  await page.goto(paths.matches);
  await page.getByRole('main').getByRole('link', { name: nav.roundSlip }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.roundSlip);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nav.roundSlip);

  await page.goto(paths.home);
  await page.getByRole('contentinfo').getByRole('link', { name: nav.roundSlip }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.roundSlip);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the slip pages fit and are accessible', async ({ page }) => {
      await page.goto(paths.roundSlip);
      await expect(page.getByTestId('total-odds')).toBeVisible();
      expect(await hasNoHorizontalOverflow(page), 'the round slip scrolls sideways').toBe(true);
      await expectAccessible(page, 'round slip');

      await loginPlayer(page);
      await page.goto(paths.dailySlips);
      await expect(page.getByTestId('daily-slip')).toHaveCount(2);
      expect(await hasNoHorizontalOverflow(page), 'the daily slips scroll sideways').toBe(true);
      await expectAccessible(page, 'daily slips');

      // Keyboard: the next page is reachable and works from the keyboard.
      const next = page.getByRole('button', { name: contentMessages.next });
      await next.focus();
      const second = dailyAnswer(page, 2);
      await page.keyboard.press('Enter');
      await second;
      await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
      await expect(page.locator('ul[aria-busy]')).toHaveCount(0);
      await expectAccessible(page, 'daily slips, page 2');
    });
  });
}
