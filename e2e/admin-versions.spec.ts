import type { BrowserContext, Locator, Page } from '@playwright/test';
import { adminNav } from '../src/domain/admin-messages.ts';
import { matchMessages } from '../src/domain/match.schemas.ts';
import { paths } from '../src/domain/paths.ts';
import { versionMessages } from '../src/domain/versions.ts';
import { wallTimeMessages } from '../src/domain/wall-time.ts';
import { wallTimeTexts } from '../src/web/components/admin/wall-time.ts';
import { sessionKeys } from '../src/web/session.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { bearer, type Match, type Round, type Team, type World } from './world.ts';

// Two admins on match day, each in a tab of their own: the tab opened first saves over a match the other has
// changed since. Its save is refused with the server's message, and the reload keeps what it typed; then the match
// form's own rules: a score is both numbers or neither, and a kickoff Romania's clock skips or shows twice.

let home: Team;
let away: Team;
let round: Round;

test.beforeAll(async ({ world }) => {
  [home, away] = await world.teams(2);
  round = await world.round();
});

test.describe.configure({ timeout: 90_000 });

const title = () => `${home.name} – ${away.name}`;

/** A tab of its own on the matches screen (the context holds the admin's token). */
async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(paths.admin.matches);
  await expect(page.getByRole('heading', { level: 1, name: adminNav.matches })).toBeVisible();
  return page;
}

/** Opens the edit form of the match (the newest, first on page 1). */
async function editForm(page: Page): Promise<Locator> {
  await page
    .getByRole('article', { name: title() })
    .first()
    .getByRole('button', { name: `Editează ${title()}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Editează meciul' });
  await expect(dialog.getByLabel('Echipa 1 (gazde)')).toBeVisible();
  return dialog;
}

const kickoffOf = (dialog: Locator) => {
  const group = dialog.getByRole('group', { name: 'Data și ora (ora României)' });
  return { date: group.getByLabel('Data', { exact: true }), time: group.getByLabel('Ora', { exact: true }) };
};

/** The match goes, so that the next test's match is the newest (204, no body). */
async function removeMatch(world: World, match: Match) {
  const res = await world.request.delete(`/api/matches/${match.documentId}`, { headers: bearer(world.jwt) });
  expect(res.status()).toBe(204);
}

const saveAnswer = (page: Page, match: Match) =>
  page.waitForResponse((r) => r.url().includes(`/api/matches/${match.documentId}`) && r.request().method() === 'PUT');

test.describe('two admin tabs on one match', () => {
  let match: Match;
  let tabA: Page;
  let tabB: Page;

  test.beforeEach(async ({ world, context, request }) => {
    // 20:30 in Bucharest on 14.05.2027 (summer time, UTC+3).
    match = await world.match(round, home, away, new Date('2027-05-14T17:30:00.000Z'));
    const token = await adminJwt(request);
    await context.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
    tabA = await openTab(context);
    tabB = await openTab(context);
  });
  test.afterEach(async ({ world }) => {
    await removeMatch(world, match);
  });

  test('B, opened before A moved the kickoff, saves the corners: refused; the reload keeps the corners and A’s kickoff', async ({
    request,
  }) => {
    // B is on a phone.
    await tabB.setViewportSize({ width: 390, height: 844 });
    const formB = await editForm(tabB);
    const formA = await editForm(tabA);
    await kickoffOf(formA).time.fill('21:45');
    const savedA = saveAnswer(tabA, match);
    await formA.getByRole('button', { name: 'Salvează' }).click();
    expect((await savedA).status()).toBe(200);
    await expect(formA).toBeHidden();

    // B still shows 20:30 and changes only the corners.
    await expect(kickoffOf(formB).time).toHaveValue('20:30');
    await formB.getByLabel('Rezultat cornere').selectOption({ label: '1 Gazde' });
    const refused = saveAnswer(tabB, match);
    await formB.getByRole('button', { name: 'Salvează' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(412);
    expect((await answer.json()).error.message).toBe(versionMessages.stale);
    await expect(formB.getByRole('alert').filter({ hasText: versionMessages.stale })).toBeVisible();
    await expect(formB.getByLabel('Rezultat cornere')).toHaveValue('1');
    await expectAccessible(tabB, 'stale match form');
    expect(await hasNoHorizontalOverflow(tabB)).toBe(true);
    await tabB.screenshot({ path: test.info().outputPath('stale-refused.png') });
    // Nothing was lost: A's kickoff stands.
    expect((await (await request.get(`/api/matches/${match.documentId}`)).json()).data.date).toBe(
      '2027-05-14T18:45:00.000Z',
    );

    await formB.getByRole('button', { name: 'Reîncarcă datele salvate' }).click();
    const reloaded = formB.getByTestId('version-reloaded');
    await expect(reloaded).toContainText('Schimbat între timp de altcineva: Data și ora (ora României).');
    await expect(kickoffOf(formB).time).toHaveValue('21:45');
    await expect(formB.getByLabel('Rezultat cornere')).toHaveValue('1');
    await tabB.screenshot({ path: test.info().outputPath('stale-reloaded.png') });

    const savedB = saveAnswer(tabB, match);
    await formB.getByRole('button', { name: 'Salvează' }).click();
    expect((await savedB).status()).toBe(200);
    await expect(formB).toBeHidden();
    const stored = (await (await request.get(`/api/matches/${match.documentId}`)).json()).data;
    expect(stored).toMatchObject({ date: '2027-05-14T18:45:00.000Z', final_corners: '1' });
  });

  test('A saves a first result: B’s stale save is told the data changed, not asked for a reason; the reload shows the result', async ({
    request,
  }) => {
    const formB = await editForm(tabB);
    const formA = await editForm(tabA);
    await formA.getByLabel('Scor final echipa 1').fill('2');
    await formA.getByLabel('Scor final echipa 2').fill('1');
    const savedA = saveAnswer(tabA, match);
    await formA.getByRole('button', { name: 'Salvează' }).click();
    expect((await savedA).status()).toBe(200);

    // B's form shows "? - ?" and has no reason field.
    await formB.getByLabel('Rezultat cartonașe').selectOption({ label: 'X Egal' });
    await expect(formB.getByLabel('Motivul corectării')).toHaveCount(0);
    await formB.getByRole('button', { name: 'Salvează' }).click();
    await expect(formB.getByRole('alert').filter({ hasText: versionMessages.stale })).toBeVisible();
    await expect(formB.getByText('Scrie motivul corectării rezultatului.')).toHaveCount(0);

    await formB.getByRole('button', { name: 'Reîncarcă datele salvate' }).click();
    await expect(formB.getByTestId('version-reloaded')).toContainText('Scor final echipa 1, Scor final echipa 2');
    await expect(formB.getByLabel('Scor final echipa 1')).toHaveValue('2');
    await expect(formB.getByLabel('Scor final echipa 2')).toHaveValue('1');
    await expect(formB.getByLabel('Rezultat cartonașe')).toHaveValue('X');
    await formB.getByRole('button', { name: 'Salvează' }).click();
    await expect(formB).toBeHidden();
    const stored = (await (await request.get(`/api/matches/${match.documentId}`)).json()).data;
    expect(stored).toMatchObject({ team1_finalScore: 2, team2_finalScore: 1, final_cards: 'X' });
  });
});

test('the match form: a half score and a kickoff Romania’s clock skips are refused at once; the repeated hour asks', async ({
  page,
  world,
  request,
}) => {
  const match = await world.match(round, home, away, new Date('2027-05-14T17:30:00.000Z'));
  try {
    const token = await adminJwt(request);
    await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
    await page.goto(paths.admin.matches);
    const dialog = await editForm(page);
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes(`/api/matches/${match.documentId}`)) sent++;
    });

    // Half a score: said under the empty field as soon as the typed one is left.
    await dialog.getByLabel('Scor final echipa 1').fill('2');
    await dialog.getByLabel('Scor final echipa 1').blur();
    const score2 = dialog.getByLabel('Scor final echipa 2');
    await expect(score2).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(matchMessages.scoreWhole)).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog).toBeVisible();
    await score2.fill('1');
    await expect(dialog.getByText(matchMessages.scoreWhole)).toHaveCount(0);
    await dialog.getByLabel('Scor final echipa 1').fill('');
    await score2.fill('');

    // 28.03.2027 03:30 does not exist in Bucharest.
    const kickoff = kickoffOf(dialog);
    await kickoff.date.fill('28.03.2027');
    await kickoff.time.fill('03:30');
    const gap = wallTimeMessages.gap('2027-03-28T03:30', { from: '03:00', to: '04:00' });
    await expect(dialog.getByText(gap)).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(dialog.getByText(gap)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dst-gap.png'), fullPage: true });

    // 31.10.2027 03:30 happens twice: the form asks which.
    await kickoff.date.fill('31.10.2027');
    const question = wallTimeMessages.repeated('2027-10-31T03:30', { from: '04:00', to: '03:00' });
    const choice = dialog.getByRole('group', { name: question });
    await expect(choice).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    await expect(choice.getByText(wallTimeTexts.chooseFold)).toBeVisible();
    expect(sent).toBe(0);
    await expectAccessible(page, 'repeated hour');
    await page.screenshot({ path: test.info().outputPath('dst-repeated.png'), fullPage: true });
    await choice.getByLabel(wallTimeMessages.later).check();
    const saved = saveAnswer(page, match);
    await dialog.getByRole('button', { name: 'Salvează' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).data.date).toBe('2027-10-31T01:30:00.000Z');
    await expect(dialog).toBeHidden();

    // Opened again (once the list shows the new kickoff), the form shows the hour it holds, with its choice.
    await expect(page.getByRole('article', { name: title() }).first()).toContainText('31 octombrie 2027');
    const again = await editForm(page);
    await expect(kickoffOf(again).time).toHaveValue('03:30');
    await expect(again.getByLabel(wallTimeMessages.later)).toBeChecked();
  } finally {
    await removeMatch(world, match);
  }
});

test('the daily slip form refuses a kickoff in the spring gap under the pick’s field', async ({ page, request }) => {
  const token = await adminJwt(request);
  await page.addInitScript(([key, t]) => window.localStorage.setItem(key, t), [sessionKeys.adminToken, token]);
  await page.goto(paths.admin.dailySlip);
  await page.getByRole('button', { name: 'Adaugă Bilet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adaugă bilet' });
  const group = dialog.getByRole('group', { name: 'Data și ora meciului (ora României)' });
  await group.getByLabel('Data', { exact: true }).fill('28.03.2027');
  await group.getByLabel('Ora', { exact: true }).fill('03:15');
  await expect(
    dialog.getByText(wallTimeMessages.gap('2027-03-28T03:15', { from: '03:00', to: '04:00' })),
  ).toBeVisible();
});
