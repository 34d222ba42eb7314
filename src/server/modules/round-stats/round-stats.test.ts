import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { roundStatsResponseSchema } from '../../../domain/round-stats.schemas.ts';
import { encodePick } from '../../../domain/scoring.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { saveMatch } from '../../test/actions.ts';
import { createLeague, createUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
let ctx: TestContext;
let league: Awaited<ReturnType<typeof createLeague>>;

beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  league = await createLeague(ctx.db, NOW, 4);
  const match = league.currentMatches[0];
  // 1200 players (beyond the old 1000 cap): 700 home wins, 500 draws; cards split 600 / 600.
  const rows = [];
  for (let i = 0; i < 1200; i++) {
    const u = await createUser(ctx, { username: `p${i}` });
    rows.push({ userId: u.id, matchId: match.id, type: 'score', team1: i < 700 ? 2 : 1, team2: 1 });
    rows.push({ userId: u.id, matchId: match.id, type: 'cards', ...encodePick(i < 600 ? '1' : '2') });
  }
  await ctx.db.insert(predictions).values(rows);
}, 120_000);
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

test('one entry per current-round match with counts and integer percentages, computed without a cap', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/round-stats' });
  expect(res.statusCode).toBe(200);
  const body = roundStatsResponseSchema.parse(res.json());
  expect(body.meta.round?.name).toBe('Etapa 2');
  expect(body.data).toHaveLength(league.currentMatches.length);
  const stats = body.data.find((d) => d.match.documentId === league.currentMatches[0].documentId)!;
  expect(stats.score).toMatchObject({
    counts: { '1': 700, X: 500, '2': 0 },
    percentages: { '1': 58, X: 42, '2': 0 },
    total: 1200,
  });
  expect(stats.score.community).toBe('1');
  expect(stats.score.correct).toBeNull();
  expect(stats.cards.community).toBeNull();
  expect(stats.totalPredictions).toBe(2400);
});

test('the badge appears once the outcome is known; a tie shows none', async () => {
  const admin = await createUser(ctx, { username: 'arbitru', role: 'admin' });
  await saveMatch(ctx, admin, league.currentMatches[0].documentId, {
    team1_finalScore: 1,
    team2_finalScore: 1,
    final_cards: '2',
  });
  const stats = (await ctx.app.inject({ method: 'GET', url: '/api/round-stats' })).json().data[0];
  expect(stats.score).toMatchObject({ actual: 'X', community: '1', correct: false });
  expect(stats.cards).toMatchObject({ actual: '2', community: null, correct: null });
});

// The statistics are cached ('round-stats' in cluster/cache-registry.ts). Date.now is held still below, so the cache never expires on its own.
const statsOf = async (documentId: string) =>
  roundStatsResponseSchema
    .parse((await ctx.app.inject({ method: 'GET', url: '/api/round-stats' })).json())
    .data.find((d) => d.match.documentId === documentId)!;

test('an admin’s result is in the very next answer', async () => {
  vi.spyOn(Date, 'now').mockReturnValue(Date.now());
  const admin = await createUser(ctx, { username: 'arbitru2', role: 'admin' });
  const match = league.currentMatches[1];
  expect((await statsOf(match.documentId)).score.actual).toBeNull();
  const put = await saveMatch(ctx, admin, match.documentId, { team1_finalScore: 2, team2_finalScore: 0 });
  expect(put.statusCode).toBe(200);
  expect((await statsOf(match.documentId)).score.actual).toBe('1');
});

test('a new prediction is counted at once (its write drops the cached statistics on every instance)', async () => {
  const match = league.currentMatches[1];
  const before = (await statsOf(match.documentId)).score.total;
  const u = await createUser(ctx, { username: 'late_fan' });
  await ctx.db.insert(predictions).values({ userId: u.id, matchId: match.id, type: 'score', team1: 0, team2: 3 });
  await ctx.app.services.changes.announce('predictions');
  const after = await statsOf(match.documentId);
  expect(after.score.total).toBe(before + 1);
  expect(after.score.counts['2']).toBe(1);
});
