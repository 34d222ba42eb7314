import type { APIRequestContext, Page } from '@playwright/test';
import { gameMessages } from '../src/domain/messages.ts';
import { count, formatNumber, nouns } from '../src/domain/numerals.ts';
import { paths } from '../src/domain/paths.ts';
import { outcomeOfScore, POINTS } from '../src/domain/scoring.ts';
import { standingsMessages } from '../src/web/components/standings/standings-messages.ts';
import { profileMessages } from '../src/web/features/profile/profile-messages.ts';
import { adminJwt, expect, expectAccessible } from './fixtures.ts';
import { bearer } from './world.ts';

// What scoring.spec.ts reads through the API and on the pages after a result: the player's profile and their
// leaderboard row.

export type Outcome = '1' | 'X' | '2';

interface TeamRef {
  documentId: string;
  name: string;
}

export interface ApiMatch {
  documentId: string;
  date: string;
  deadline: string;
  team1: TeamRef;
  team2: TeamRef;
  round: { documentId: string; name: string };
}

export interface ApiProfile {
  documentId: string;
  points: number;
  currentPoints: number;
  favTeam: { documentId: string; name: string } | null;
}

interface StatsPanel {
  correct: boolean | null;
}

export interface MatchStats {
  match: { documentId: string };
  score: StatsPanel;
  cards: StatsPanel;
  corners: StatsPanel;
}

interface Result {
  team1_finalScore: number;
  team2_finalScore: number;
  final_cards: Outcome;
  final_corners: Outcome;
}

export async function currentRoundMatches(request: APIRequestContext) {
  const answer = await request.get('/api/matches', {
    params: { 'filters[round][current][$eq]': 'true', sort: 'date:asc', 'pagination[pageSize]': '100' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ApiMatch[] }).data;
}

export async function privateProfile(request: APIRequestContext, jwt: string) {
  const answer = await request.get('/api/private-profile', { headers: bearer(jwt) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { user: ApiProfile }).user;
}

/**
 * Sets the result through the admin API, which answers how many predictions it scored. Changing a stored result is a
 * correction: it needs its reason (`correctionReason`), which the public log shows.
 */
export async function enterResult(
  request: APIRequestContext,
  matchId: string,
  result: Result,
  correctionReason?: string,
) {
  const answer = await request.put(`/api/matches/${matchId}`, {
    headers: bearer(await adminJwt(request)),
    data: { data: correctionReason === undefined ? result : { ...result, correction_reason: correctionReason } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { data: { team1_finalScore: number }; meta: { scored: number } };
  expect(body.data.team1_finalScore).toBe(result.team1_finalScore);
  expect(body.meta.scored).toBeGreaterThan(0);
}

/** +30 when the player's favourite team wins the match (they predicted on it). */
export function favouriteBonus(match: ApiMatch, favTeamId: string | null, result: Result) {
  const winner = outcomeOfScore(result.team1_finalScore, result.team2_finalScore);
  const winnerId = winner === '1' ? match.team1.documentId : winner === '2' ? match.team2.documentId : null;
  return favTeamId !== null && winnerId === favTeamId ? POINTS.favouriteWin : 0;
}

export const matchTitle = (m: ApiMatch) => `${m.team1.name} – ${m.team2.name}`;

/** The value of one of the profile's point tiles ('Puncte totale', 'Puncte etapă'). */
export const statTile = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/** The match's entry in the profile's history section of its round. */
export const historyEntry = (page: Page, m: ApiMatch) =>
  page
    .getByRole('region', { name: m.round.name })
    .getByRole('listitem')
    .filter({ hasText: m.team1.name })
    .filter({ hasText: `${gameMessages.scoreLabel}:` });

const historyLine = (entry: ReturnType<typeof historyEntry>, label: string) =>
  entry.getByRole('listitem').filter({ hasText: `${label}:` });

/** The profile shows the expected points of the three predictions and the expected totals. */
export async function expectProfile(
  page: Page,
  username: string,
  m: ApiMatch,
  expected: { score: number; cards: number; corners: number; points: number; currentPoints: number; bonus: number },
) {
  await page.goto(paths.user);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  const entry = historyEntry(page, m);
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText(gameMessages.matchNotFinal)).toHaveCount(0);
  const points = /^-?[\d.]+ (de )?punc(t|te)$/;
  await expect(historyLine(entry, gameMessages.scoreLabel).getByText(points)).toHaveText(
    count(expected.score, nouns.points),
  );
  await expect(historyLine(entry, gameMessages.cardsLabel).getByText(points)).toHaveText(
    count(expected.cards, nouns.points),
  );
  await expect(historyLine(entry, gameMessages.cornersLabel).getByText(points)).toHaveText(
    count(expected.corners, nouns.points),
  );
  const bonusLine = page
    .getByRole('region', { name: m.round.name })
    .getByRole('listitem')
    .filter({ hasText: `${profileMessages.bonus}:` })
    .filter({ hasText: matchTitle(m) });
  await expect(bonusLine).toHaveCount(expected.bonus > 0 ? 1 : 0);
  await expect(statTile(page, profileMessages.totalPoints)).toHaveText(formatNumber(expected.points));
  await expect(statTile(page, profileMessages.roundPoints)).toHaveText(formatNumber(expected.currentPoints));
  await expectAccessible(page, 'own profile after a result');
}

/** Logged in as the player: 'Poziția mea' on the round ranking shows their row with these points. */
export async function expectLeaderboardRow(
  page: Page,
  username: string,
  expected: { points: number; currentPoints: number },
) {
  await page.goto(paths.leaderboard);
  await expect(page.getByRole('button', { name: gameMessages.roundTab })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: new RegExp(standingsMessages.myPosition) }).click();
  const mine = page.locator('tr[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('link', { name: username })).toBeVisible();
  const points = mine.getByRole('cell').nth(2);
  await expect(points).toHaveText(
    `${count(expected.currentPoints, nouns.points)}${standingsMessages.totalPoints}: ${formatNumber(expected.points)}`,
  );
  await expectAccessible(page, 'leaderboard, round, after a result');
}
