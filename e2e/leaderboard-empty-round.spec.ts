import type { APIRequestContext } from '@playwright/test';
import { gameMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { standingsMessages as t } from '../src/web/features/leaderboard/standings-messages.ts';
import { demoUser } from './e2e-env.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, loginAs, test } from './fixtures.ts';

// Still reads the demo seed's data (not yet made through the API).
test.use({ seed: 'demo' });

// The start of a round: a new, empty round is made current through the admin API, and the round
// ranking says in one line that nobody has points yet instead of a wall of '1 … 0'. The round that was
// current is made current again at the end (the specs share one server).

const shots = 'test-results/shots';

interface Round {
  documentId: string;
  name: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function currentRound(request: APIRequestContext): Promise<Round> {
  const res = await request.get('/api/rounds', { params: { 'filters[current][$eq]': 'true' } });
  expect(res.ok()).toBe(true);
  const [round] = ((await res.json()) as { data: Round[] }).data;
  expect(round).toBeTruthy();
  return round;
}

async function makeCurrent(request: APIRequestContext, token: string, round: Round) {
  const res = await request.put(`/api/rounds/${round.documentId}`, {
    headers: bearer(token),
    data: { data: { current: true } },
  });
  expect(res.ok(), `making ${round.name} current`).toBe(true);
}

test('at the start of a round the round ranking says nobody has points yet and offers the season ranking', async ({
  page,
  request,
}) => {
  const token = await adminJwt(request);
  const before = await currentRound(request);
  const created = await request.post('/api/rounds', {
    headers: bearer(token),
    data: { data: { name: `Etapa nouă ${Date.now().toString(36)}`, current: true } },
  });
  expect(created.ok()).toBe(true);
  const empty = ((await created.json()) as { data: Round }).data;

  try {
    // The API agrees: everyone shares rank 1 with 0 round points.
    const board = await request.get('/api/leaderboard', { params: { sortBy: 'currentPoints', pageSize: '10' } });
    const rows = ((await board.json()) as { data: { rank: number; currentPoints: number }[] }).data;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.rank === 1 && r.currentPoints === 0)).toBe(true);

    await loginAs(page, demoUser.username, demoUser.password);
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
  } finally {
    await makeCurrent(request, token, before);
    const removed = await request.delete(`/api/rounds/${empty.documentId}`, { headers: bearer(token) });
    expect(removed.ok()).toBe(true);
  }
  expect((await currentRound(request)).documentId).toBe(before.documentId);
});
