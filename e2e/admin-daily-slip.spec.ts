import type { Locator, Page } from '@playwright/test';
import { adminNav } from '../src/domain/admin-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { slipMessages } from '../src/domain/slips.schemas.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import type { Team } from './world.ts';

/** The teams the forms pick. */
let teams: Team[];

// The teams, and a daily slip already listed.
test.beforeAll(async ({ world }) => {
  teams = await world.teams(4);
  const matchDate = new Date(Date.now() - 86_400_000);
  await world.dailySlip('2020-01-10', [
    { team1: teams[0], team2: teams[1], expectedResult: '1', odd: 1.5, matchDate, won: true },
  ]);
});

// Long journeys: many saves in one test.
test.describe.configure({ timeout: 60_000 });

async function openSlips(page: Page, token: string) {
  await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
  await page.goto(paths.admin.dailySlip);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.dailySlip })).toBeVisible();
}

// A date long past, so that the public daily-slip pages other specs of this worker read keep their newest slips.
const slipDate = '2020-01-15';
const movedDate = '2020-01-16';
const ro = (iso: string) => iso.split('-').reverse().join('.');

/** A pick's kickoff: a date and a 24-hour time, typed in ro-RO. */
function kickoff(pick: Locator) {
  const group = pick.getByRole('group', { name: 'Data și ora meciului (ora României)' });
  return { date: group.getByLabel('Data', { exact: true }), time: group.getByLabel('Ora', { exact: true }) };
}

async function expectKickoff(pick: Locator, date: string, time: string) {
  await expect(kickoff(pick).date).toHaveValue(ro(date));
  await expect(kickoff(pick).time).toHaveValue(time);
}

test('the admin creates a daily slip, edits it, cycles its status and deletes it', async ({ page, request }) => {
  const token = await adminJwt(request);
  await openSlips(page, token);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Adaugă Bilet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adaugă bilet' });
  await expect(dialog.getByLabel('Data biletului')).toHaveValue('');
  // The statuses are set only when editing.
  await expect(dialog.getByLabel('Status bilet')).toHaveCount(0);
  await expect(dialog.getByLabel('Status predicție')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Elimină predicția 1' })).toHaveCount(0);
  await expectAccessible(page, 'daily slip modal');

  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(dialog.getByText(slipMessages.dateRequired)).toBeVisible();
  const pick1 = dialog.getByRole('group', { name: 'Predicția 1' });
  await expect(pick1.getByText(slipMessages.teamsRequired)).toHaveCount(2);
  await expect(pick1.getByText(slipMessages.matchDateRequired)).toBeVisible();
  await expect(pick1.getByText(slipMessages.expectedResultRequired)).toBeVisible();

  await dialog.getByLabel('Data biletului').fill(ro(slipDate));
  await expectKickoff(pick1, slipDate, '12:00');
  await pick1.getByLabel('Echipa 1').selectOption({ label: teams[0].name });
  await pick1.getByLabel('Echipa 2').selectOption({ label: teams[0].name });
  await pick1.getByLabel('Rezultat așteptat').fill('1');
  await pick1.getByLabel('Cotă').fill('1,85');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  await expect(pick1.getByText(slipMessages.sameTeams)).toBeVisible();
  await pick1.getByLabel('Echipa 2').selectOption({ label: teams[1].name });
  await kickoff(pick1).time.fill('20:30');

  await dialog.getByRole('button', { name: 'Adaugă predicție' }).click();
  const pick2 = dialog.getByRole('group', { name: 'Predicția 2' });
  await expectKickoff(pick2, slipDate, '12:00');
  await pick2.getByLabel('Echipa 1').selectOption({ label: teams[2].name });
  await pick2.getByLabel('Echipa 2').selectOption({ label: teams[3].name });
  await pick2.getByLabel('Rezultat așteptat').fill('GG');
  await pick2.getByLabel('Cotă').fill('2.10');
  await expect(dialog.getByText('Cotă totală: 3,89')).toBeVisible();

  const created = page.waitForResponse((r) => r.url().endsWith('/api/daily-slips') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Salvează' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const sent = answer.request().postDataJSON().data;
  expect(sent).toMatchObject({ date: slipDate, won: null });
  // 20:30 in Bucharest in January is 18:30 UTC; 12:00 is 10:00 UTC.
  expect(sent.predictions.map((p: { match_date: string }) => p.match_date)).toEqual([
    '2020-01-15T18:30:00.000Z',
    '2020-01-15T10:00:00.000Z',
  ]);
  expect(sent.predictions[0]).toMatchObject({ expectedResult: '1', odd: 1.85, match_won: null });
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'biletul 15 ianuarie 2020' });
  await expect(card).toContainText('Cotă totală: 3,89');
  await expect(card).toContainText('Cotă: 1,85');
  await expect(card).toContainText(`${teams[0].name} – ${teams[1].name}`);

  // Edit: the statuses appear; a new date moves every pick to 12:00 on it.
  await card.getByRole('button', { name: 'Editează biletul 15 ianuarie 2020' }).click();
  const edit = page.getByRole('dialog', { name: 'Editează biletul' });
  const editPick1 = edit.getByRole('group', { name: 'Predicția 1' });
  await expectKickoff(editPick1, slipDate, '20:30');
  await expect(editPick1.getByLabel('Cotă')).toHaveValue('1,85');
  await expect(edit.getByLabel('Status bilet')).toBeVisible();
  await expect(edit.getByLabel('Status predicție')).toHaveCount(2);
  await edit.getByLabel('Data biletului').fill(ro(movedDate));
  await expectKickoff(editPick1, movedDate, '12:00');
  await expectKickoff(edit.getByRole('group', { name: 'Predicția 2' }), movedDate, '12:00');
  await editPick1.getByLabel('Status predicție').selectOption({ label: 'Câștigat' });
  await edit.getByRole('button', { name: 'Elimină predicția 2' }).click();
  await expect(edit.getByText('Cotă totală: 1,85')).toBeVisible();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/daily-slips/'));
  await edit.getByRole('button', { name: 'Salvează' }).click();
  const body = (await put).postDataJSON().data;
  expect(body).toMatchObject({ date: movedDate, won: null });
  expect(body.predictions).toHaveLength(1);
  expect(body.predictions[0]).toMatchObject({ match_won: true, match_date: '2020-01-16T10:00:00.000Z' });
  await expect(edit).toBeHidden();

  const moved = page.getByRole('article', { name: 'biletul 16 ianuarie 2020' });
  await expect(moved).toContainText('Cotă totală: 1,85');
  await expect(moved).toContainText('Câștigat');

  for (const [from, to] of [
    ['Nefinalizat', 'Câștigat'],
    ['Câștigat', 'Pierdut'],
    ['Pierdut', 'Nefinalizat'],
  ]) {
    const toggle = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/daily-slips/'));
    await moved.getByRole('button', { name: `Status: ${from}` }).click();
    expect((await toggle).postDataJSON().data).toEqual({
      won: from === 'Nefinalizat' ? true : from === 'Câștigat' ? false : null,
    });
    await expect(moved.getByRole('button', { name: `Status: ${to}` })).toBeVisible();
  }

  await moved.getByRole('button', { name: 'Șterge biletul 16 ianuarie 2020' }).click();
  const confirm = page.getByRole('dialog', { name: 'Șterge biletul' });
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(moved).toBeVisible();
  await moved.getByRole('button', { name: 'Șterge biletul 16 ianuarie 2020' }).click();
  await confirm.getByRole('button', { name: 'Șterge' }).click();
  await expect(moved).toHaveCount(0);
  const left = await request.get('/api/daily-slips', {
    params: { 'filters[date][$eq]': movedDate },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await left.json()).data).toEqual([]);
});

test('the daily slips screen fits a phone and its modal opens from the keyboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSlips(page, await adminJwt(request));
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Adaugă Bilet' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adaugă bilet' });
  await expect(dialog.getByLabel('Data biletului')).toBeVisible();
  await expect(page.locator('dialog[open] :focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('with the browser in English (en-US, New York)', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('the daily slip form shows 24-hour Bucharest times and takes odds with a comma', async ({ page, request }) => {
    const token = await adminJwt(request);
    await openSlips(page, token);
    await page.getByRole('button', { name: 'Adaugă Bilet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adaugă bilet' });
    const pick = dialog.getByRole('group', { name: 'Predicția 1' });
    await dialog.getByLabel('Data biletului').fill('17.01.2020');
    // 12:00, never '12:00 PM': no input of the form follows the browser's language.
    await expectKickoff(pick, '2020-01-17', '12:00');
    expect(await dialog.locator('input[type="time"], input[type="datetime-local"], input[type="date"]').count()).toBe(
      0,
    );
    await kickoff(pick).time.fill('21:15');
    await pick.getByLabel('Echipa 1').selectOption({ label: teams[0].name });
    await pick.getByLabel('Echipa 2').selectOption({ label: teams[1].name });
    await pick.getByLabel('Rezultat așteptat').fill('X');
    // A time past 23:59 or in the 12-hour form is refused with our message.
    await kickoff(pick).time.fill('9:15 PM');
    await pick.getByLabel('Cotă').fill('1,85');
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(pick.getByText(slipMessages.matchDateInvalid)).toBeVisible();
    await kickoff(pick).time.fill('21:15');
    await expect(dialog.getByText('Cotă totală: 1,85')).toBeVisible();

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/daily-slips') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const sent = answer.request().postDataJSON().data;
    // 21:15 in Bucharest in January is 19:15 UTC, whatever the browser's zone; '1,85' is stored as 1.85.
    expect(sent.predictions[0]).toMatchObject({ odd: 1.85, match_date: '2020-01-17T19:15:00.000Z' });
    const { data } = await answer.json();
    expect(data.predictions[0].odd).toBe(1.85);

    const card = page.getByRole('article', { name: 'biletul 17 ianuarie 2020' });
    await expect(card).toContainText('Cotă: 1,85');
    await expect(card).toContainText('21:15');
    await card.getByRole('button', { name: 'Editează biletul 17 ianuarie 2020' }).click();
    const edit = page.getByRole('dialog', { name: 'Editează biletul' });
    await expectKickoff(edit.getByRole('group', { name: 'Predicția 1' }), '2020-01-17', '21:15');
    await expect(edit.getByLabel('Cotă')).toHaveValue('1,85');
    await edit.getByRole('button', { name: 'Anulează' }).click();
    await card.getByRole('button', { name: 'Șterge biletul 17 ianuarie 2020' }).click();
    await page.getByRole('dialog', { name: 'Șterge biletul' }).getByRole('button', { name: 'Șterge' }).click();
    await expect(card).toHaveCount(0);
  });
});
