import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { matchMessages } from '../src/domain/match.schemas.ts';
import { count } from '../src/domain/numerals.ts';
import { paths } from '../src/domain/paths.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import type { Team } from './world.ts';

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
  // The previous list stays on screen until the filtered one has rendered: read the scores once it has.
  const scores = page.getByRole('article').getByText(/^Scor .*-/);
  await expect(async () => {
    const texts = await scores.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('?');
  }).toPass({ timeout: 5_000 });

  await page.getByRole('button', { name: adminMessages.allMatches }).click();
  await expect(page.getByRole('button', { name: adminMessages.onlyUnscored })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginare' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Paginare' }).getByRole('button', { name: '2', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Paginare' }).getByRole('button', { name: '2', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
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
