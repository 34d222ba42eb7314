import type { APIRequestContext, Page } from '@playwright/test';
import { gameMessages, predictMessages } from '../src/domain/messages.ts';
import { formatNumber } from '../src/domain/numerals.ts';
import { paths } from '../src/domain/paths.ts';
import { predictionWindowMessages } from '../src/domain/prediction-window.ts';
import { outcomeOfScore, POINTS } from '../src/domain/scoring.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { statsMessages } from '../src/web/features/round-stats/stats-messages.ts';
import { demoUser } from './e2e-env.ts';
import { adminJwt, apiJwt, expect, expectAccessible, loginAs, test } from './fixtures.ts';
import {
  type ApiMatch,
  expectLeaderboardRow,
  expectProfile,
  historyEntry,
  matchTitle,
  type Outcome,
  statTile,
} from './scoring-pages.ts';

// Still reads the demo seed's data (not yet made through the API).
test.use({ seed: 'demo' });

// The game's whole loop against the real server: predict, deadline, result, correction.
//
// The specs share one server and one database. This file works on the LAST open match of the current
// round (latest kickoff): predict.spec.ts uses the first matches the demo player has not touched, and
// the demo seed gives the demo player predictions on the first two open matches only, so nobody else
// predicts, scores or reads the points of this match. The steps depend on each other: serial.
// Run against a fresh server (the config's webServer): a reused one whose last match is already
// predicted by the demo player fails step 1.

test.describe.configure({ mode: 'serial' });

interface ApiProfile {
  documentId: string;
  points: number;
  currentPoints: number;
  favTeam: { documentId: string; name: string } | null;
}

interface StatsPanel {
  correct: boolean | null;
}

interface MatchStats {
  match: { documentId: string };
  score: StatsPanel;
  cards: StatsPanel;
  corners: StatsPanel;
}

/** What the demo player predicts in step 1; the result of step 3 repeats it, step 4 keeps one team's goals. */
const prediction = { team1: 3, team2: 1, cards: '2' as Outcome, corners: '1' as Outcome };
const firstResult = {
  team1_finalScore: prediction.team1,
  team2_finalScore: prediction.team2,
  final_cards: prediction.cards,
  final_corners: prediction.corners,
};
const correctedResult = { ...firstResult, team2_finalScore: prediction.team2 + 1 };

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

async function currentRoundMatches(request: APIRequestContext) {
  const answer = await request.get('/api/matches', {
    params: { 'filters[round][current][$eq]': 'true', sort: 'date:asc', 'pagination[pageSize]': '100' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ApiMatch[] }).data;
}

async function privateProfile(request: APIRequestContext, jwt: string) {
  const answer = await request.get('/api/private-profile', { headers: bearer(jwt) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { user: ApiProfile }).user;
}

async function enterResult(request: APIRequestContext, matchId: string, result: typeof firstResult) {
  const answer = await request.put(`/api/matches/${matchId}`, {
    headers: bearer(await adminJwt(request)),
    data: { data: result },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { data: { team1_finalScore: number }; meta: { scored: number } };
  expect(body.data.team1_finalScore).toBe(result.team1_finalScore);
  expect(body.meta.scored).toBeGreaterThan(0);
}

/** +30 when the demo player's favourite team wins the match (they predicted on it). */
function favouriteBonus(match: ApiMatch, favTeamId: string | null, result: typeof firstResult) {
  const winner = outcomeOfScore(result.team1_finalScore, result.team2_finalScore);
  const winnerId = winner === '1' ? match.team1.documentId : winner === '2' ? match.team2.documentId : null;
  return favTeamId !== null && winnerId === favTeamId ? POINTS.favouriteWin : 0;
}

async function loginDemo(page: Page) {
  await loginAs(page, demoUser.username, demoUser.password);
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
}

let match: ApiMatch;
let demoJwt: string;
let before: ApiProfile;

test('the demo player predicts all three categories of an open match', async ({ page, request }) => {
  demoJwt = await apiJwt(request, demoUser.username, demoUser.password);
  const open = (await currentRoundMatches(request)).filter((m) => Date.parse(m.deadline) > Date.now() + 60_000);
  expect(open.length).toBeGreaterThan(2);
  match = open[open.length - 1];
  before = await privateProfile(request, demoJwt);

  await loginDemo(page);
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
  expect(closed, 'the demo seed has a current-round match whose deadline has passed').toBeDefined();
  if (!closed) return;

  await loginDemo(page);
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

  const me = await privateProfile(request, demoJwt);
  const answer = await request.post('/api/predictions', {
    headers: bearer(demoJwt),
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
  expect(await privateProfile(request, demoJwt)).toMatchObject(expected);

  await loginDemo(page);
  await expectProfile(page, match, {
    score: POINTS.exactScore,
    cards: POINTS.cards,
    corners: POINTS.corners,
    bonus,
    ...expected,
  });
  await expectLeaderboardRow(page, expected);

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

  await loginDemo(page);
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

  // The API refuses a change of the demo player's prediction, and a new one (before the duplicate check).
  const mine = await request.get('/api/predictions', {
    headers: bearer(demoJwt),
    params: { 'filters[match][documentId][$eq]': match.documentId, 'filters[type][$eq]': 'score' },
  });
  const [prediction] = ((await mine.json()) as { data: { documentId: string }[] }).data;
  const change = await request.patch(`/api/predictions/${prediction.documentId}`, {
    headers: bearer(demoJwt),
    data: { data: { team1: 0, team2: 0 } },
  });
  expect(change.status()).toBe(400);
  expect(((await change.json()) as { error: { message: string } }).error.message).toBe(
    predictionWindowMessages.hasResult,
  );
  const other = await request.post('/api/predictions', {
    headers: bearer(demoJwt),
    data: { data: { type: 'score', team1: 1, team2: 1, match: { connect: [match.documentId] } } },
  });
  expect(other.status()).toBe(400);
  expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
    predictionWindowMessages.hasResult,
  );
});

test('a corrected result re-scores: the points are replaced, not added', async ({ page, request }) => {
  expect(match, 'step 1 picked the match').toBeDefined();
  await enterResult(request, match.documentId, correctedResult);

  // Only the home goals match the prediction now: 30 instead of 100.
  const bonus = favouriteBonus(match, before.favTeam?.documentId ?? null, correctedResult);
  const gained = POINTS.oneTeamGoals + POINTS.cards + POINTS.corners + bonus;
  const expected = { points: before.points + gained, currentPoints: before.currentPoints + gained };
  expect(await privateProfile(request, demoJwt)).toMatchObject(expected);

  await loginDemo(page);
  await expectProfile(page, match, {
    score: POINTS.oneTeamGoals,
    cards: POINTS.cards,
    corners: POINTS.corners,
    bonus,
    ...expected,
  });
  await expect(historyEntry(page, match)).toContainText(
    `${profileMessages.result}: ${correctedResult.team1_finalScore} - ${correctedResult.team2_finalScore}`,
  );
  await expectLeaderboardRow(page, expected);
});
