import type { Page } from '@playwright/test';
import { adminMessages, adminNav } from '../src/domain/admin-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { slipMessages } from '../src/domain/slips.schemas.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { type Round, uniqueTag, type World } from './world.ts';

// Long journeys: many saves in one test.
test.describe.configure({ timeout: 60_000 });

async function openSlips(page: Page, token: string) {
  await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
  await page.goto(paths.admin.roundSlip);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.roundSlip })).toBeVisible();
}

/** A round with a slip already (beforeAll). */
let slipped: Round;

test.beforeAll(async ({ world }) => {
  slipped = await world.round(`Etapa cu bilet ${uniqueTag()}`);
  const [a, b] = await world.teams(2);
  const match = await world.match(slipped, a, b, new Date(Date.now() + 20 * 86_400_000));
  await world.roundSlip(slipped, [{ match, expectedResult: '1', odd: 1.8 }]);
});

/** A round of our own with two future matches and one already played. */
async function createRound(world: World): Promise<Round> {
  const round = await world.round(`E2E Bilet ${uniqueTag()}`);
  const teams = await world.teams(6);
  const day = 24 * 60 * 60 * 1000;
  for (const [i, offset] of [30 * day, 31 * day, -day].entries()) {
    await world.match(round, teams[2 * i], teams[2 * i + 1], new Date(Date.now() + offset));
  }
  return round;
}

test('the admin creates a round slip, cycles its status, edits and deletes it', async ({ page, world }) => {
  const round = await createRound(world);
  await openSlips(page, world.jwt);
  await expect(page.getByRole('article', { name: `biletul ${slipped.name}` })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Adaugă Bilet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adaugă bilet' });
  const roundSelect = dialog.getByLabel('Etapă');
  // A round that has a slip is disabled.
  const taken = roundSelect.locator('option', { hasText: `${slipped.name} ${adminMessages.slipExists}` });
  await expect(taken).toBeDisabled();
  await expectAccessible(page, 'round slip modal');

  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText(slipMessages.roundRequired)).toBeVisible();
  await expect(dialog.getByText(slipMessages.matchRequired)).toBeVisible();
  await expect(dialog.getByText(slipMessages.expectedResultRequired)).toBeVisible();

  await roundSelect.selectOption({ label: round.name });
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
  const created = page.waitForResponse((r) => r.url().endsWith('/api/round-slips') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: `biletul ${round.name}` });
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
  await card.getByRole('button', { name: `Editează biletul ${round.name}` }).click();
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

  await card.getByRole('button', { name: `Șterge biletul ${round.name}` }).click();
  await page.getByRole('dialog', { name: 'Șterge biletul' }).getByRole('button', { name: 'Șterge' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('article', { name: `biletul ${slipped.name}` })).toBeVisible();
});

test('a second slip for a round is refused by the server', async ({ request }) => {
  const token = await adminJwt(request);
  const slips = (await (await request.get('/api/round-slips', { params: { populate: '*' } })).json()).data as {
    round: { documentId: string; name: string };
    predictions: { matches: { documentId: string }[] }[];
  }[];
  const existing = slips.find((s) => s.round.name === slipped.name);
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
  await expect(page.getByRole('article', { name: `biletul ${slipped.name}` })).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);
});
