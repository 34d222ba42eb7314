import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { slipMessages } from '../src/domain/slips.schemas.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';

// Still reads the demo seed's data (not yet made through the API).
test.use({ seed: 'demo' });

// Long journeys: many saves in one test.
test.describe.configure({ timeout: 60_000 });

async function openSlips(page: Page, token: string) {
  await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
  await page.goto(paths.admin.roundSlip);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.roundSlip })).toBeVisible();
}

interface World {
  token: string;
  roundName: string;
  roundId: string;
  matchIds: string[];
}

/** A round of our own with two future matches and one already played, removed at the end. */
async function createWorld(request: APIRequestContext): Promise<World> {
  const token = await adminJwt(request);
  const auth = { authorization: `Bearer ${token}` };
  const roundName = `E2E Bilet ${Date.now().toString(36)}`;
  const round = await request.post('/api/rounds', {
    headers: auth,
    data: { data: { name: roundName, current: false } },
  });
  expect(round.status()).toBe(201);
  const roundId = (await round.json()).data.documentId as string;
  const teams = (
    await (await request.get('/api/teams', { params: { sort: 'name', 'pagination[pageSize]': '100' } })).json()
  ).data as { documentId: string; name: string }[];
  const byName = (n: string) => teams.find((t) => t.name === n)?.documentId as string;
  const day = 24 * 60 * 60 * 1000;
  const fixtures: [string, string, number][] = [
    ['FCSB', 'Rapid București', 30 * day],
    ['CFR Cluj', 'Universitatea Craiova', 31 * day],
    ['FC Argeș', 'UTA Arad', -day],
  ];
  const matchIds: string[] = [];
  for (const [t1, t2, offset] of fixtures) {
    const res = await request.post('/api/matches', {
      headers: auth,
      data: {
        data: {
          team1: { connect: [byName(t1)] },
          team2: { connect: [byName(t2)] },
          round: { connect: [roundId] },
          date: new Date(Date.now() + offset).toISOString(),
        },
      },
    });
    expect(res.status()).toBe(201);
    matchIds.push((await res.json()).data.documentId);
  }
  return { token, roundName, roundId, matchIds };
}

async function removeWorld(request: APIRequestContext, world: World) {
  const auth = { authorization: `Bearer ${world.token}` };
  const slips = await request.get('/api/round-slips', { params: { 'filters[round][documentId][$eq]': world.roundId } });
  for (const s of (await slips.json()).data as { documentId: string }[]) {
    await request.delete(`/api/round-slips/${s.documentId}`, { headers: auth });
  }
  for (const id of world.matchIds) await request.delete(`/api/matches/${id}`, { headers: auth });
  await request.delete(`/api/rounds/${world.roundId}`, { headers: auth });
}

test('the admin creates a round slip, cycles its status, edits and deletes it', async ({ page, request }) => {
  const world = await createWorld(request);
  try {
    await openSlips(page, world.token);
    await expect(page.getByRole('article', { name: 'biletul Etapa 16' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Adaugă Bilet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adaugă bilet' });
    const roundSelect = dialog.getByLabel('Etapă');
    // A round that has a slip is disabled.
    const taken = roundSelect.locator('option', { hasText: `Etapa 16 ${adminMessages.slipExists}` });
    await expect(taken).toBeDisabled();
    await expectAccessible(page, 'round slip modal');

    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog.getByText(slipMessages.roundRequired)).toBeVisible();
    await expect(dialog.getByText(slipMessages.matchRequired)).toBeVisible();
    await expect(dialog.getByText(slipMessages.expectedResultRequired)).toBeVisible();

    await roundSelect.selectOption({ label: world.roundName });
    const pick1 = dialog.getByRole('group', { name: 'Predicția 1' });
    const match1 = pick1.getByLabel('Meci');
    await expect(match1.locator('option')).toHaveCount(4);
    await expect(match1.locator('option', { hasText: adminMessages.matchStarted })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Elimină predicția 1' })).toHaveCount(0);
    await match1.selectOption({ index: 2 });
    await pick1.getByLabel('Rezultat așteptat').fill('1');
    await pick1.getByLabel('Cotă').fill('0.5');
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(pick1.getByText(slipMessages.oddMin)).toBeVisible();
    await pick1.getByLabel('Cotă').fill('1.5');

    await dialog.getByRole('button', { name: 'Adaugă predicție' }).click();
    const pick2 = dialog.getByRole('group', { name: 'Predicția 2' });
    await expect(pick2.getByLabel('Meci').locator('option', { hasText: adminMessages.alreadySelected })).toBeDisabled();
    await pick2.getByLabel('Meci').selectOption({ index: 3 });
    await pick2.getByLabel('Rezultat așteptat').fill('X');
    await pick2.getByLabel('Cotă').fill('2');
    await expect(dialog.getByText('Cotă totală: 3,00')).toBeVisible();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/round-slips') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: `biletul ${world.roundName}` });
    await expect(card).toContainText('Cotă totală: 3,00');
    await expect(card).toContainText('Nefinalizat');

    // The status cycles: unset → won → lost → unset, each saved at once with only `won`.
    for (const [from, to] of [
      ['Nefinalizat', 'Câștigător'],
      ['Câștigător', 'Pierdut'],
      ['Pierdut', 'Nefinalizat'],
    ]) {
      const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/round-slips/'));
      await card.getByRole('button', { name: `Status: ${from}` }).click();
      expect(Object.keys((await put).postDataJSON().data)).toEqual(['won']);
      await expect(card.getByRole('button', { name: `Status: ${to}` })).toBeVisible();
    }

    // Edit: the round is locked; only the picks are sent.
    await card.getByRole('button', { name: `Editează biletul ${world.roundName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editează biletul' });
    await expect(edit.getByLabel('Etapă')).toBeDisabled();
    await expect(edit.getByRole('group', { name: 'Predicția 2' }).getByLabel('Cotă')).toHaveValue('2,00');
    await edit.getByRole('group', { name: 'Predicția 1' }).getByLabel('Cotă').fill('2');
    await expect(edit.getByText('Cotă totală: 4,00')).toBeVisible();
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/round-slips/'));
    await edit.getByRole('button', { name: 'Salvează' }).click();
    expect(Object.keys((await put).postDataJSON().data)).toEqual(['predictions']);
    await expect(edit).toBeHidden();
    await expect(card).toContainText('Cotă totală: 4,00');

    await card.getByRole('button', { name: `Șterge biletul ${world.roundName}` }).click();
    await page.getByRole('dialog', { name: 'Șterge biletul' }).getByRole('button', { name: 'Șterge' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'biletul Etapa 16' })).toBeVisible();
  } finally {
    await removeWorld(request, world);
  }
});

test('a second slip for a round is refused by the server', async ({ request }) => {
  const token = await adminJwt(request);
  const slips = (await (await request.get('/api/round-slips', { params: { populate: '*' } })).json()).data as {
    round: { documentId: string; name: string };
    predictions: { matches: { documentId: string }[] }[];
  }[];
  const existing = slips.find((s) => s.round.name === 'Etapa 16');
  expect(existing).toBeDefined();
  const res = await request.post('/api/round-slips', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      data: {
        round: { connect: [existing?.round.documentId] },
        predictions: [
          { expectedResult: '1', odd: 1.5, matches: { connect: [existing?.predictions[0].matches[0].documentId] } },
        ],
      },
    },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).error.message).toBe(adminMessages.duplicateRoundSlip);
});

test('the round slips screen fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSlips(page, await adminJwt(request));
  await expect(page.getByRole('article', { name: 'biletul Etapa 16' })).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);
});
