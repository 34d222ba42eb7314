import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { matchMessages } from '../src/domain/match.schemas.ts';
import { count } from '../src/domain/numerals.ts';
import { paths } from '../src/domain/paths.ts';
import { paginationTexts as pt } from '../src/web/components/admin/admin-pagination.tsx';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { expectPagerOnOneLineEach } from './layout-helpers.ts';
import type { Team } from './world.ts';

const shots = 'test-results/shots';

let home: Team;
let away: Team;

// Two pages of matches (10 a page), one of them with a result; the teams the form picks.
test.beforeAll(async ({ world }) => {
  [home, away] = await world.teams(2);
  const round = await world.round();
  const matches = [];
  for (let i = 0; i < 11; i++) {
    matches.push(await world.match(round, home, away, new Date(Date.now() + (2 + i) * 86_400_000)));
  }
  await world.result(matches[0], { team1_finalScore: 1, team2_finalScore: 0, final_cards: '1', final_corners: '2' });
});

// Long journeys: many saves in one test.
test.describe.configure({ timeout: 60_000 });

async function openMatches(page: Page, token: string) {
  await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
  await page.goto(paths.admin.matches);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.matches })).toBeVisible();
}

/** A round of our own, so that the matches we add touch nobody else's data. */
async function createRound(request: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await request.post('/api/rounds', {
    headers: { authorization: `Bearer ${token}` },
    data: { data: { name, current: false, winners: [] } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.documentId;
}

test('the filter shows only the matches without a score, then all of them again', async ({ page, request }) => {
  await openMatches(page, await adminJwt(request));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  const filtered = page.waitForResponse((r) => r.url().includes('/api/matches') && r.url().includes('$null'));
  await page.getByRole('button', { name: adminMessages.onlyUnscored }).click();
  expect(decodeURIComponent((await filtered).url())).toContain('filters[team1_finalScore][$null]=true');
  await expect(page.getByRole('button', { name: adminMessages.allMatches })).toBeVisible();
  // The filter is in the URL, said above the list, and kept on reload.
  await expect(page).toHaveURL((url) => url.searchParams.get('filter') === 'unscored');
  await expect(page.getByTestId('match-filter')).toContainText('Se afișează doar meciurile fără scor');
  await page.reload();
  await expect(page.getByRole('button', { name: adminMessages.allMatches })).toBeVisible();
  // The previous list stays on screen until the filtered one has rendered: read the scores once it has.
  const scores = page.getByRole('article').getByText(/^Scor .*-/);
  await expect(async () => {
    const texts = await scores.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('?');
  }).toPass({ timeout: 5_000 });

  await page.getByRole('button', { name: adminMessages.allMatches }).click();
  await expect(page.getByRole('button', { name: adminMessages.onlyUnscored })).toBeVisible();
  await expect(page).toHaveURL((url) => url.search === '');
  await expect(page.getByTestId('match-filter')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Paginare' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Paginare' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Paginare' }).getByRole('button', { name: '2', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the pager: first, previous, five numbers, next, last; the page in the URL, kept on reload and on Back', async ({
  page,
  request,
  world,
}) => {
  // Seven pages at least (10 a page): the five numbers move, and the first and last pages are a jump away.
  const total = async () =>
    (await (await request.get('/api/matches?pagination[pageSize]=1')).json()).meta.pagination.total as number;
  const round = await world.round();
  for (let i = await total(); i < 61; i++) {
    await world.match(round, home, away, new Date(Date.now() + (20 + i) * 86_400_000));
  }
  const pageCount = Math.ceil((await total()) / 10);
  await openMatches(page, await adminJwt(request));
  const pager = page.getByRole('navigation', { name: pt.label });
  const button = (name: string) => pager.getByRole('button', { name, exact: true });
  const numbers = async () => (await pager.getByRole('button', { name: /^\d+$/ }).allTextContents()).map(Number);
  const current = pager.locator('[aria-current="page"]');
  const pageInUrl = () => new URL(page.url()).searchParams.get('page');

  await expect(current).toHaveText('1');
  expect(await numbers()).toEqual([1, 2, 3, 4, 5]);
  await expect(button(pt.firstLabel)).toBeDisabled();
  await expect(button(pt.previous)).toBeDisabled();
  await expect(button(pt.next)).toBeEnabled();
  await expect(button(pt.lastLabel)).toBeEnabled();
  await expect(button(pt.firstLabel)).toHaveText(pt.first);
  await expect(button(pt.lastLabel)).toHaveText(pt.last);

  await button(pt.lastLabel).click();
  await expect(current).toHaveText(String(pageCount));
  expect(pageInUrl()).toBe(String(pageCount));
  expect(await numbers()).toEqual([4, 3, 2, 1, 0].map((k) => pageCount - k));
  await expect(button(pt.next)).toBeDisabled();
  await expect(button(pt.lastLabel)).toBeDisabled();
  const pageAsked = (n: number) =>
    page.waitForResponse((r) =>
      decodeURIComponent(r.url()).includes(`/api/matches?sort=publishedAt:desc&pagination[page]=${n}&`),
    );
  const before = pageAsked(pageCount - 1);
  await button(pt.previous).click();
  await expect(current).toHaveText(String(pageCount - 1));
  expect(pageInUrl()).toBe(String(pageCount - 1));
  const listed = ((await (await before).json()).data as { documentId: string }[]).map((m) => m.documentId);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toContainText(listed[0]);

  // A reload keeps the page (the same matches); Back and Forward walk the pages seen.
  const reloaded = pageAsked(pageCount - 1);
  await page.reload();
  await expect(current).toHaveText(String(pageCount - 1));
  expect(((await (await reloaded).json()).data as { documentId: string }[]).map((m) => m.documentId)).toEqual(listed);
  await expect(firstCard).toContainText(listed[0]);
  await page.goBack();
  await expect(current).toHaveText(String(pageCount));
  await page.goBack();
  await expect(current).toHaveText('1');
  expect(pageInUrl()).toBeNull();
  await page.goForward();
  await expect(current).toHaveText(String(pageCount));
  await button(pt.firstLabel).click();
  await expect(current).toHaveText('1');
  expect(pageInUrl()).toBeNull();
  await button('4').click();
  expect(await numbers()).toEqual([2, 3, 4, 5, 6]);

  // Nothing wraps: each control on one line, the pager inside the viewport; one row where there is room.
  for (const [width, height, rows] of [
    [1280, 800, 1],
    [390, 844, 2],
    [360, 740, 2],
  ] as const) {
    await page.setViewportSize({ width, height });
    await pager.scrollIntoViewIfNeeded();
    const laid = await expectPagerOnOneLineEach(page, pager);
    expect(laid.count).toBe(9);
    expect(laid.rows, `the pager's rows at ${width} px`).toBe(rows);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    if (width !== 360) await page.screenshot({ path: `${shots}/admin-pager-${width}.png` });
  }
  await expectAccessible(page, 'the pager');
});

test('the match form validates its fields', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openMatches(page, await adminJwt(request));
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await page.getByRole('button', { name: 'Adaugă Meci' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adaugă meci' });
  await expect(dialog.getByLabel('Echipa 1 (gazde)')).toBeVisible();
  const kickoff = dialog.getByRole('group', { name: 'Data și ora (ora României)' });
  await expect(kickoff.getByLabel('Data', { exact: true })).toHaveValue('');
  await expect(kickoff.getByLabel('Ora', { exact: true })).toHaveValue('');
  await expectAccessible(page, 'match modal');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText(matchMessages.teamsRequired)).toHaveCount(2);
  await expect(dialog.getByText(matchMessages.roundRequired)).toBeVisible();
  await expect(dialog.getByText(matchMessages.dateRequired)).toBeVisible();
  await dialog.getByLabel('Echipa 1 (gazde)').selectOption({ label: home.name });
  await dialog.getByLabel('Echipa 2 (oaspeți)').selectOption({ label: home.name });
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText(matchMessages.sameTeams)).toBeVisible();
  await expect(dialog.getByLabel('Echipa 2 (oaspeți)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Anulează' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a match entered at 18:30 is 18:30 in Bucharest; its result scores predictions; it is deleted', async ({
    page,
    request,
  }) => {
    const token = await adminJwt(request);
    const roundName = `E2E Meciuri ${Date.now().toString(36)}`;
    const roundId = await createRound(request, token, roundName);
    try {
      await openMatches(page, token);
      await page.getByRole('button', { name: 'Adaugă Meci' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adaugă meci' });
      await dialog.getByLabel('Echipa 1 (gazde)').selectOption({ label: home.name });
      await dialog.getByLabel('Echipa 2 (oaspeți)').selectOption({ label: away.name });
      await dialog.getByLabel('Etapă').selectOption({ label: roundName });
      const kickoff = dialog.getByRole('group', { name: 'Data și ora (ora României)' });
      await kickoff.getByLabel('Data', { exact: true }).fill('05.12.2026');
      await kickoff.getByLabel('Ora', { exact: true }).fill('18:30');
      const created = page.waitForResponse((r) => r.url().endsWith('/api/matches') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Salvează' }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      const match = (await answer.json()).data as { documentId: string; date: string };
      expect(match.date).toBe('2026-12-05T16:30:00.000Z');
      await expect(dialog).toBeHidden();

      const stored = await request.get(`/api/matches/${match.documentId}`);
      expect((await stored.json()).data.date).toBe('2026-12-05T16:30:00.000Z');

      const card = page.getByRole('article', { name: `${home.name} – ${away.name}` }).filter({ hasText: roundName });
      await expect(card).toContainText('5 decembrie 2026 la 18:30');
      await expect(card).toContainText(match.documentId);
      await expect(card.getByText(/^Scor .*-/)).toHaveText('Scor ? - ?');

      await card.getByRole('button', { name: `Editează ${home.name} – ${away.name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editează meciul' });
      const editKickoff = edit.getByRole('group', { name: 'Data și ora (ora României)' });
      await expect(editKickoff.getByLabel('Data', { exact: true })).toHaveValue('05.12.2026');
      await expect(editKickoff.getByLabel('Ora', { exact: true })).toHaveValue('18:30');
      await expect(edit.getByLabel('Etapă').locator('option:checked')).toHaveText(roundName);
      await edit.getByLabel('Scor final echipa 1').fill('2');
      await edit.getByLabel('Scor final echipa 2').fill('1');
      await edit.getByLabel('Rezultat cartonașe').selectOption({ label: '1 Gazde' });
      await edit.getByLabel('Rezultat cornere').selectOption({ label: 'X Egal' });
      const updated = page.waitForResponse((r) => r.url().includes(`/api/matches/${match.documentId}`));
      await edit.getByRole('button', { name: 'Salvează' }).click();
      const scored = (await (await updated).json()).meta.scored as number;
      await expect(page.getByRole('status').filter({ hasText: /predic/ })).toHaveText(
        count(scored, ['predicție punctată', 'predicții punctate']),
      );
      await expect(card.getByText(/^Scor .*-/)).toHaveText('Scor 2 - 1');
      await expect(card).toContainText('Cartonașe:1');
      await expect(card).toContainText('Cornere:X');
      const again = await request.get(`/api/matches/${match.documentId}`);
      expect((await again.json()).data.date).toBe('2026-12-05T16:30:00.000Z');

      await card.getByRole('button', { name: `Șterge ${home.name} – ${away.name}` }).click();
      await page.getByRole('dialog', { name: 'Șterge meciul' }).getByRole('button', { name: 'Șterge' }).click();
      await expect(card).toHaveCount(0);
      expect((await request.get(`/api/matches/${match.documentId}`)).status()).toBe(404);
    } finally {
      const left = await request.get('/api/matches', { params: { 'filters[round][documentId][$eq]': roundId } });
      for (const m of (await left.json()).data as { documentId: string }[]) {
        await request.delete(`/api/matches/${m.documentId}`, { headers: { authorization: `Bearer ${token}` } });
      }
      await request.delete(`/api/rounds/${roundId}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });
});
