import type { Page } from '@playwright/test';
import { gameMessages, predictMessages } from '../src/domain/messages.ts';
import { formatNumber } from '../src/domain/numerals.ts';
import { paths } from '../src/domain/paths.ts';
import { predictionWindowMessages } from '../src/domain/prediction-window.ts';
import { POINTS } from '../src/domain/scoring.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { statsMessages } from '../src/web/features/round-stats/stats-messages.ts';
import { expect, expectAccessible, loginAs, test } from './fixtures.ts';
import {
  type ApiMatch,
  type ApiProfile,
  currentRoundMatches,
  enterResult,
  expectLeaderboardRow,
  expectProfile,
  favouriteBonus,
  historyEntry,
  type MatchStats,
  matchTitle,
  type Outcome,
  privateProfile,
  statTile,
} from './scoring-pages.ts';
import { bearer, currentRound, type Player } from './world.ts';

// The game's whole loop against the real server: predict, deadline, result, correction, on a current round of this
// file (beforeAll) and its player, who has points from before and a favourite team. The steps depend on each other:
// serial.

test.describe.configure({ mode: 'serial' });

/** What the player predicts in step 1; the result of step 3 repeats it, step 4 keeps one team's goals. */
const prediction = { team1: 3, team2: 1, cards: '2' as Outcome, corners: '1' as Outcome };
const firstResult = {
  team1_finalScore: prediction.team1,
  team2_finalScore: prediction.team2,
  final_cards: prediction.cards,
  final_corners: prediction.corners,
};
const correctedResult = { ...firstResult, team2_finalScore: prediction.team2 + 1 };

let player: Player;

test.beforeAll(async ({ world }) => {
  player = await world.player();
  await world.adjust(player, 50);
  const { open } = await currentRound(world, { open: 3, closed: 1 });
  // The home team of the last open match: its win brings the favourite bonus.
  await world.favourite(player, open[2].team1);
});

async function loginPlayer(page: Page) {
  await loginAs(page, player.username, player.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
}

let match: ApiMatch;
let before: ApiProfile;

test('a player predicts all three categories of an open match', async ({ page, request }) => {
  const open = (await currentRoundMatches(request)).filter((m) => Date.parse(m.deadline) > Date.now() + 60_000);
  expect(open.length).toBeGreaterThan(2);
  match = open[open.length - 1];
  before = await privateProfile(request, player.jwt);

  await loginPlayer(page);
  await page.goto(paths.matches);
  const card = page.getByRole('article', { name: matchTitle(match) });
  await expect(card).toContainText(
    `${predictMessages.missing} ${gameMessages.scoreLabel}, ${gameMessages.cardsLabel}, ${gameMessages.cornersLabel}`,
  );
  await expectAccessible(page, 'matches before predicting');
  await card.getByRole('link', { name: new RegExp(gameMessages.completePredictions) }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.predict(match.documentId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(matchTitle(match));

  await page.getByLabel(predictMessages.home).fill(String(prediction.team1));
  await page.getByLabel(predictMessages.away).fill(String(prediction.team2));
  await page
    .getByRole('group', { name: gameMessages.cardsLabel })
    .getByRole('radio', { name: prediction.cards })
    .check();
  await page
    .getByRole('group', { name: gameMessages.cornersLabel })
    .getByRole('radio', { name: prediction.corners })
    .check();
  await expectAccessible(page, 'prediction form, filled');
  await page.getByRole('button', { name: predictMessages.save }).click();
  await expect(page.getByText(gameMessages.saved)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === paths.matches);

  const done = page.getByRole('article', { name: matchTitle(match) });
  const doneButton = done.getByRole('button', { name: gameMessages.allPredictionsDone });
  await expect(doneButton).toBeVisible();
  await expect(doneButton).toBeDisabled();
  await expect(done.getByRole('link')).toHaveCount(0);
  await expectAccessible(page, 'matches after predicting');

  // The form now shows the three predictions read-only, with nothing left to save.
  await page.goto(paths.predict(match.documentId));
  const region = (label: string) => page.getByRole('region', { name: label });
  await expect(region(gameMessages.scoreLabel)).toContainText(
    `${gameMessages.yourPrediction} ${prediction.team1} - ${prediction.team2}`,
  );
  await expect(region(gameMessages.cardsLabel)).toContainText(`${gameMessages.yourPrediction} ${prediction.cards}`);
  await expect(region(gameMessages.cornersLabel)).toContainText(`${gameMessages.yourPrediction} ${prediction.corners}`);
  await expect(page.getByLabel(predictMessages.home)).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: predictMessages.save })).toHaveCount(0);
  await expect(page.getByText(predictMessages.allDoneHere)).toBeVisible();
  await expectAccessible(page, 'prediction form, all made');

  // Not scored yet: the profile reads 'Meci nefinalizat' for each of the three.
  await page.goto(paths.user);
  const entry = historyEntry(page, match);
  await expect(entry.getByText(gameMessages.matchNotFinal)).toHaveCount(3);
  await expect(statTile(page, profileMessages.totalPoints)).toHaveText(formatNumber(before.points));
  await expect(statTile(page, profileMessages.roundPoints)).toHaveText(formatNumber(before.currentPoints));
  await expectAccessible(page, 'own profile before the result');
});

test('after the deadline the match is closed in the list, the form and the API', async ({ page, request }) => {
  const closed = (await currentRoundMatches(request)).find((m) => Date.parse(m.deadline) <= Date.now());
  expect(closed, 'the current round has a match whose deadline has passed').toBeDefined();
  if (!closed) return;

  await loginPlayer(page);
  await page.goto(paths.matches);
  const card = page.getByRole('article', { name: matchTitle(closed) });
  await expect(card).toContainText(gameMessages.deadlinePassed);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'matches with a closed match');

  await page.goto(paths.predict(closed.documentId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(matchTitle(closed));
  await expect(page.getByLabel(predictMessages.home)).toBeDisabled();
  await expect(page.getByLabel(predictMessages.away)).toBeDisabled();
  for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();
  await expect(page.getByRole('button', { name: predictMessages.save })).toBeDisabled();
  await expectAccessible(page, 'prediction form, closed');

  const me = await privateProfile(request, player.jwt);
  const answer = await request.post('/api/predictions', {
    headers: bearer(player.jwt),
    data: {
      data: {
        type: 'score',
        team1: 1,
        team2: 0,
        match: { connect: [closed.documentId] },
        user: { connect: [me.documentId] },
      },
    },
  });
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { data: null; error: { status: number; message: string } };
  expect(body.error.status).toBe(400);
  expect(body.error.message).toBe(gameMessages.deadlinePassed);
});

test('the result scores the predictions: profile, leaderboard and round statistics', async ({ page, request }) => {
  expect(match, 'step 1 picked the match').toBeDefined();
  await enterResult(request, match.documentId, firstResult);

  const bonus = favouriteBonus(match, before.favTeam?.documentId ?? null, firstResult);
  const gained = POINTS.exactScore + POINTS.cards + POINTS.corners + bonus;
  const expected = { points: before.points + gained, currentPoints: before.currentPoints + gained };
  expect(await privateProfile(request, player.jwt)).toMatchObject(expected);

  await loginPlayer(page);
  await expectProfile(page, player.username, match, {
    score: POINTS.exactScore,
    cards: POINTS.cards,
    corners: POINTS.corners,
    bonus,
    ...expected,
  });
  await expectLeaderboardRow(page, player.username, expected);

  // The badges the statistics show are the ones the API's `correct` fields imply.
  const statsAnswer = await request.get('/api/round-stats');
  expect(statsAnswer.ok()).toBe(true);
  const stats = ((await statsAnswer.json()) as { data: MatchStats[] }).data.find(
    (s) => s.match.documentId === match.documentId,
  );
  expect(stats, 'the match is in the round statistics').toBeDefined();
  if (!stats) return;

  await page.goto(paths.roundStats);
  const header = page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .filter({ hasText: match.team1.name })
    .filter({ hasText: match.team2.name })
    .getByRole('button');
  await expect(header).toContainText(`${firstResult.team1_finalScore} - ${firstResult.team2_finalScore}`);
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const panels = [
    [statsMessages.score, stats.score],
    [statsMessages.cards, stats.cards],
    [statsMessages.corners, stats.corners],
  ] as const;
  for (const [title, panel] of panels) {
    const region = page.getByRole('region', { name: title });
    await expect(region).toBeVisible();
    const right = region.getByText(gameMessages.predictedRight);
    const wrong = region.getByText(gameMessages.predictedWrong);
    await expect(right, `${title}: correct=${panel.correct}`).toHaveCount(panel.correct === true ? 1 : 0);
    await expect(wrong, `${title}: correct=${panel.correct}`).toHaveCount(panel.correct === false ? 1 : 0);
  }
  await expectAccessible(page, 'round stats, scored match open');
});

test('a match with a result is closed before its deadline: list, form and API', async ({ page, request }) => {
  expect(match, 'step 1 picked the match').toBeDefined();
  // Days before its deadline: only the result closes it.
  expect(Date.parse(match.deadline)).toBeGreaterThan(Date.now() + 60_000);

  await loginPlayer(page);
  await page.goto(paths.matches);
  const card = page.getByRole('article', { name: matchTitle(match) });
  await expect(card).toContainText(predictionWindowMessages.hasResult);
  await expect(card).toContainText(`${firstResult.team1_finalScore} - ${firstResult.team2_finalScore}`);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'matches with a match that has a result');

  await page.goto(paths.predict(match.documentId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(matchTitle(match));
  await expect(page.getByText(predictionWindowMessages.hasResult)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: predictMessages.save })).toHaveCount(0);
  await expectAccessible(page, 'prediction page of a match with a result');

  // The API refuses a change of the player's prediction, and a new one (before the duplicate check).
  const mine = await request.get('/api/predictions', {
    headers: bearer(player.jwt),
    params: { 'filters[match][documentId][$eq]': match.documentId, 'filters[type][$eq]': 'score' },
  });
  const [prediction] = ((await mine.json()) as { data: { documentId: string }[] }).data;
  const change = await request.patch(`/api/predictions/${prediction.documentId}`, {
    headers: bearer(player.jwt),
    data: { data: { team1: 0, team2: 0 } },
  });
  expect(change.status()).toBe(400);
  expect(((await change.json()) as { error: { message: string } }).error.message).toBe(
    predictionWindowMessages.hasResult,
  );
  const other = await request.post('/api/predictions', {
    headers: bearer(player.jwt),
    data: { data: { type: 'score', team1: 1, team2: 1, match: { connect: [match.documentId] } } },
  });
  expect(other.status()).toBe(400);
  expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
    predictionWindowMessages.hasResult,
  );
});

test('a corrected result re-scores: the points are replaced, not added', async ({ page, request }) => {
  expect(match, 'step 1 picked the match').toBeDefined();
  await enterResult(request, match.documentId, correctedResult, 'Golul oaspeților din minutul 90 a fost validat.');

  // Only the home goals match the prediction now: 30 instead of 100.
  const bonus = favouriteBonus(match, before.favTeam?.documentId ?? null, correctedResult);
  const gained = POINTS.oneTeamGoals + POINTS.cards + POINTS.corners + bonus;
  const expected = { points: before.points + gained, currentPoints: before.currentPoints + gained };
  expect(await privateProfile(request, player.jwt)).toMatchObject(expected);

  await loginPlayer(page);
  await expectProfile(page, player.username, match, {
    score: POINTS.oneTeamGoals,
    cards: POINTS.cards,
    corners: POINTS.corners,
    bonus,
    ...expected,
  });
  await expect(historyEntry(page, match)).toContainText(
    `${profileMessages.result}: ${correctedResult.team1_finalScore} - ${correctedResult.team2_finalScore}`,
  );
  // Only the score's points moved (100 → 30): only its line is marked as re-scored.
  await expect(historyEntry(page, match).getByRole('link', { name: /^Recalculat/ })).toHaveCount(1);
  await expectLeaderboardRow(page, player.username, expected);
});
