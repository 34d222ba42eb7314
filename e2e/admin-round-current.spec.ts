import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages, adminNav, currentRoundTexts } from '../src/domain/admin-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { sessionKeys } from '../src/web/session.ts';
import { demoUser } from './e2e-env.ts';
import { adminJwt, apiJwt, expect, expectAccessible, test } from './fixtures.ts';

// Still reads the demo seed's data (not yet made through the API).
test.use({ seed: 'demo' });

// The back office asks before another round becomes current, and before the current round stops being current.
// The specs share one server: this one moves the current round away from the demo seed's and puts it back,
// in afterAll too, so that a failure here does not leave another round current for the specs after it.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SEED_CURRENT = 'Etapa 16';
const name = `E2E Etapa curentă ${Date.now().toString(36)}`;
let created: string | null = null;

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

async function roundsByName(request: APIRequestContext) {
  const res = await request.get('/api/rounds', { params: { 'pagination[pageSize]': '100' } });
  return (await res.json()).data as { documentId: string; name: string; current: boolean }[];
}

async function currentNames(request: APIRequestContext) {
  return (await roundsByName(request)).filter((r) => r.current).map((r) => r.name);
}

async function demoRoundPoints(request: APIRequestContext) {
  const res = await request.get('/api/private-profile', {
    headers: bearer(await apiJwt(request, demoUser.username, demoUser.password)),
  });
  return ((await res.json()) as { user: { currentPoints: number } }).user.currentPoints;
}

async function openRounds(page: Page, request: APIRequestContext) {
  const token = await adminJwt(request);
  await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
  await page.goto(paths.admin.rounds);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.rounds })).toBeVisible();
}

const roundCard = (page: Page, round: string) => page.getByRole('article', { name: round, exact: true });

/** Opens the round's form, sets the checkbox and presses Save. */
async function saveWithCurrent(page: Page, round: string, current: boolean) {
  await roundCard(page, round)
    .getByRole('button', { name: `Editează ${round}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Editează etapa' });
  await form.getByLabel(adminMessages.setCurrentRound).setChecked(current);
  await form.getByRole('button', { name: 'Salvează' }).click();
  return form;
}

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/rounds', {
    headers: bearer(await adminJwt(request)),
    data: { data: { name, current: false, winners: [] } },
  });
  expect(res.status()).toBe(201);
  created = (await res.json()).data.documentId;
});

test.afterAll(async ({ request }) => {
  const headers = bearer(await adminJwt(request));
  const seed = (await roundsByName(request)).find((r) => r.name === SEED_CURRENT);
  if (seed && !seed.current)
    await request.put(`/api/rounds/${seed.documentId}`, { headers, data: { data: { current: true } } });
  if (created) await request.delete(`/api/rounds/${created}`, { headers });
});

test('making another round current asks first, naming the round that stops being current', async ({
  page,
  request,
}) => {
  await openRounds(page, request);
  const pointsBefore = await demoRoundPoints(request);
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/rounds/')) puts.push(r.url());
  });

  // Cancel: nothing is sent, the form stays as it was, the seed's round stays current.
  const form = await saveWithCurrent(page, name, true);
  const confirm = page.getByRole('dialog', { name: currentRoundTexts.switchTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`„${SEED_CURRENT}”`);
  await expect(confirm).toContainText(`„${name}”`);
  await expect(confirm).toContainText(currentRoundTexts.switchMessage(SEED_CURRENT, name));
  await expectAccessible(page, 'confirmation of another current round');
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel(adminMessages.setCurrentRound)).toBeChecked();
  expect(puts).toEqual([]);
  expect(await currentNames(request)).toEqual([SEED_CURRENT]);
  await form.getByRole('button', { name: 'Anulează' }).click();
  await expect(form).toBeHidden();
  await expect(roundCard(page, SEED_CURRENT).getByText(adminMessages.currentRound)).toBeVisible();
  await expect(roundCard(page, name).getByText(adminMessages.currentRound)).toHaveCount(0);

  // Confirm: the new round is current, and the round points are derived from it (no results yet: 0).
  await saveWithCurrent(page, name, true);
  await confirm.getByRole('button', { name: currentRoundTexts.switchConfirm }).click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeHidden();
  await expect(roundCard(page, name).getByText(adminMessages.currentRound)).toBeVisible();
  await expect(roundCard(page, SEED_CURRENT).getByText(adminMessages.currentRound)).toHaveCount(0);
  expect(await currentNames(request)).toEqual([name]);
  expect(await demoRoundPoints(request)).toBe(0);

  // Back: the dialog now names the new round as the one that stops being current.
  await saveWithCurrent(page, SEED_CURRENT, true);
  await expect(confirm).toContainText(currentRoundTexts.switchMessage(name, SEED_CURRENT));
  await confirm.getByRole('button', { name: currentRoundTexts.switchConfirm }).click();
  await expect(roundCard(page, SEED_CURRENT).getByText(adminMessages.currentRound)).toBeVisible();
  expect(await currentNames(request)).toEqual([SEED_CURRENT]);
  expect(await demoRoundPoints(request)).toBe(pointsBefore);
});

test('leaving no current round asks too; with none current, making one current does not', async ({ page, request }) => {
  await openRounds(page, request);
  const form = await saveWithCurrent(page, SEED_CURRENT, false);
  const confirm = page.getByRole('dialog', { name: currentRoundTexts.clearTitle });
  await expect(confirm).toContainText(currentRoundTexts.clearMessage(SEED_CURRENT));
  await expectAccessible(page, 'confirmation of no current round');
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByLabel(adminMessages.setCurrentRound)).not.toBeChecked();
  expect(await currentNames(request)).toEqual([SEED_CURRENT]);

  await form.getByRole('button', { name: 'Salvează' }).click();
  await confirm.getByRole('button', { name: currentRoundTexts.clearConfirm }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(adminMessages.currentRound, { exact: true })).toHaveCount(0);
  expect(await currentNames(request)).toEqual([]);
  expect(await demoRoundPoints(request)).toBe(0);

  // No round is current: nothing is demoted, so it saves at once.
  await saveWithCurrent(page, SEED_CURRENT, true);
  await expect(form).toBeHidden();
  await expect(page.getByRole('dialog', { name: currentRoundTexts.switchTitle })).toHaveCount(0);
  await expect(roundCard(page, SEED_CURRENT).getByText(adminMessages.currentRound)).toBeVisible();
  expect(await currentNames(request)).toEqual([SEED_CURRENT]);
});
