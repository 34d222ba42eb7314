import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages, adminNav, currentRoundTexts } from '../src/domain/admin-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, test } from './fixtures.ts';
import { type Player, playedRound, uniqueTag } from './world.ts';

// The back office asks before another round becomes current, and before the current round stops being current.

test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** The current round, in which the player has points, and another round of this file. */
let home: string;
let player: Player;
const name = `E2E Etapa curentă ${uniqueTag()}`;

test.beforeAll(async ({ world }) => {
  player = await world.player();
  home = (await playedRound(world, [player], `Etapa acasă ${uniqueTag()}`)).round.name;
  await world.round(name);
});

async function roundsByName(request: APIRequestContext) {
  const res = await request.get('/api/rounds', { params: { 'pagination[pageSize]': '100' } });
  return (await res.json()).data as { documentId: string; name: string; current: boolean }[];
}

async function currentNames(request: APIRequestContext) {
  return (await roundsByName(request)).filter((r) => r.current).map((r) => r.name);
}

async function roundPoints(request: APIRequestContext) {
  const res = await request.get('/api/private-profile', { headers: { authorization: `Bearer ${player.jwt}` } });
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

test('making another round current asks first, naming the round that stops being current', async ({
  page,
  request,
}) => {
  await openRounds(page, request);
  const pointsBefore = await roundPoints(request);
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/rounds/')) puts.push(r.url());
  });

  // Cancel: nothing is sent, the form stays as it was, the current round stays current.
  const form = await saveWithCurrent(page, name, true);
  const confirm = page.getByRole('dialog', { name: currentRoundTexts.switchTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`„${home}”`);
  await expect(confirm).toContainText(`„${name}”`);
  await expect(confirm).toContainText(currentRoundTexts.switchMessage(home, name));
  await expectAccessible(page, 'confirmation of another current round');
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel(adminMessages.setCurrentRound)).toBeChecked();
  expect(puts).toEqual([]);
  expect(await currentNames(request)).toEqual([home]);
  await form.getByRole('button', { name: 'Anulează' }).click();
  await expect(form).toBeHidden();
  await expect(roundCard(page, home).getByText(adminMessages.currentRound)).toBeVisible();
  await expect(roundCard(page, name).getByText(adminMessages.currentRound)).toHaveCount(0);

  // Confirm: the new round is current, and the round points are derived from it (no results yet: 0).
  await saveWithCurrent(page, name, true);
  await confirm.getByRole('button', { name: currentRoundTexts.switchConfirm }).click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeHidden();
  await expect(roundCard(page, name).getByText(adminMessages.currentRound)).toBeVisible();
  await expect(roundCard(page, home).getByText(adminMessages.currentRound)).toHaveCount(0);
  expect(await currentNames(request)).toEqual([name]);
  expect(await roundPoints(request)).toBe(0);

  // Back: the dialog now names the new round as the one that stops being current.
  await saveWithCurrent(page, home, true);
  await expect(confirm).toContainText(currentRoundTexts.switchMessage(name, home));
  await confirm.getByRole('button', { name: currentRoundTexts.switchConfirm }).click();
  await expect(roundCard(page, home).getByText(adminMessages.currentRound)).toBeVisible();
  expect(await currentNames(request)).toEqual([home]);
  expect(await roundPoints(request)).toBe(pointsBefore);
});

test('leaving no current round asks too; with none current, making one current does not', async ({ page, request }) => {
  await openRounds(page, request);
  const form = await saveWithCurrent(page, home, false);
  const confirm = page.getByRole('dialog', { name: currentRoundTexts.clearTitle });
  await expect(confirm).toContainText(currentRoundTexts.clearMessage(home));
  await expectAccessible(page, 'confirmation of no current round');
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByLabel(adminMessages.setCurrentRound)).not.toBeChecked();
  expect(await currentNames(request)).toEqual([home]);

  await form.getByRole('button', { name: 'Salvează' }).click();
  await confirm.getByRole('button', { name: currentRoundTexts.clearConfirm }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(adminMessages.currentRound, { exact: true })).toHaveCount(0);
  expect(await currentNames(request)).toEqual([]);
  expect(await roundPoints(request)).toBe(0);

  // No round is current: nothing is demoted, so it saves at once.
  await saveWithCurrent(page, home, true);
  await expect(form).toBeHidden();
  await expect(page.getByRole('dialog', { name: currentRoundTexts.switchTitle })).toHaveCount(0);
  await expect(roundCard(page, home).getByText(adminMessages.currentRound)).toBeVisible();
  expect(await currentNames(request)).toEqual([home]);
});
