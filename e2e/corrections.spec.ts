import { correctedMatchLink, correctionsTitle, rescoredMark } from '../src/domain/correction-labels.ts';
import { correctionMessages } from '../src/domain/corrections.schemas.ts';
import { paths } from '../src/domain/paths.ts';
import { correctionsMessages as t } from '../src/web/features/corrections/corrections-messages.ts';
import { useSession } from './a11y-helpers.ts';
import { e2eAdmin } from './e2e-env.ts';
import { adminJwt, expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { bearer, type Match, type Player } from './world.ts';

// Corrections in the open: the back office asks why a stored result changes, the public log shows the
// entry (old → new, who, why, what it moved), the match card links to it and the player's history marks the
// re-scored prediction.

test.describe.configure({ mode: 'serial' });

const HOUR = 3_600_000;
const reason = 'Golul oaspeților din minutul 90 a fost validat după VAR.';
let match: Match;
let title: string;
let fan: Player;

test.beforeAll(async ({ world }) => {
  const round = await world.round(undefined, true);
  const [home, away] = await world.teams(2);
  match = await world.match(round, home, away, new Date(Date.now() + 72 * HOUR));
  title = `${home.name} – ${away.name}`;
  fan = await world.player('corectura');
  await world.predict(fan, match, { score: [2, 1] });
  await world.predict(fan, match, { cards: '1' });
  await world.predict(fan, match, { corners: 'X' });
  // Played since: the first result (2-1, cards 1, corners X) is not a correction; the fan's three picks are right.
  await world.send('PUT', `/api/matches/${match.documentId}`, { data: { date: new Date(Date.now() - 3 * HOUR) } });
  await world.result(match, { team1_finalScore: 2, team2_finalScore: 1, final_cards: '1', final_corners: 'X' });
});

test('the admin corrects a result in the back office: the reason is asked, and refused when missing', async ({
  page,
  request,
}) => {
  // The server refuses a correction without its reason, whoever calls.
  const bare = await request.put(`/api/matches/${match.documentId}`, {
    headers: bearer(await adminJwt(request)),
    data: { data: { team1_finalScore: 2, team2_finalScore: 2 } },
  });
  expect(bare.status()).toBe(400);
  expect(((await bare.json()) as { error: { message: string } }).error.message).toBe(correctionMessages.reasonRequired);

  await useSession(page, { adminJwt: await adminJwt(request) });
  await page.goto(paths.admin.matches);
  await page.getByRole('button', { name: `Editează ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editează meciul' });
  const reasonField = edit.getByLabel('Motivul corectării');
  // Only a change of the stored result asks for a reason.
  await expect(edit.getByLabel('Scor final echipa 2')).toHaveValue('1');
  await expect(reasonField).toHaveCount(0);
  await edit.getByLabel('Scor final echipa 2').fill('2');
  await expect(reasonField).toBeVisible();
  await expectAccessible(page, 'the match form asking for the correction reason');

  // Without a reason the form does not send.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes(`/api/matches/${match.documentId}`)) sent++;
  });
  await edit.getByRole('button', { name: 'Salvează' }).click();
  await expect(edit.getByText(correctionMessages.reasonRequired)).toBeVisible();
  await expect(reasonField).toBeFocused();
  expect(sent).toBe(0);

  await reasonField.fill(reason);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/api/matches/${match.documentId}`),
  );
  await edit.getByRole('button', { name: 'Salvează' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON().data.correction_reason).toBe(reason);
  await expect(edit).toBeHidden();
  // The back office's card links to the public log too.
  await expect(
    page.getByRole('article', { name: title }).getByRole('link', { name: new RegExp(`^${correctedMatchLink.text}`) }),
  ).toHaveAttribute('href', paths.matchCorrections(match.documentId));

  const log = await request.get('/api/result-corrections', { params: { match: match.documentId } });
  const entries = ((await log.json()) as { data: { reason: string; rescored: number; pointsMoved: number }[] }).data;
  // Only the score's prediction moved: exact (100) became one team's goals (30).
  expect(entries).toMatchObject([{ reason, rescored: 1, pointsMoved: 70 }]);
});

test('the public log shows the entry: old → new, who, why and what it moved', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(paths.corrections);
  await expect(page.getByRole('heading', { level: 1, name: correctionsTitle })).toBeVisible();
  const entry = page.getByRole('region', { name: match.round.name }).getByRole('article', { name: title });
  await expect(entry).toHaveCount(1);
  const score = entry.locator('[data-changed]').filter({ hasText: t.score });
  await expect(score).toHaveAttribute('data-changed', 'true');
  await expect(score.getByRole('definition')).toHaveText(`${t.before}: 2 - 1→, ${t.after}: 2 - 2`);
  await expect(entry.locator('[data-changed]').filter({ hasText: t.cards })).toHaveAttribute('data-changed', 'false');
  await expect(entry).toContainText(`${t.by} Administrator · ${e2eAdmin.username}`);
  await expect(entry).toContainText(`${t.reason}: ${reason}`);
  await expect(entry).toContainText('1 predicție recalculată');
  await expect(entry).toContainText('70 de puncte mutate');
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await expectAccessible(page, 'the corrections log on a phone');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'the corrections log on a desktop');
});

test('the match card links to the match’s corrections, which link back to all', async ({ page }) => {
  await page.goto(paths.matches);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('link', { name: new RegExp(`^${correctedMatchLink.text}`) }).click();
  await expect(page).toHaveURL(paths.matchCorrections(match.documentId));
  await expect(page.getByText(t.ofMatch(title))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: title })).toContainText(reason);
  await page.getByRole('link', { name: t.all }).click();
  await expect(page).toHaveURL(paths.corrections);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test('the player’s history marks the re-scored prediction, linking to its correction', async ({ page }) => {
  await useSession(page, { user: fan });
  await page.goto(paths.user);
  const history = page.getByRole('region', { name: match.round.name });
  const marks = history.getByRole('link', { name: new RegExp(`^${rescoredMark.text}`) });
  // The score's prediction alone: cards and corners kept their points.
  await expect(marks).toHaveCount(1);
  await expect(marks).toHaveAccessibleName(rescoredMark.label(title));
  await expectAccessible(page, 'the history with a re-scored prediction');
  await marks.click();
  await expect(page).toHaveURL(paths.matchCorrections(match.documentId));
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  // Others see the mark on the fan's public profile too.
  await page.goto(paths.publicProfile(fan.documentId));
  await expect(
    page.getByRole('region', { name: match.round.name }).getByRole('link', { name: rescoredMark.label(title) }),
  ).toHaveCount(1);
});

test('the log narrows to a round, and a selection without corrections says so', async ({ page, world }) => {
  const round = await world.round();
  const [home, away] = await world.teams(2);
  const other = await world.match(round, home, away, new Date(Date.now() - 5 * HOUR));
  await world.result(other, { team1_finalScore: 0, team2_finalScore: 0, final_cards: 'X', final_corners: '2' });
  const untouched = await world.match(round, away, home, new Date(Date.now() - 4 * HOUR));
  await world.result(
    other,
    { team1_finalScore: 1, team2_finalScore: 0, final_cards: 'X', final_corners: '2' },
    'Autogol trecut greșit în foaia de joc.',
  );

  await page.goto(`${paths.corrections}?round=${round.documentId}`);
  await expect(page.getByText(t.ofRound(round.name))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  const entry = page.getByRole('article', { name: `${home.name} – ${away.name}` });
  await expect(entry).toContainText('0 predicții recalculate');
  await expect(entry).toContainText('0 puncte mutate');
  await expect(entry.locator('[data-changed="true"]')).toHaveCount(1);

  await page.goto(paths.matchCorrections(untouched.documentId));
  await expect(page.getByText(t.emptyFiltered)).toBeVisible();
  await expect(page.getByRole('link', { name: t.all })).toBeVisible();
});
