import type { APIRequestContext, Page } from '@playwright/test';
import { adminMessages, adminNav, currentRoundTexts } from '../src/domain/admin-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { roundMessages } from '../src/domain/round.schemas.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { type Player, playedRound, type Round, uniqueTag } from './world.ts';

/** The current round, a finished one (with matches, results, points and winners) and a player to name a winner. */
let current: Round;
let finished: Round;
let player: Player;

test.beforeAll(async ({ world }) => {
  player = await world.player();
  const players = [player, await world.player(), await world.player()];
  finished = (await playedRound(world, players, `Etapa jucată ${uniqueTag()}`)).round;
  await world.winners(
    finished,
    players.map((p, i) => ({ player: p, points: 10 * i, prize: `Premiul ${i}` })),
  );
  current = await world.round(`Etapa curentă ${uniqueTag()}`, true);
});

// Long journeys: many saves in one test.
test.describe.configure({ timeout: 60_000 });

async function openRounds(page: Page, request: APIRequestContext) {
  const token = await adminJwt(request);
  await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
  await page.goto(paths.admin.rounds);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.rounds })).toBeVisible();
  return token;
}

const roundCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('the admin creates a round with winners, makes it current, edits and deletes it', async ({ page, request }) => {
  const token = await openRounds(page, request);
  const name = `E2E Etapa ${Date.now().toString(36)}`;

  // Create: the name is required; a winner row with a user needs its prize; rows without a user are dropped.
  await page.getByRole('button', { name: 'Adaugă Etapă' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adaugă etapă' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nume etapă')).toHaveValue('');
  await expectAccessible(page, 'round modal');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText(roundMessages.nameRequired)).toBeVisible();
  await expect(dialog.getByLabel('Nume etapă')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Nume etapă').fill(name);
  await dialog.getByRole('button', { name: 'Adaugă câștigător' }).click();
  await dialog.getByRole('button', { name: 'Adaugă câștigător' }).click();
  const first = dialog.getByRole('group', { name: 'Câștigător 1' });
  await first.getByLabel('Utilizator').selectOption({ label: player.username });
  await first.getByLabel('Puncte').fill('50');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(first.getByText(roundMessages.winnerPrize)).toBeVisible();
  await first.getByLabel('Premiu').fill('Minge oficială');
  await dialog.getByRole('group', { name: 'Câștigător 2' }).getByLabel('Puncte').fill('10');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/rounds') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  const body = (await created).request().postDataJSON();
  expect(body.data.winners).toHaveLength(1);
  expect(body.data.winners[0]).toMatchObject({ currentPoints: 50, prize: 'Minge oficială' });
  await expect(dialog).toBeHidden();
  const card = roundCard(page, name);
  await expect(card).toBeVisible();
  await expect(card.getByText(player.username, { exact: true })).toBeVisible();
  await expect(card.getByText('50 de puncte')).toBeVisible();
  await expect(card.getByText(adminMessages.currentRound)).toHaveCount(0);

  // Made current, once confirmed (admin-round-current.spec.ts covers the question): it gets the badge and
  // the current round loses it.
  await card.getByRole('button', { name: `Editează ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editează etapa' });
  await expect(edit.getByLabel('Nume etapă')).toHaveValue(name);
  await expect(edit.getByRole('group', { name: 'Câștigător 1' }).getByLabel('Premiu')).toHaveValue('Minge oficială');
  await edit.getByLabel(adminMessages.setCurrentRound).check();
  await edit.getByRole('button', { name: 'Salvează' }).click();
  const switchCurrent = page.getByRole('dialog', { name: currentRoundTexts.switchTitle });
  await switchCurrent.getByRole('button', { name: currentRoundTexts.switchConfirm }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText(adminMessages.currentRound)).toBeVisible();
  await expect(roundCard(page, current.name).getByText(adminMessages.currentRound)).toHaveCount(0);
  await expect(page.getByText(adminMessages.currentRound, { exact: true })).toHaveCount(1);

  // Put the current round back.
  await roundCard(page, current.name)
    .getByRole('button', { name: `Editează ${current.name}` })
    .click();
  await edit.getByLabel(adminMessages.setCurrentRound).check();
  await edit.getByRole('button', { name: 'Salvează' }).click();
  await switchCurrent.getByRole('button', { name: currentRoundTexts.switchConfirm }).click();
  await expect(edit).toBeHidden();
  await expect(roundCard(page, current.name).getByText(adminMessages.currentRound)).toBeVisible();
  await expect(card.getByText(adminMessages.currentRound)).toHaveCount(0);
  const currentNow = await request.get('/api/rounds', { params: { 'filters[current][$eq]': 'true' } });
  expect((await currentNow.json()).data.map((r: { name: string }) => r.name)).toEqual([current.name]);

  // Delete, confirmed.
  await card.getByRole('button', { name: `Șterge ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Șterge etapa' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Șterge' }).click();
  await expect(card).toHaveCount(0);
  const left = await request.get('/api/rounds', {
    params: { 'filters[name][$eq]': name },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await left.json()).data).toEqual([]);
});

test('winners are filled from the round leaderboard, and a round with matches is not deleted', async ({
  page,
  request,
}) => {
  await openRounds(page, request);
  const card = roundCard(page, finished.name);
  // Winners best first.
  const points = await card.getByText(/^-?[\d.]+ (de )?punc(t|te)$/).allTextContents();
  const values = points.map((p) => Number.parseInt(p.replaceAll('.', ''), 10));
  expect(values).toEqual([...values].sort((a, b) => b - a));

  await card.getByRole('button', { name: `Editează ${finished.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editează etapa' });
  await edit.getByRole('button', { name: 'Completează din clasamentul etapei' }).click();
  const board = await (
    await request.get('/api/leaderboard', { params: { round: finished.documentId, pageSize: '3' } })
  ).json();
  for (const [i, row] of (board.data as { username: string; roundPoints: number }[]).entries()) {
    const group = edit.getByRole('group', { name: `Câștigător ${i + 1}` });
    await expect(group.getByLabel('Utilizator').locator('option:checked')).toHaveText(row.username);
    await expect(group.getByLabel('Puncte')).toHaveValue(String(row.roundPoints));
  }
  await edit.getByRole('button', { name: 'Anulează' }).click();
  await expect(edit).toBeHidden();

  await roundCard(page, finished.name)
    .getByRole('button', { name: `Șterge ${finished.name}` })
    .click();
  await page.getByRole('dialog', { name: 'Șterge etapa' }).getByRole('button', { name: 'Șterge' }).click();
  await expect(page.getByRole('alert')).toHaveText(`${adminMessages.roundDeleteFailed}: ${roundMessages.hasMatches}`);
  await expect(roundCard(page, finished.name)).toBeVisible();
});

test('the rounds screen fits a phone and works with the keyboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openRounds(page, request);
  await expect(roundCard(page, current.name)).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Adaugă Etapă' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adaugă etapă' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
